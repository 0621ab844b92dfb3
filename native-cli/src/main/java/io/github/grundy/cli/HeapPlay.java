package io.github.grundy.cli;

import io.github.grundy.core.analysis.HeapSumAnalysis;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.play.PerfectPlayer;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** A sum of heaps (or tokens on a graph), in normal or misère play. */
final class HeapPlay extends PlaySession<HeapPlay.Ply> {

    private final PerfectPlayer player;
    private final Problem.Heaps problem;

    /** A position, analysed once, and the move that led to it (empty for the start). */
    record Ply(HeapSumAnalysis analysis, Optional<HeapMove> last) {
        HeapSum sum() {
            return analysis.sum();
        }
    }

    HeapPlay(Console console, PerfectPlayer player, TimeoutOption timeout, Problem.Heaps problem,
            boolean computerFirst) {
        // The start as the problem has it analysed (in the player's play, within --timeout), not twice.
        super(console, timeout, new Ply(problem.analysis(), Optional.empty()), computerFirst);
        this.player = player;
        this.problem = problem;
    }

    /** Plays {@code move} from the position now. */
    private void play(HeapMove move) {
        advance(new Ply(thinking.within(() -> player.analyse(now().sum().after(move))), Optional.of(move)));
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
        PerfectPlayer.Choice<HeapMove> c = thinking.within(() -> player.choose(a, p.last()));
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
        PerfectPlayer.Choice<HeapMove> best = thinking.within(() -> player.choose(a, Optional.empty()));
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
                String noun = now().analysis().componentNoun();
                out.println("No " + noun + " " + left[0] + ": the " + noun + "s are 1.." + sum.size() + ".");
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
                    + (some.size() == 8 ? ", and more." : ".")));
            return Optional.empty();
        }
        return Optional.of(new HeapMove(component, sum.heap(component), option));
    }

    private boolean isOption(HeapSum sum, int component, long[] option) {
        return PerfectPlayer.isOption(sum.game(component), sum.heap(component), option);
    }
}
