package io.github.grundy.variants;

import io.github.grundy.core.game.HeapMove;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongUnaryOperator;

/**
 * A brute-force oracle for heap games, written without the Sprague–Grundy theorem: it plays the
 * whole game tree of a position (a tuple of heaps) to decide who wins, and computes the Grundy value
 * of the whole position as the mex over the whole position's options. Nothing here takes a nim-sum
 * or looks at a single heap's value, so it checks the engines' xor formula instead of repeating it.
 *
 * <p>The rule of a move is given for ONE heap: the options that heap may become, each an array of
 * heaps (empty when the heap is removed), in the game's canonical order. An option of a position
 * replaces heap {@code i} by the option's heaps in place. Results are memoized on the exact tuple
 * (or a reduced form of it, see {@link #onMultisets(HeapRule)}), so a search object should be reused for many positions of the same game. Not thread-safe.
 */
public final class GameTreeSearch {

    /** The options of one heap, in canonical order; each option a fresh array of heaps. */
    @FunctionalInterface
    public interface HeapRule {
        List<long[]> options(long heap);
    }

    private final HeapRule rule;
    private final boolean onMultisets;
    private final LongUnaryOperator representative;
    private final Map<Key, Boolean> wins = new HashMap<>();
    private final Map<Key, Long> values = new HashMap<>();
    private final Set<Key> inProgress = new HashSet<>();

    public GameTreeSearch(HeapRule rule) {
        this(rule, false, LongUnaryOperator.identity());
    }

    private GameTreeSearch(HeapRule rule, boolean onMultisets, LongUnaryOperator representative) {
        this.rule = rule;
        this.onMultisets = onMultisets;
        this.representative = representative;
    }

    /**
     * A search that memoizes verdicts and values on the multiset of heaps that have a move (sorted,
     * heaps without options left out) instead of the exact tuple: for games whose moves split heaps
     * into many (magic beads), where the tuples reachable are far too many. Both reductions come from
     * the rules alone, not from Sprague–Grundy theory: a heap's moves do not depend on where it
     * stands, and a heap without a move never adds or removes a move of the position. Moves are
     * still listed on the exact tuple.
     */
    public static GameTreeSearch onMultisets(HeapRule rule) {
        return new GameTreeSearch(rule, true, LongUnaryOperator.identity());
    }

    /**
     * Like {@link #onMultisets(HeapRule)}, and each heap with a move is memoized as its
     * {@code representative}: a heap whose game tree is the same up to renaming heaps (in magic
     * beads, a heap with the same prime signature, since its divisors form the same lattice). A
     * wrong representative makes the search wrong, so a test that uses one should check it
     * against a search on exact tuples where that is cheap.
     */
    public static GameTreeSearch onMultisets(HeapRule rule, LongUnaryOperator representative) {
        return new GameTreeSearch(rule, true, representative);
    }

    /** The positions reachable in one move: component ascending, then the rule's option order. */
    public List<long[]> successors(long[] position) {
        List<long[]> out = new ArrayList<>();
        for (int i = 0; i < position.length; i++) {
            for (long[] option : rule.options(position[i])) {
                out.add(replace(position, i, option));
            }
        }
        return out;
    }

    /** True iff the player to move wins (normal play: whoever cannot move loses), by game-tree search. */
    public boolean toMoveWins(long[] position) {
        Key key = key(position);
        Boolean known = wins.get(key);
        if (known != null) {
            return known;
        }
        enter(key);
        boolean result = false;
        for (long[] next : successors(position)) {
            if (!toMoveWins(next)) {
                result = true;
                break;
            }
        }
        inProgress.remove(key);
        wins.put(key, result);
        return result;
    }

    /**
     * Every winning move: every move (component ascending, then option order) to a position where
     * the player to move loses.
     */
    public List<HeapMove> winningMoves(long[] position) {
        List<HeapMove> moves = new ArrayList<>();
        for (int i = 0; i < position.length; i++) {
            // An option is a multiset of heaps: one reported twice, in any order, is one move.
            java.util.Set<List<Long>> seen = new java.util.HashSet<>();
            for (long[] option : rule.options(position[i])) {
                if (!seen.add(java.util.Arrays.stream(option).sorted().boxed().toList())) {
                    continue;
                }
                if (!toMoveWins(replace(position, i, option))) {
                    moves.add(new HeapMove(i, position[i], option));
                }
            }
        }
        return moves;
    }

    /** The Grundy value of the whole position: the mex of the values of the whole position's options. */
    public long grundy(long[] position) {
        Key key = key(position);
        Long known = values.get(key);
        if (known != null) {
            return known;
        }
        enter(key);
        Set<Long> seen = new HashSet<>();
        for (long[] next : successors(position)) {
            seen.add(grundy(next));
        }
        long mex = 0;
        while (seen.contains(mex)) {
            mex++;
        }
        inProgress.remove(key);
        values.put(key, mex);
        return mex;
    }

    /** Number of positions whose verdict or value is memoized (for sanity checks of the search). */
    public int memoized() {
        return wins.size() + values.size();
    }

    private Key key(long[] position) {
        if (!onMultisets) {
            return new Key(position);
        }
        long[] movable = new long[position.length];
        int count = 0;
        for (long heap : position) {
            if (!rule.options(heap).isEmpty()) {
                movable[count++] = representative.applyAsLong(heap);
            }
        }
        long[] sorted = Arrays.copyOf(movable, count);
        Arrays.sort(sorted);
        return new Key(sorted);
    }

    private void enter(Key key) {
        if (!inProgress.add(key)) {
            throw new IllegalStateException("the rule loops: " + key + " is reachable from itself");
        }
    }

    private static long[] replace(long[] position, int i, long[] option) {
        long[] next = new long[position.length - 1 + option.length];
        System.arraycopy(position, 0, next, 0, i);
        System.arraycopy(option, 0, next, i, option.length);
        System.arraycopy(position, i + 1, next, i + option.length, position.length - i - 1);
        return next;
    }

    /** A position as a map key: the exact tuple, order included. */
    private static final class Key {
        private final long[] heaps;
        private final int hash;

        Key(long[] heaps) {
            this.heaps = heaps.clone();
            this.hash = Arrays.hashCode(this.heaps);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(k.heaps, heaps);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public String toString() {
            return Arrays.toString(heaps);
        }
    }
}
