package io.github.grundy.cli;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.analysis.HeapSumAnalysis;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.play.PerfectPlayer;
import io.github.grundy.core.normal.PositionAnalysis;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.game.PositionMove;
import io.github.grundy.core.loader.VariantCatalog;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code grundy play}: a game against the perfect opponent ({@link PerfectPlayer}), one move per
 * line on standard input, so that it works on a terminal and on a pipe alike (no colours, no
 * cursor moves). The theory is core's; this class reads moves, checks them and says what happened.
 */
@Command(name = "play", sortOptions = false, mixinStandardHelpOptions = true,
        description = {
            "Play a position against the perfect opponent, one move per line.",
            "A move is HEAP AMOUNT (take AMOUNT from heap HEAP, counted from 1) or",
            "HEAP -> A + B ... (heap HEAP becomes heaps A, B, ...; 'HEAP -> nothing' removes",
            "it; on a graph, TOKEN -> VERTEX; on a staircase, STAIR COINS moves COINS coins",
            "down one stair). Commands: hint (the winning moves), moves (every move), undo",
            "(your last move and the reply), quit.",
            "",
            "Examples:",
            "  grundy play nim 3 4 5",
            "  grundy play kayles 7 3 --first=computer",
            "  grundy play --misere nim 1 1 4",
            "  grundy play graph --graph=loopy.txt 4 2",
            "  grundy play staircase 2 1 3",
            "  printf '1 2\\nquit\\n' | grundy play nim 3 4 5      (a pipe: one move a line)"
        })
final class PlayCommand implements Callable<Integer> {

    private static final int LISTED = 30;

    private final Console console;
    private final Catalogs catalogs;
    private final Warnings warnings;

    @Parameters(paramLabel = "SPEC", description = "The game and the position, as for solve: VARIANT [--NAME=VALUE]..."
            + " HEAP..., or components VARIANT[:NAME=VALUE]...:HEAP.")
    List<String> words = new ArrayList<>();

    @Option(names = "--first", paramLabel = "WHO", defaultValue = "human",
            description = "Who moves first: human or computer (default: ${DEFAULT-VALUE}).")
    String first;

    @Mixin
    MisereOption misere;

    @Mixin
    DebugOption debug;

    @Mixin
    PluginsOption plugins;

    @Mixin
    QuietOption quiet;

    @ParentCommand
    GrundyCommand top;

    PlayCommand(Console console, Catalogs catalogs, Warnings warnings) {
        this.console = console;
        this.catalogs = catalogs;
        this.warnings = warnings;
    }

    /** A position, analysed once, and the move that led to it (empty for the start). */
    private record Ply(HeapSumAnalysis analysis, Optional<HeapMove> last) {
        HeapSum sum() {
            return analysis.sum();
        }
    }

    @Override
    public Integer call() throws IOException {
        VariantCatalog catalog = catalogs.load(plugins.resolve(top));
        warnings.print(catalog, console, quiet.given(top));
        boolean computerFirst = switch (first) {
            case "human" -> false;
            case "computer" -> true;
            default -> throw new UserError("--first must be human or computer, found '" + first + "'");
        };
        long positions = misere.positions();
        Problem problem = misere.reader(catalog, console.in()).read(words, null);
        PerfectPlayer player = misere.misere ? PerfectPlayer.misere(positions, "--max-positions=" + positions)
                : PerfectPlayer.normal();
        if (problem instanceof Problem.Whole whole) {
            return new WholeSession(player, whole, computerFirst).run();
        }
        return new HeapSession(player, (Problem.Heaps) problem, computerFirst).run();
    }

    /**
     * One game: the positions so far, whose turn it is, and the lines read. The loop, the commands
     * and undo are the same for every kind of position; showing it, reading a move and the
     * computer's choice are the kind's ({@link HeapSession}, {@link WholeSession}).
     *
     * @param <P> a position as kept in the history, analysed
     */
    private abstract class Session<P> {
        final PrintStream out = new PrintStream(console.out(), true, StandardCharsets.UTF_8);
        private final BufferedReader in = new BufferedReader(new InputStreamReader(console.in(), StandardCharsets.UTF_8));
        final Deque<P> history = new ArrayDeque<>();
        boolean humanToMove;
        private boolean drawAnnounced;
        /** Whether the position changed since it was last shown. */
        private boolean changed = true;
        /** On a pipe the line typed is not on the screen: say it after the prompt, as a transcript. */
        private final boolean echo = System.console() == null;

        Session(P start, boolean computerFirst) {
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
                out.print("Your move> ");
                out.flush();
                String line = in.readLine();
                if (line == null) {
                    out.println();
                    out.println("End of input: the game is left unfinished.");
                    return ExitCode.OK;
                }
                if (echo) {
                    out.println(line);
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

    /** A sum of heaps (or tokens on a graph), in normal or misère play. */
    private final class HeapSession extends Session<Ply> {
        private final PerfectPlayer player;
        private final Problem.Heaps problem;

        HeapSession(PerfectPlayer player, Problem.Heaps problem, boolean computerFirst) {
            super(new Ply(player.analyse(problem.sum()), Optional.empty()), computerFirst);
            this.player = player;
            this.problem = problem;
        }

        /** Plays {@code move} from the position now. */
        private void play(HeapMove move) {
            advance(new Ply(player.analyse(now().sum().after(move)), Optional.of(move)));
        }

        @Override
        void introduce() {
            out.println("Game: " + problem.title() + (player.misere() ? ", misere play (whoever makes the last move"
                    + " loses)" : ", normal play (whoever makes the last move wins)") + ".");
            String noun = now().analysis().componentNoun();
            out.println(noun.equals("token") ? "Moves: TOKEN -> VERTEX; hint, moves, undo, quit. Tokens are counted from 1."
                    : "Moves: " + noun.toUpperCase(java.util.Locale.ROOT) + " AMOUNT, or " + noun.toUpperCase(java.util.Locale.ROOT)
                    + " -> A + B ...; hint, moves, undo, quit. " + noun.substring(0, 1).toUpperCase(java.util.Locale.ROOT)
                    + noun.substring(1) + "s are counted from 1.");
        }


        @Override
        boolean hasMove(Ply p) {
            return PerfectPlayer.hasMove(p.sum());
        }

        @Override
        Outcome outcome(Ply p) {
            return p.analysis().outcome();
        }

        @Override
        boolean misere() {
            return player.misere();
        }

        @Override
        String moveHelp() {
            return "HEAP AMOUNT takes AMOUNT from heap HEAP; HEAP -> A + B turns it into heaps A and B;"
                    + " HEAP -> nothing removes it.";
        }

        @Override
        void humanMoves(String line, Ply p) {
            HeapSumAnalysis a = p.analysis();
            Optional<HeapMove> move = parse(line, a.sum());
            if (move.isPresent()) {
                out.println("You move: " + a.place(move.get()) + ": " + a.describe(move.get()));
                play(move.get());
            }
        }

        @Override
        void show(Ply p) {
            HeapSum sum = p.sum();
            StringBuilder s = new StringBuilder("Position:");
            if (sum.size() == 0) {
                s.append(" nothing left");
            }
            for (int i = 0; i < sum.size(); i++) {
                s.append("  [").append(i + 1).append("] ").append(sum.heap(i));
                if (sum instanceof HeapSum.Mixed) {
                    s.append(" (").append(sum.game(i).describe()).append(')');
                }
            }
            out.println(s);
        }

        @Override
        void computerMoves(Ply p) {
            HeapSumAnalysis a = p.analysis();
            PerfectPlayer.Choice<HeapMove> c = player.choose(a, p.last());
            out.println("I move: " + a.place(c.move()) + ": " + a.describe(c.move()) + expectation(c));
            play(c.move());
        }

        @Override
        void hint(Ply p) {
            HeapSumAnalysis a = p.analysis();
            if (a.outcome() == Outcome.N) {
                List<HeapMove> wins = a.list(LISTED);
                out.println("Winning moves (" + a.count() + "):");
                for (HeapMove m : wins) {
                    out.println("  " + a.place(m) + ": " + a.describe(m));
                }
                return;
            }
            PerfectPlayer.Choice<HeapMove> best = player.choose(a, Optional.empty());
            out.println((a.outcome() == Outcome.D ? "A draw: keep it with " : "Every move loses; the best resistance is ")
                    + a.place(best.move()) + ": " + a.describe(best.move())
                    + (a.outcome() == Outcome.P ? " (it leaves me " + winningReplies(best.replies()) + ")" : ""));
        }

        @Override
        void moves(Ply p) {
            HeapSumAnalysis a = p.analysis();
            HeapSum sum = a.sum();
            int shown = 0;
            for (int i = 0; i < sum.size() && shown < LISTED; i++) {
                for (long[] o : PerfectPlayer.options(sum, i, LISTED - shown)) {
                    HeapMove m = new HeapMove(i, sum.heap(i), o);
                    out.println("  " + a.place(m) + ": " + a.describe(m));
                    shown++;
                }
            }
            if (shown == LISTED) {
                out.println("  ... (the first " + LISTED + ")");
            }
        }

        /** The move typed, or empty (and the reason said) when it is not one. */
        private Optional<HeapMove> parse(String line, HeapSum sum) {
            String[] arrow = line.split("->", -1);
            String[] left = arrow[0].trim().split("\\s+");
            long[] option;
            int component;
            try {
                component = Math.toIntExact(Long.parseLong(left[0])) - 1;
                if (component < 0 || component >= sum.size()) {
                    out.println("No heap " + left[0] + ": the heaps are 1.." + sum.size() + ".");
                    return Optional.empty();
                }
                if (arrow.length == 2 && left.length == 1) {
                    String right = arrow[1].trim();
                    option = right.equals("nothing") || right.isEmpty() ? new long[0]
                            : Arrays.stream(right.split("\\+")).mapToLong(w -> Long.parseLong(w.trim())).toArray();
                } else if (arrow.length == 1 && left.length == 2) {
                    long amount = Long.parseLong(left[1]);
                    long rest = sum.heap(component) - amount;
                    if (amount < 1 || rest < 0) {
                        out.println("Take 1.." + sum.heap(component) + " from heap " + (component + 1) + ", not " + amount
                                + ".");
                        return Optional.empty();
                    }
                    option = rest == 0 && !isOption(sum, component, new long[] {0}) ? new long[0] : new long[] {rest};
                } else {
                    out.println("Not a move: '" + line + "'. Type HEAP AMOUNT, HEAP -> A + B, or hint, moves, undo, quit.");
                    return Optional.empty();
                }
            } catch (NumberFormatException | ArithmeticException e) {
                out.println("Not a move: '" + line + "'. Type HEAP AMOUNT, HEAP -> A + B, or hint, moves, undo, quit.");
                return Optional.empty();
            }
            if (!isOption(sum, component, option)) {
                List<long[]> some = PerfectPlayer.options(sum, component, 8);
                StringBuilder s = new StringBuilder();
                for (long[] o : some) {
                    s.append(s.length() == 0 ? "" : ", ").append(HeapGame.optionText(o));
                }
                out.println("Illegal: heap " + (component + 1) + " (" + sum.heap(component) + ") cannot become "
                        + HeapGame.optionText(option) + (some.isEmpty() ? "; it has no move." : "; it can become " + s
                        + (some.size() == 8 ? ", ..." : "") + "."));
                return Optional.empty();
            }
            return Optional.of(new HeapMove(component, sum.heap(component), option));
        }

        private boolean isOption(HeapSum sum, int component, long[] option) {
            return PerfectPlayer.isOption(sum.game(component), sum.heap(component), option);
        }
    }

    /**
     * A position of a game whose position is a whole vector (a staircase), in normal play. A move
     * is typed as the numbers {@code moves} lists for it (for a staircase: STAIR COINS), and the
     * prompt shows one in the game's words; the game's
     * own {@link PositionGame#play} checks it, and its refusal is the reason said.
     */
    private final class WholeSession extends Session<PositionAnalysis> {
        private final PerfectPlayer player;
        private final Problem.Whole problem;

        WholeSession(PerfectPlayer player, Problem.Whole problem, boolean computerFirst) {
            super(player.analyse(((PositionAnalysis) problem.analysis()).game(), problem.position()), computerFirst);
            this.player = player;
            this.problem = problem;
        }

        private PositionGame game() {
            return now().game();
        }

        private void play(PositionMove move) {
            advance(player.analyse(game(), game().play(now().position(), move.encoding())));
        }

        @Override
        void introduce() {
            out.println("Game: " + problem.title() + ", normal play (whoever makes the last move wins).");
            out.println("Moves: " + howToMove() + " hint, moves, undo, quit.");
        }

        @Override
        void show(PositionAnalysis p) {
            StringBuilder s = new StringBuilder("Position:");
            long[] position = p.position();
            if (position.length == 0) {
                s.append(" empty");
            }
            for (int i = 0; i < position.length; i++) {
                s.append("  [").append(i + 1).append("] ").append(position[i]);
            }
            out.println(s);
        }

        @Override
        boolean hasMove(PositionAnalysis p) {
            return !PerfectPlayer.moves(p.game(), p.position(), 1).isEmpty();
        }

        @Override
        Outcome outcome(PositionAnalysis p) {
            return p.outcome();
        }

        @Override
        boolean misere() {
            return false;
        }

        @Override
        void computerMoves(PositionAnalysis p) {
            PerfectPlayer.Choice<PositionMove> c = player.choose(p);
            out.println("I move: " + typed(c.move().encoding()) + ": " + p.describe(c.move()) + expectation(c));
            play(c.move());
        }

        @Override
        void hint(PositionAnalysis p) {
            if (p.outcome() == Outcome.N) {
                out.println("Winning moves (" + p.count() + "):");
                for (PositionMove m : p.list(LISTED)) {
                    out.println("  " + typed(m.encoding()) + ": " + p.describe(m));
                }
                return;
            }
            PerfectPlayer.Choice<PositionMove> best = player.choose(p);
            out.println("Every move loses; the best resistance is " + typed(best.move().encoding()) + ": "
                    + p.describe(best.move()) + " (it leaves me " + winningReplies(best.replies()) + ")");
        }

        @Override
        void moves(PositionAnalysis p) {
            List<long[]> all = PerfectPlayer.moves(p.game(), p.position(), LISTED + 1);
            for (long[] m : all.subList(0, Math.min(LISTED, all.size()))) {
                out.println("  " + typed(m) + ": " + p.game().describeMove(p.position(), m));
            }
            if (all.size() > LISTED) {
                out.println("  ... (the first " + LISTED + ")");
            }
        }

        @Override
        String moveHelp() {
            return "Type " + howToMove();
        }

        /** How a move is typed, with one of the position's moves in the game's own words (no syntax kept per game here). */
        private String howToMove() {
            List<long[]> first = PerfectPlayer.moves(game(), now().position(), 1);
            return "a move's numbers, as 'moves' lists them" + (first.isEmpty() ? "" : " ('" + typed(first.get(0))
                    + "' is " + game().describeMove(now().position(), first.get(0)) + ")") + ";";
        }

        @Override
        void humanMoves(String line, PositionAnalysis p) {
            long[] move;
            try {
                move = Arrays.stream(line.split("\\s+")).mapToLong(Long::parseLong).toArray();
            } catch (NumberFormatException e) {
                out.println("Not a move: '" + line + "'. Type a move's numbers, as 'moves' lists them, or hint, moves,"
                        + " undo, quit.");
                return;
            }
            try {
                String words = p.game().describeMove(p.position(), move);
                long[] next = p.game().play(p.position(), move);
                out.println("You move: " + words);
                advance(player.analyse(p.game(), next));
            } catch (IllegalArgumentException e) {
                out.println("Illegal: " + e.getMessage() + ".");
            }
        }

        /** A move as it is typed: its numbers. */
        private String typed(long[] move) {
            StringBuilder s = new StringBuilder();
            for (long x : move) {
                s.append(s.length() == 0 ? "" : " ").append(x);
            }
            return s.toString();
        }
    }
}
