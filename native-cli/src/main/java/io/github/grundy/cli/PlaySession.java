package io.github.grundy.cli;

import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.play.PerfectPlayer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * One game: the positions so far, whose turn it is, and the lines read. The loop, the commands
 * and undo are the same for every kind of position; showing it, reading a move and the
 * computer's choice are the kind's ({@link HeapPlay}, {@link WholePlay}).
 *
 * @param <P> a position as kept in the history, analysed
 */
abstract class PlaySession<P> {

    /** Moves listed by hint and moves: beyond this many, the first ones and a note. */
    static final int LISTED = 30;

    final PrintStream out;
    private final BufferedReader in;
    final Deque<P> history = new ArrayDeque<>();
    boolean humanToMove;
    private boolean drawAnnounced;
    /** Whether the position changed since it was last shown. */
    private boolean changed = true;
    /** On a pipe the line typed is not on the screen: say it after the prompt, as a transcript. */
    private final boolean echo = System.console() == null;

    /** The computer's thinking, within --timeout: analyses and choices go through it, the human's moves do not. */
    final TimeoutOption thinking;

    PlaySession(Console console, TimeoutOption thinking, P start, boolean computerFirst) {
        this.thinking = thinking;
        this.out = new PrintStream(console.out(), true, StandardCharsets.UTF_8);
        this.in = new BufferedReader(new InputStreamReader(console.in(), StandardCharsets.UTF_8));
        this.humanToMove = !computerFirst;
        history.push(start);
    }

    /** The position now, analysed. */
    P now() {
        return history.peek();
    }

    /** Makes {@code next} the position now, the other player to move. */
    void advance(P next) {
        history.push(next);
        humanToMove = !humanToMove;
        changed = true;
    }

    /** The first lines: the game, the play, and how a move is typed. */
    abstract void introduce();

    abstract void show(P p);

    abstract boolean hasMove(P p);

    abstract Outcome outcome(P p);

    abstract boolean misere();

    abstract void computerMoves(P p);

    abstract void hint(P p);

    abstract void moves(P p);

    /** What {@code help} says about typing a move. */
    abstract String moveHelp();

    /** The move typed, played and said; or the reason it is not one, said. */
    abstract void humanMoves(String line, P p);

    int run() throws IOException {
        introduce();
        while (true) {
            P p = now();
            if (changed) {
                show(p);
                changed = false;
            }
            if (!hasMove(p)) {
                end();
                return ExitCode.OK;
            }
            announceDraw(p);
            if (!humanToMove) {
                computerMoves(p);
                continue;
            }
            // On a pipe the space comes with the echoed line: a transcript has no trailing blanks.
            out.print(echo ? "Your move>" : "Your move> ");
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                out.println("End of input: the game is left unfinished.");
                return ExitCode.OK;
            }
            if (echo) {
                out.println(line.isEmpty() ? "" : " " + line);
            }
            if (!command(line.trim(), p)) {
                return ExitCode.OK;
            }
        }
    }

    private void end() {
        boolean humanMovedLast = !humanToMove;
        boolean humanWins = misere() != humanMovedLast;
        out.println("No move is left: " + (humanMovedLast ? "you" : "I") + " made the last move, so "
                + (humanWins ? "you win." : "I win.") + (misere() ? " (Misere play: the last mover loses.)"
                : ""));
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

    /** Handles one line; false to end the session. */
    private boolean command(String line, P p) {
        switch (line) {
            case "" -> {
                return true;
            }
            case "quit", "q", "exit" -> {
                out.println("Quit.");
                return false;
            }
            case "hint" -> hint(p);
            case "moves" -> moves(p);
            case "undo" -> undo();
            case "help" -> out.println(moveHelp() + " hint, moves, undo, quit.");
            default -> humanMoves(line, p);
        }
        return true;
    }

    private void undo() {
        // Back to the human's last turn: the reply and the move (both plies), or one ply at the start.
        int plies = humanToMove ? 2 : 1;
        if (history.size() <= plies) {
            out.println("Nothing to undo.");
            return;
        }
        for (int i = 0; i < plies; i++) {
            history.pop();
        }
        out.println("Undone.");
        drawAnnounced = false;
        changed = true;
    }
}
