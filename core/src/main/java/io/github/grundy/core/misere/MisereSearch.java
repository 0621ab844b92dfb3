package io.github.grundy.core.misere;

import io.github.grundy.core.game.Activity;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Outcome;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The misere outcome of a sum of heaps (the player who makes the last move loses) by searching its
 * game tree: exact for any heap games, where no theory adds them up (misere sums do not add by
 * the nim-sum). Positions are multisets of (game, heap), kept sorted and without the heaps that
 * have no move ({@link Tree}), searched by a {@link MisereTree}: each decided once, iteratively,
 * within a limit on the positions met, past which a {@link LimitExceededException} names the
 * limit, never a guess.
 */
final class MisereSearch extends MisereAnalysis {

    private final Tree tree;
    /** The position searched, as the tree keeps positions. */
    private final long[] root;
    private final Outcome outcome;
    /** Why no theory decided the sum, or null. */
    private final String why;

    private MisereSearch(HeapSum sum, Tree tree, String why) {
        super(sum);
        this.tree = tree;
        this.why = why;
        this.root = tree.root(sum);
        this.outcome = wins(root) ? Outcome.N : Outcome.P;
    }

    /** {@link Tree#wins}, its limit's message saying why no theory decided the sum. */
    private boolean wins(long[] position) {
        try {
            return tree.wins(position);
        } catch (LimitExceededException e) {
            if (why == null) {
                throw e;
            }
            throw new LimitExceededException(e.getMessage() + " (" + why + ")", e);
        }
    }

    /**
     * Searches {@code sum}.
     *
     * @param sum          the position, its games prepared
     * @param maxPositions the most positions the search may decide
     * @param limitName    how that limit is called in messages ({@code --max-positions=1000000})
     * @return the analysis, decided by the search of the game tree
     * @throws LimitExceededException if it needs more
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     */
    public static MisereSearch of(HeapSum sum, long maxPositions, String limitName) {
        return new MisereSearch(Objects.requireNonNull(sum, "sum"), new Tree(maxPositions, limitName, Activity.NONE), null);
    }

    /**
     * Searches {@code sum} in {@code tree}, whose positions decided before (of other sums of the
     * same games) are not decided again, saying in {@link #rule()} why no theory decided it
     * ({@code kayles is not tame at heap 12 ...}).
     */
    static MisereSearch in(Tree tree, HeapSum sum, String why) {
        return new MisereSearch(Objects.requireNonNull(sum, "sum"), tree, Objects.requireNonNull(why, "why"));
    }

    @Override
    public Outcome outcome() {
        return outcome;
    }

    @Override
    public Optional<String> rule() {
        return Optional.of(tree.rule() + (why == null ? "" : ": " + why));
    }

    /** The moves to a position lost by the player then to move, by component, then in the game's order. */
    @Override
    public void forEach(Predicate<? super HeapMove> sink) {
        if (outcome != Outcome.N) {
            return;
        }
        forEachMoveWhere(i -> {
            int game = tree.indexOf(sum.game(i));
            long heap = sum.heap(i);
            return option -> !wins(tree.after(root, game, heap, option));
        }, sink);
    }

    /**
     * The heap sums' side of a {@link MisereTree}. A position is a {@code long[]} of pairs
     * {@code game, heap}, sorted, without heaps that have no move (they never matter), so that
     * sums that differ only in order or in such heaps are one position. One tree serves any number
     * of sums, each game numbered when first met; the limit is on all the positions it meets.
     */
    static final class Tree {
        private final List<HeapGame> games = new ArrayList<>();
        private final Map<String, Integer> index = new HashMap<>();
        private final MisereTree tree;

        Tree(long maxPositions, String limitName, Activity activity) {
            this.tree = new MisereTree(this::forEachNext, false, maxPositions, limitName,
                    "; no misere theory decides this sum here", activity);
        }

        /** The game's number: games with the same spec are one game. */
        int indexOf(HeapGame game) {
            return index.computeIfAbsent(game.describe(), d -> {
                games.add(game);
                return games.size() - 1;
            });
        }

        String rule() {
            return tree.rule();
        }

        /** Whether the player to move wins {@code position} (as {@link #root} and {@link #after} make them). */
        boolean wins(long[] position) {
            return tree.wins(position);
        }

        long[] root(HeapSum sum) {
            long[] parts = new long[2 * sum.size()];
            int n = 0;
            for (int i = 0; i < sum.size(); i++) {
                n = add(parts, n, indexOf(sum.game(i)), sum.heap(i));
            }
            return sorted(parts, n);
        }

        /**
         * The position after heap {@code heap} of game {@code game} in {@code parts} becomes
         * {@code option}: the sorted pairs left merged with the option's, sorted on their own, so
         * that a move costs the position's length, not a sort of it (the search's main cost).
         */
        long[] after(long[] parts, int game, long heap, long[] option) {
            long[] added = new long[2 * option.length];
            int k = 0;
            for (long h : option) {
                k = add(added, k, game, h);
            }
            added = sorted(added, k);
            long[] next = new long[parts.length - 2 + k];
            int n = 0;
            int a = 0;
            boolean removed = false;
            for (int j = 0; j < parts.length; j += 2) {
                if (!removed && parts[j] == game && parts[j + 1] == heap) {
                    removed = true;
                    continue;
                }
                while (a < k && before(added[a], added[a + 1], parts[j], parts[j + 1])) {
                    next[n++] = added[a++];
                    next[n++] = added[a++];
                }
                next[n++] = parts[j];
                next[n++] = parts[j + 1];
            }
            if (!removed) {
                throw new IllegalStateException("heap " + heap + " of game " + game + " is not in the position");
            }
            while (a < k) {
                next[n++] = added[a++];
            }
            return next;
        }

        /** Whether pair {@code (g, h)} comes strictly before {@code (g2, h2)}: by game, then heap. */
        private static boolean before(long g, long h, long g2, long h2) {
            return g != g2 ? g < g2 : h < h2;
        }

        /** Appends {@code (game, heap)} unless the heap has no move. */
        private int add(long[] parts, int n, int game, long heap) {
            boolean[] any = {false};
            games.get(game).forEachOption(heap, option -> {
                any[0] = true;
                return false;
            });
            if (any[0]) {
                parts[n++] = game;
                parts[n++] = heap;
            }
            return n;
        }

        /** The first {@code n} entries' pairs in order of game, then heap. */
        private static long[] sorted(long[] parts, int n) {
            int pairs = n / 2;
            long[] out = new long[n];
            if (pairs <= 32) {
                // A move's few heaps: sorted in place, nothing allocated per pair.
                for (int i = 0; i < pairs; i++) {
                    long g = parts[2 * i];
                    long h = parts[2 * i + 1];
                    int j = i;
                    while (j > 0 && before(g, h, out[2 * j - 2], out[2 * j - 1])) {
                        out[2 * j] = out[2 * j - 2];
                        out[2 * j + 1] = out[2 * j - 1];
                        j--;
                    }
                    out[2 * j] = g;
                    out[2 * j + 1] = h;
                }
                return out;
            }
            long[][] p = new long[pairs][];
            for (int j = 0; j < pairs; j++) {
                p[j] = new long[] {parts[2 * j], parts[2 * j + 1]};
            }
            Arrays.sort(p, (x, y) -> x[0] != y[0] ? Long.compare(x[0], y[0]) : Long.compare(x[1], y[1]));
            for (int j = 0; j < pairs; j++) {
                out[2 * j] = p[j][0];
                out[2 * j + 1] = p[j][1];
            }
            return out;
        }

        /** The positions one move from {@code parts}, for the tree (it drops the duplicates). */
        private void forEachNext(long[] parts, Consumer<long[]> next) {
            for (int j = 0; j < parts.length; j += 2) {
                // Equal heaps of one game have the same moves: the first of them stands for all.
                if (j > 0 && parts[j] == parts[j - 2] && parts[j + 1] == parts[j - 1]) {
                    continue;
                }
                int game = (int) parts[j];
                long heap = parts[j + 1];
                games.get(game).forEachOption(heap, option -> {
                    next.accept(after(parts, game, heap, option));
                    return true;
                });
            }
        }
    }
}
