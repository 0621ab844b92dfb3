package io.github.grundy.cli;

import io.github.grundy.core.HeapGame;
import io.github.grundy.core.HeapMove;
import io.github.grundy.core.HeapSum;
import io.github.grundy.core.HeapSumAnalysis;
import io.github.grundy.core.Outcome;
import io.github.grundy.core.PerfectPlayer;
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
            "it; on a graph, TOKEN -> VERTEX). Commands: hint (the winning moves), moves",
            "(every move), undo (your last move and the reply), quit.",
            "",
            "Examples:",
            "  grundy play nim 3 4 5",
            "  grundy play kayles 7 3 --first=computer",
            "  grundy play --misere nim 1 1 4",
            "  grundy play graph --graph=loopy.txt 4 2",
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
        if (!(problem instanceof Problem.Heaps heaps)) {
            throw new UserError(problem.variant() + ": play is for sums of heaps and tokens for now, not for a game"
                    + " whose position is a whole vector");
        }
        PerfectPlayer player = misere.misere ? PerfectPlayer.misere(positions, "--max-positions=" + positions)
                : PerfectPlayer.normal();
        return new Session(player, heaps, computerFirst).run();
    }

    /** One game: the positions so far, whose turn it is, and the lines read. */
    private final class Session {
        private final PerfectPlayer player;
        private final Problem.Heaps problem;
        private final PrintStream out = new PrintStream(console.out(), true, StandardCharsets.UTF_8);
        private final BufferedReader in = new BufferedReader(new InputStreamReader(console.in(), StandardCharsets.UTF_8));
        private final Deque<Ply> history = new ArrayDeque<>();
        private boolean humanToMove;
        private boolean drawAnnounced;
        /** Whether the position changed since it was last shown. */
        private boolean changed = true;
        /** On a pipe the line typed is not on the screen: say it after the prompt, as a transcript. */
        private final boolean echo = System.console() == null;

        Session(PerfectPlayer player, Problem.Heaps problem, boolean computerFirst) {
            this.player = player;
            this.problem = problem;
            this.humanToMove = !computerFirst;
            history.push(new Ply(player.analyse(problem.sum()), Optional.empty()));
        }

        /** The position now, analysed. */
        private HeapSumAnalysis now() {
            return history.peek().analysis();
        }

        /** Plays {@code move} from the position now. */
        private void play(HeapMove move) {
            history.push(new Ply(player.analyse(now().sum().after(move)), Optional.of(move)));
            humanToMove = !humanToMove;
            changed = true;
        }

        int run() throws IOException {
            out.println("Game: " + problem.title() + (player.misere() ? ", misere play (whoever makes the last move"
                    + " loses)" : ", normal play (whoever makes the last move wins)") + ".");
            String noun = now().componentNoun();
            out.println(noun.equals("token") ? "Moves: TOKEN -> VERTEX; hint, moves, undo, quit. Tokens are counted from 1."
                    : "Moves: " + noun.toUpperCase(java.util.Locale.ROOT) + " AMOUNT, or " + noun.toUpperCase(java.util.Locale.ROOT)
                    + " -> A + B ...; hint, moves, undo, quit. " + noun.substring(0, 1).toUpperCase(java.util.Locale.ROOT)
                    + noun.substring(1) + "s are counted from 1.");
            while (true) {
                HeapSumAnalysis a = now();
                HeapSum sum = a.sum();
                if (changed) {
                    show(sum);
                    changed = false;
                }
                if (!PerfectPlayer.hasMove(sum)) {
                    end();
                    return ExitCode.OK;
                }
                announceDraw(a);
                if (!humanToMove) {
                    computerMoves(a);
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
                if (!command(line.trim(), a)) {
                    return ExitCode.OK;
                }
            }
        }

        private void show(HeapSum sum) {
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

        private void end() {
            boolean humanMovedLast = !humanToMove;
            boolean humanWins = player.misere() != humanMovedLast;
            out.println("No move is left: " + (humanMovedLast ? "you" : "I") + " made the last move, so "
                    + (humanWins ? "you win." : "I win.") + (player.misere() ? " (Misere play: the last mover loses.)"
                    : ""));
        }

        private void announceDraw(HeapSumAnalysis a) {
            if (!drawAnnounced && a.outcome() == Outcome.D) {
                out.println("This position is a draw: neither player can force a win, and play may go on for ever"
                        + " (type quit to stop).");
                drawAnnounced = true;
            }
        }

        private void computerMoves(HeapSumAnalysis a) {
            PerfectPlayer.Choice c = player.choose(a, history.peek().last());
            String expectation = switch (c.outcome()) {
                case N -> "";
                case D -> "  (keeping the draw)";
                case P -> "  (I expect to lose: you have " + c.replies() + " winning "
                        + (c.replies() == 1 ? "reply" : "replies") + ")";
            };
            out.println("I move: " + a.place(c.move()) + ": " + a.describe(c.move()) + expectation);
            play(c.move());
        }

        /** Handles one line; false to end the session. */
        private boolean command(String line, HeapSumAnalysis a) {
            HeapSum sum = a.sum();
            switch (line) {
                case "" -> {
                    return true;
                }
                case "quit", "q", "exit" -> {
                    out.println("Quit.");
                    return false;
                }
                case "hint" -> {
                    hint(a);
                    return true;
                }
                case "moves" -> {
                    moves(a);
                    return true;
                }
                case "undo" -> {
                    undo();
                    return true;
                }
                case "help" -> {
                    out.println("HEAP AMOUNT takes AMOUNT from heap HEAP; HEAP -> A + B turns it into heaps A and B;"
                            + " HEAP -> nothing removes it. hint, moves, undo, quit.");
                    return true;
                }
                default -> {
                }
            }
            Optional<HeapMove> move = parse(line, sum);
            if (move.isPresent()) {
                out.println("You move: " + a.place(move.get()) + ": " + a.describe(move.get()));
                play(move.get());
            }
            return true;
        }

        private void hint(HeapSumAnalysis a) {
            if (a.outcome() == Outcome.N) {
                List<HeapMove> wins = a.list(LISTED);
                out.println("Winning moves (" + a.count() + "):");
                for (HeapMove m : wins) {
                    out.println("  " + a.place(m) + ": " + a.describe(m));
                }
                return;
            }
            PerfectPlayer.Choice best = player.choose(a, Optional.empty());
            out.println((a.outcome() == Outcome.D ? "A draw: keep it with " : "Every move loses; the best resistance is ")
                    + a.place(best.move()) + ": " + a.describe(best.move())
                    + (a.outcome() == Outcome.P ? " (it leaves me " + best.replies() + " winning "
                    + (best.replies() == 1 ? "reply" : "replies") + ")" : ""));
        }

        private void moves(HeapSumAnalysis a) {
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
}
