package io.github.grundy.cli.play;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.TimeoutOption;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.play.PerfectPlayer;
import io.github.grundy.core.play.Remoteness;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * One game: the positions so far, whose turn it is, and the lines read. The loop, the commands
 * and undo are the same for every kind of position; showing it, reading a move and the
 * computer's choice are the kind's ({@link HeapPlay}, {@link WholePlay}).
 *
 * @param <P> a position as kept in the history, analysed
 */
public abstract class PlaySession<P> {

    /** Moves listed by hint and moves: beyond this many, the first ones and a note. */
    static final int LISTED = 30;

    /** What the human is asked before each move. */
    private static final String PROMPT = "Your move> ";

    /** Options listed in a state of {@code --json}: beyond this many, the first ones and {@code "truncated":true}. */
    static final int JSON_OPTIONS = 500;

    final PrintStream out;
    private final Console console;
    final Deque<P> history = new ArrayDeque<>();
    /** The moves that led to the positions of {@link #history} but its first, the last on top. */
    private final Deque<PlayState.Ply> plies = new ArrayDeque<>();
    /** With {@code --json}: what the text would say, kept for the next state's {@code said}; else null. */
    private final ByteArrayOutputStream said;
    boolean humanToMove;
    private boolean drawAnnounced;
    /** Whether the position changed since it was last shown. */
    private boolean changed = true;
    /** Whether the arrow keys edit lines here (help says so). */
    private boolean edits;

    /** Smith's remoteness, searched once a game (what it finds stays known); null until asked. */
    private Remoteness search;
    /** The remoteness of the positions of the history, by identity. */
    private final Map<P, Remoteness.Result> remote = new IdentityHashMap<>();

    /** The computer's thinking, within --timeout: analyses and choices go through it, the human's moves do not. */
    final TimeoutOption thinking;

    PlaySession(Console console, TimeoutOption thinking, P start, boolean computerFirst, boolean json) {
        this.thinking = thinking;
        // With --json the words go to the state's "said", and standard output carries only states.
        this.said = json ? new ByteArrayOutputStream() : null;
        this.out = new PrintStream(json ? said : console.out(), true, StandardCharsets.UTF_8);
        this.console = console;
        this.humanToMove = !computerFirst;
        history.push(start);
    }

    /** The position now, analysed. */
    P now() {
        return history.peek();
    }

    /** Makes {@code next} the position now, reached by the move {@code words}, the other player to move. */
    void advance(P next, String words) {
        // The history's remoteness only for --json's states: the text says none.
        Long remoteness = said != null && thinking.within(() -> remoteness(next)) instanceof Remoteness.Known k
                ? k.remoteness() : null;
        plies.push(new PlayState.Ply(humanToMove, words, outcome(next), position(next).strip(), remoteness));
        history.push(next);
        humanToMove = !humanToMove;
        changed = true;
    }

    /** The search for remoteness, one for the game. */
    Remoteness search() {
        if (search == null) {
            search = new Remoteness(misere(), Remoteness.DEFAULT_POSITIONS);
        }
        return search;
    }

    /** The remoteness of {@code p}, by {@link #search()}. */
    abstract Remoteness.Result remotenessOf(P p);

    private Remoteness.Result remoteness(P p) {
        return remote.computeIfAbsent(p, this::remotenessOf);
    }

    /**
     * The remoteness of the position an option of {@code p} makes; null unless {@code p}'s own is
     * known: then its options' are too, found by the same search, and cost nothing (when it is
     * not, each option would search as far again).
     */
    Long remotenessAfter(P p, Supplier<Remoteness.Result> after) {
        if (!(remoteness(p) instanceof Remoteness.Known)) {
            return null;
        }
        return after.get() instanceof Remoteness.Known k ? k.remoteness() : null;
    }

    /** The first lines: the game, the play, and how a move is typed. */
    abstract void introduce();

    abstract void show(P p);

    /** The position in words, as {@code show} prints it after {@code Position:}. */
    abstract String position(P p);

    /**
     * The first {@code limit} moves from {@code p}, each with how it is typed and what it leads to.
     *
     * @param p     the position, which the human is to move in
     * @param limit the most listed
     * @return the moves in the order {@code moves} lists them
     */
    abstract List<PlayState.Option> options(P p, int limit);

    /** The perfect player's move in {@code p} (the hint): as {@code options} gives it. */
    abstract PlayState.Option advice(P p);

    /** The game's name and play, as the first line says it. */
    abstract String title();

    abstract boolean hasMove(P p);

    abstract Outcome outcome(P p);

    abstract boolean misere();

    abstract void computerMoves(P p);

    abstract void hint(P p);

    abstract void moves(P p);

    /** What {@code help} says about typing a move. */
    abstract String moveHelp();

    /** The values behind the position's outcome and why they decide it, as far as the theory that decided it tells. */
    abstract void explain(P p) throws IOException;

    /** The commands typed at the prompt, as the first lines list them. */
    static final String COMMANDS = "hint, moves, explain, undo, help, quit";

    /** The move typed, played and said; or the reason it is not one, said. */
    abstract void humanMoves(String line, P p);

    int run() throws IOException {
        try (PlayInput in = PlayInput.open(console, out)) {
            edits = in.edits();
            return loop(in);
        }
    }

    private int loop(PlayInput in) throws IOException {
        introduce();
        while (true) {
            P p = now();
            if (changed) {
                show(p);
                changed = false;
            }
            if (!hasMove(p)) {
                end();
                state(p, false);
                return ExitCode.OK;
            }
            announceDraw(p);
            if (!humanToMove) {
                computerMoves(p);
                continue;
            }
            state(p, true);
            String line = in.readLine(PROMPT);
            if (line == null) {
                out.println();
                out.println("End of input: the game is left unfinished.");
                return ExitCode.OK;
            }
            if (!command(line, p)) {
                return ExitCode.OK;
            }
        }
    }

    /** With {@code --json}: the state the human is to move in, or the end, on one line of standard output. */
    private void state(P p, boolean moves) throws IOException {
        if (said == null) {
            return;
        }
        boolean over = !moves;
        List<PlayState.Option> listed = moves ? thinking.within(() -> options(p, JSON_OPTIONS + 1)) : List.of();
        PlayState.Option hint = moves ? thinking.within(() -> advice(p)) : null;
        String winner = over ? humanWins() ? "human" : "computer" : null;
        List<PlayState.Ply> made = new java.util.ArrayList<>(plies);
        java.util.Collections.reverse(made);
        // The prompts and the lines they echo are the human's words, not the session's.
        String words = said.toString(StandardCharsets.UTF_8).lines().filter(l -> !l.startsWith(PROMPT))
                .collect(java.util.stream.Collectors.joining("\n")).strip();
        said.reset();
        Remoteness.Result remoteness = thinking.within(() -> remoteness(p));
        P start = history.peekLast();
        Long startRemoteness = thinking.within(() -> remoteness(start)) instanceof Remoteness.Known k
                ? k.remoteness() : null;
        PlayState state = new PlayState(title(), misere(), position(p).strip(), outcome(p), remoteness,
                position(start).strip(), startRemoteness, outcome(start), humanToMove, over, winner,
                made, listed.subList(0, Math.min(JSON_OPTIONS, listed.size())), listed.size() > JSON_OPTIONS, hint,
                words);
        console.out().write(state.json().getBytes(StandardCharsets.UTF_8));
        console.out().flush();
    }

    private void end() {
        String rule = misere() ? "in misere play whoever cannot move wins" : "whoever cannot move loses";
        if (history.size() == 1) {
            // The start has no move: nobody moved, and the player to move is the one who cannot.
            out.println("No move is possible here, so nobody moves: " + (humanToMove ? "you are" : "I am")
                    + " to move and cannot, so " + (humanWins() ? "you win" : "I win") + " (" + rule + ").");
            return;
        }
        out.println("No move is left: " + (humanToMove ? "I" : "you") + " made the last move, so "
                + (humanWins() ? "you win." : "I win.") + (misere() ? " (Misere play: the last mover loses.)"
                : ""));
    }

    /**
     * Who won a game that has no move left: the player to move cannot, and loses in normal play,
     * wins in misère play (at the start too, where nobody moved).
     */
    private boolean humanWins() {
        return humanToMove == misere();
    }

    private void announceDraw(P p) {
        if (!drawAnnounced && outcome(p) == Outcome.D) {
            out.println("This position is a draw: neither player can force a win, and play may go on for ever"
                    + " (type quit to stop).");
            drawAnnounced = true;
        }
    }

    /** What the computer says of its choice: nothing when it wins. */
    String expectation(PerfectPlayer.Choice<?> c) {
        return switch (c.outcome()) {
            case N -> "";
            case D -> "  (keeping the draw)";
            case P -> "  (I expect to lose: you have " + winningReplies(c.replies()) + ")";
        };
    }

    /** {@code 1 winning reply}, {@code 3 winning replies}. */
    static String winningReplies(long n) {
        return n + " winning " + (n == 1 ? "reply" : "replies");
    }

    /** Who wins the position now, said to the human, who is to move in it. */
    static String verdict(Outcome outcome) {
        return switch (outcome) {
            case N -> "You are to move, and you can win: this is an N-position (the player to move wins).";
            case P -> "You are to move, and you lose against perfect play: this is a P-position (the player to move"
                    + " loses).";
            case D -> "Neither player can force a win: this is a D-position (with perfect play the game never ends).";
        };
    }

    /** Handles one line; false to end the session. */
    private boolean command(String line, P p) throws IOException {
        if (line.chars().anyMatch(c -> c == 0x1b)) {
            // A key's escape code (the Up arrow is ESC [ A): never read as a move.
            out.println("Not a move: the line holds the code of a key such as an arrow, and keys other than letters,"
                    + " digits and Enter do not edit lines here (line editing needs a terminal for both input and"
                    + " output). Type the move again, or help.");
            return true;
        }
        switch (line.trim()) {
            case "" -> {
                return true;
            }
            case "quit", "q", "exit" -> {
                out.println("Quit.");
                return false;
            }
            case "hint" -> hint(p);
            case "moves" -> moves(p);
            case "explain" -> explain(p);
            case "undo" -> undo();
            case "help" -> help();
            default -> humanMoves(line.trim(), p);
        }
        return true;
    }

    private void help() {
        out.println(moveHelp());
        out.println("Commands:");
        out.println("  hint     the winning moves, or the best resistance when every move loses");
        out.println("  moves    every move (the first " + LISTED + ")");
        out.println("  explain  the Grundy values and why the position is won or lost");
        out.println("  undo     takes back your last move and my reply");
        out.println("  help     this list");
        out.println("  quit     ends the game (also q, exit, Ctrl-D at the prompt)");
        if (edits) {
            out.println("Up and Down recall earlier lines; Left, Right, Home and End move in the line.");
        }
    }

    private void undo() {
        // Back to the human's last turn: the reply and the move (both plies), or one ply at the start.
        int back = humanToMove ? 2 : 1;
        if (history.size() <= back) {
            out.println("Nothing to undo.");
            return;
        }
        for (int i = 0; i < back; i++) {
            history.pop();
            plies.pop();
        }
        out.println("Undone.");
        drawAnnounced = false;
        changed = true;
    }
}
