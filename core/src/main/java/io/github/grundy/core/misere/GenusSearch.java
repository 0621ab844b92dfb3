package io.github.grundy.core.misere;

import io.github.grundy.core.game.Activity;
import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.HeapGame;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The genus of a sum of heaps of which some are wild, where genera do not add up: by the
 * definition, from the genera of the sum's options ({@link Genus#ofOptions}), each option a sum
 * again, down to sums of tame heaps (which add) and single heaps (whose genera are known). Each
 * sum is decided once, iteratively (no recursion depth), and at most a given number of sums in
 * all, over every search of one {@link Genera}.
 *
 * <p>A sum is kept as its heaps in ascending order without the heaps that have no move: such a
 * heap is the game 0, and a sum with it is the same game without it.
 */
final class GenusSearch {

    /** The budget of sums decided ran out: the search gives no genus, rather than a guess. */
    static final class OutOfPositions extends RuntimeException {
        private static final long serialVersionUID = 1L;

        OutOfPositions() {
            super(null, null, false, false);
        }
    }

    /** What the search reads of the heaps' genera, all decided before a search reaches them. */
    interface Heaps {
        /** The known genus of a decided heap. */
        Genus genus(long heap);

        /** Whether a decided heap is wild (not tame, or reaching a heap that is not). */
        boolean wild(long heap);

        /** Whether a decided heap has no move. */
        boolean end(long heap);
    }

    private final HeapGame game;
    private final Heaps heaps;
    private final long maxPositions;
    private final Activity activity;
    private final Map<Sum, Genus> decided = new HashMap<>();
    private long listed;

    /** A search of {@code game}'s sums, deciding at most {@code maxPositions}, telling {@code activity} how far. */
    GenusSearch(HeapGame game, Heaps heaps, long maxPositions, Activity activity) {
        this.game = game;
        this.heaps = heaps;
        this.maxPositions = maxPositions;
        this.activity = activity;
    }

    /** The most sums decided, in all. */
    long maxPositions() {
        return maxPositions;
    }

    /**
     * The genus of the sum of {@code option}'s heaps (decided heaps of the game).
     *
     * @throws OutOfPositions when that needs more sums decided than the budget left
     */
    Genus genus(long[] option) {
        long[] root = sum(option, -1, new long[0]);
        Genus direct = direct(root);
        if (direct != null) {
            return direct;
        }
        ArrayDeque<long[]> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            long[] s = stack.peek();
            Sum key = new Sum(s);
            if (decided.containsKey(key)) {
                stack.pop();
                continue;
            }
            List<Genus> options = new ArrayList<>();
            boolean missing = false;
            for (long[] o : options(s)) {
                Genus g = direct(o);
                if (g == null) {
                    g = decided.get(new Sum(o));
                }
                if (g == null) {
                    missing = true;
                    stack.push(o);
                } else if (!missing) {
                    options.add(g);
                }
            }
            if (!missing) {
                if (decided.size() >= maxPositions) {
                    throw new OutOfPositions();
                }
                long grundy = 0;
                for (long h : s) {
                    grundy ^= heaps.genus(h).grundy();
                }
                decided.put(key, Genus.ofOptions(grundy, options));
                stack.pop();
                // Now and then, how far towards the budget: a search that ends in a refusal is not a silent wait.
                if ((decided.size() & 0x7FFF) == 0 && activity != Activity.NONE) {
                    activity.report("misere genus search: " + decided.size() + " of " + maxPositions + " sums");
                }
            }
        }
        return decided.get(new Sum(root));
    }

    /** The genus of a sum without a search: none, one heap, or tame heaps only (genera add); else null. */
    private Genus direct(long[] s) {
        if (s.length == 0) {
            return Genus.ZERO;
        }
        if (s.length == 1) {
            return heaps.genus(s[0]);
        }
        Genus sum = Genus.ZERO;
        for (long h : s) {
            if (heaps.wild(h)) {
                return null;
            }
            sum = sum.plus(heaps.genus(h));
        }
        return sum;
    }

    /** The options of sum {@code s}: one heap of each size replaced by one of its options. */
    private List<long[]> options(long[] s) {
        List<long[]> all = new ArrayList<>();
        for (int i = 0; i < s.length; i++) {
            if (i > 0 && s[i] == s[i - 1]) {
                continue;
            }
            int at = i;
            game.forEachOption(s[i], option -> {
                all.add(sum(s, at, option));
                if ((++listed & 0xFFF) == 0) {
                    Cancellation.checkpoint();
                }
                // A listing as long as the budget is a search that cannot finish within it.
                if (all.size() > maxPositions) {
                    throw new OutOfPositions();
                }
                return true;
            });
        }
        return all;
    }

    /** The heaps of {@code s} but the one at {@code skip} (none: -1), with {@code added}, in order, without ends. */
    private long[] sum(long[] s, int skip, long[] added) {
        long[] out = new long[s.length + added.length];
        int n = 0;
        for (int i = 0; i < s.length; i++) {
            if (i != skip && !heaps.end(s[i])) {
                out[n++] = s[i];
            }
        }
        for (long h : added) {
            if (!heaps.end(h)) {
                out[n++] = h;
            }
        }
        long[] sorted = Arrays.copyOf(out, n);
        Arrays.sort(sorted);
        return sorted;
    }

    /** A sum as a key: its heaps in order. */
    private record Sum(long[] heaps) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Sum other && Arrays.equals(heaps, other.heaps);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(heaps);
        }

        @Override
        public String toString() {
            return Arrays.toString(heaps);
        }
    }
}
