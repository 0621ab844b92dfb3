package io.github.grundy.core.misere;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Outcome;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The misere outcome of a sum of heaps (the player who makes the last move loses) by searching its
 * game tree: exact for any heap games, where no theory adds them up (misere sums do not add by
 * the nim-sum). Positions are multisets of (game, heap), kept sorted and without the heaps that
 * have no move, each decided once (a memo), iteratively (no recursion depth). A position is won by
 * the player to move iff it has no move at all, or a move to a position that is lost.
 *
 * <p>The search visits at most a given number of positions; past it, a
 * {@link LimitExceededException} names the limit, never a guess.
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
        return new MisereSearch(Objects.requireNonNull(sum, "sum"), new Tree(maxPositions, limitName), null);
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
        return Optional.of("a search of the misere game tree (" + tree.decided() + " positions decided)"
                + (why == null ? "" : ": " + why));
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
     * The decided positions. A position is a {@code long[]} of pairs {@code game, heap}, sorted,
     * without heaps that have no move (they never matter); its key in the memo wraps it. One tree
     * serves any number of sums, each game numbered when first met; the limit is on all the
     * positions it decides.
     */
    static final class Tree {
        private final List<HeapGame> games = new ArrayList<>();
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<Key, Boolean> memo = new HashMap<>();
        private final long maxPositions;
        private final String limitName;

        Tree(long maxPositions, String limitName) {
            if (maxPositions < 1) {
                throw new IllegalArgumentException("maxPositions must be at least 1, found " + maxPositions);
            }
            this.maxPositions = maxPositions;
            this.limitName = Objects.requireNonNull(limitName, "limitName");
        }

        /** The game's number: games with the same spec are one game. */
        int indexOf(HeapGame game) {
            return index.computeIfAbsent(game.describe(), d -> {
                games.add(game);
                return games.size() - 1;
            });
        }

        long decided() {
            return memo.size();
        }

        long[] root(HeapSum sum) {
            long[] parts = new long[2 * sum.size()];
            int n = 0;
            for (int i = 0; i < sum.size(); i++) {
                n = add(parts, n, indexOf(sum.game(i)), sum.heap(i));
            }
            return sorted(parts, n);
        }

        /** The position after heap {@code heap} of game {@code game} in {@code parts} becomes {@code option}. */
        long[] after(long[] parts, int game, long heap, long[] option) {
            long[] next = new long[parts.length - 2 + 2 * option.length];
            int n = 0;
            boolean removed = false;
            for (int j = 0; j < parts.length; j += 2) {
                if (!removed && parts[j] == game && parts[j + 1] == heap) {
                    removed = true;
                    continue;
                }
                next[n++] = parts[j];
                next[n++] = parts[j + 1];
            }
            if (!removed) {
                throw new IllegalStateException("heap " + heap + " of game " + game + " is not in the position");
            }
            for (long h : option) {
                n = add(next, n, game, h);
            }
            return sorted(next, n);
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
            long[][] p = new long[pairs][];
            for (int j = 0; j < pairs; j++) {
                p[j] = new long[] {parts[2 * j], parts[2 * j + 1]};
            }
            Arrays.sort(p, (x, y) -> x[0] != y[0] ? Long.compare(x[0], y[0]) : Long.compare(x[1], y[1]));
            long[] out = new long[n];
            for (int j = 0; j < pairs; j++) {
                out[2 * j] = p[j][0];
                out[2 * j + 1] = p[j][1];
            }
            return out;
        }

        /** The positions one move from {@code parts}: distinct, in no particular order. */
        private List<long[]> children(long[] parts) {
            Set<Key> seen = new LinkedHashSet<>();
            for (int j = 0; j < parts.length; j += 2) {
                // Equal heaps of one game have the same moves: the first of them stands for all.
                if (j > 0 && parts[j] == parts[j - 2] && parts[j + 1] == parts[j - 1]) {
                    continue;
                }
                int game = (int) parts[j];
                long heap = parts[j + 1];
                games.get(game).forEachOption(heap, option -> {
                    seen.add(new Key(after(parts, game, heap, option)));
                    return true;
                });
            }
            List<long[]> out = new ArrayList<>(seen.size());
            for (Key k : seen) {
                out.add(k.parts());
            }
            return out;
        }

        /** Whether the player to move wins {@code position} in misere play. */
        boolean wins(long[] position) {
            Key start = new Key(position);
            Boolean known = memo.get(start);
            if (known != null) {
                return known;
            }
            ArrayDeque<Frame> stack = new ArrayDeque<>();
            stack.push(new Frame(start));
            while (!stack.isEmpty()) {
                Frame f = stack.peek();
                if (f.children == null) {
                    f.children = children(f.key.parts());
                }
                Frame deeper = null;
                boolean won = false;
                while (f.next < f.children.size()) {
                    Key child = new Key(f.children.get(f.next));
                    Boolean r = memo.get(child);
                    if (r == null) {
                        deeper = new Frame(child);
                        break;
                    }
                    if (!r) {
                        won = true;
                        break;
                    }
                    f.next++;
                }
                if (deeper != null) {
                    stack.push(deeper);
                    continue;
                }
                // No move at all wins in misere play; else a move to a lost position.
                decide(f.key, won || f.children.isEmpty());
                stack.pop();
            }
            return memo.get(start);
        }

        private void decide(Key key, boolean win) {
            if (memo.size() >= maxPositions) {
                throw new LimitExceededException("the misere search needs more than " + maxPositions
                        + " positions (" + limitName + "); no misere theory decides this sum here");
            }
            if ((memo.size() & 0x3FF) == 0) {
                Cancellation.checkpoint();
            }
            memo.put(key, win);
        }
    }

    /** A position being decided, and how far through its moves. */
    private static final class Frame {
        final Key key;
        List<long[]> children;
        int next;

        Frame(Key key) {
            this.key = key;
        }
    }

    /** A position as a memo key. */
    private record Key(long[] parts) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(k.parts, parts);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(parts);
        }
    }
}
