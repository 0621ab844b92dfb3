package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongFunction;

/**
 * The positions of each judge format's input, read as its statement lays them out, and a search of
 * their whole game trees that knows each game's rules only, not Sprague–Grundy theory: the
 * independent side of {@link GenTest}.
 */
final class JudgeGameTrees {

    private JudgeGameTrees() {
    }

    /** One position of an input and the search that knows its game's rules. */
    record Position(Search search, long[] heaps) {
    }

    /** The positions of an input, read as the format's statement lays it out (docs/formats.md). */
    static List<Position> positions(String format, long[] t) {
        List<Position> all = new ArrayList<>();
        int[] at = {0};
        LongFunction<Long> next = unused -> t[at[0]++];
        Search nim = Search.ofHeaps(h -> {
            List<long[]> o = new ArrayList<>();
            for (long k = h - 1; k >= 0; k--) {
                o.add(new long[] {k});
            }
            return o;
        });
        switch (format) {
            case "luogu-p1247", "acwing-891", "acwing-894" -> {
                long[] heaps = take(t, at, (int) t[at[0]++]);
                all.add(new Position(format.equals("acwing-894") ? Search.ofHeaps(JudgeGameTrees::split) : nim, heaps));
            }
            case "acwing-892" -> all.add(new Position(Search.staircase(), take(t, at, (int) t[at[0]++])));
            case "acwing-893" -> {
                long[] set = take(t, at, (int) t[at[0]++]);
                all.add(new Position(Search.ofHeaps(h -> subtract(set, h)), take(t, at, (int) t[at[0]++])));
            }
            case "hdu-1846" -> {
                int cases = (int) t[at[0]++];
                for (int c = 0; c < cases; c++) {
                    long n = t[at[0]++];
                    long m = t[at[0]++];
                    all.add(new Position(Search.ofHeaps(h -> bash(m, h)), new long[] {n}));
                }
            }
            case "bash-sum" -> {
                int cases = (int) t[at[0]++];
                for (int c = 0; c < cases; c++) {
                    int n = (int) t[at[0]++];
                    long[] heaps = new long[n];
                    for (int i = 0; i < n; i++) {
                        // A heap and its own limit in one number: limits are at most 1000.
                        heaps[i] = t[at[0]++] * 1024 + t[at[0]++];
                    }
                    all.add(new Position(Search.ofHeaps(JudgeGameTrees::bashWithLimit), heaps));
                }
            }
            case "poj-2975", "hdu-1850", "hdu-2176" -> {
                for (int n; (n = (int) t[at[0]++]) != 0; ) {
                    all.add(new Position(nim, take(t, at, n)));
                }
            }
            case "cf-1370c" -> {
                int cases = (int) t[at[0]++];
                Search divisor = Search.ofHeaps(JudgeGameTrees::oddDivisor);
                for (int c = 0; c < cases; c++) {
                    all.add(new Position(divisor, new long[] {t[at[0]++]}));
                }
            }
            case "magic-beads" -> {
                Search beads = Search.ofHeaps(JudgeGameTrees::beads);
                while (at[0] < t.length) {
                    all.add(new Position(beads, take(t, at, (int) t[at[0]++])));
                }
            }
            case "poj-2960" -> {
                for (int k; (k = (int) t[at[0]++]) != 0; ) {
                    long[] set = take(t, at, k);
                    Search s = Search.ofHeaps(h -> subtract(set, h));
                    int m = (int) t[at[0]++];
                    for (int p = 0; p < m; p++) {
                        all.add(new Position(s, take(t, at, (int) t[at[0]++])));
                    }
                }
            }
            case "hdu-3537" -> {
                Search turtles = Search.ofCoins(JudgeGameTrees::mockTurtles);
                while (at[0] < t.length) {
                    all.add(new Position(turtles, cells(take(t, at, (int) t[at[0]++]), 1)));
                }
            }
            case "hdu-3404" -> {
                int cases = (int) t[at[0]++];
                Search corners = Search.ofCoins(p -> boxCorners(p, 2));
                for (int c = 0; c < cases; c++) {
                    all.add(new Position(corners, cells(take(t, at, 2 * (int) t[at[0]++]), 2)));
                }
            }
            case "poj-3533" -> {
                Search cuboids = Search.ofCoins(p -> boxCorners(p, 3));
                while (at[0] < t.length) {
                    all.add(new Position(cuboids, cells(take(t, at, 3 * (int) t[at[0]++]), 3)));
                }
            }
            default -> fail("no positions for " + format);
        }
        assertEquals(t.length, at[0], format + ": numbers left over");
        return all;
    }

    private static long[] take(long[] t, int[] at, int n) {
        long[] a = Arrays.copyOfRange(t, at[0], at[0] + n);
        at[0] += n;
        return a;
    }

    /** Coordinates below 100 packed into one number a cell; a cell listed twice is one head. */
    private static long[] cells(long[] coordinates, int d) {
        java.util.TreeSet<Long> set = new java.util.TreeSet<>();
        for (int i = 0; i < coordinates.length; i += d) {
            long cell = 0;
            for (int j = 0; j < d; j++) {
                assertTrue(coordinates[i + j] < 100, "a coordinate too large for the search");
                cell = cell * 100 + coordinates[i + j];
            }
            set.add(cell);
        }
        return set.stream().mapToLong(Long::longValue).toArray();
    }

    /** The heads after turning over {@code turned}: each coin flips. */
    private static long[] toggled(long[] heads, java.util.Collection<Long> turned) {
        java.util.TreeSet<Long> set = new java.util.TreeSet<>();
        for (long h : heads) {
            set.add(h);
        }
        for (long c : turned) {
            if (!set.remove(c)) {
                set.add(c);
            }
        }
        return set.stream().mapToLong(Long::longValue).toArray();
    }

    /** Mock Turtles on coins from 0: a head r, with up to two other coins to its left, turned. */
    private static List<long[]> mockTurtles(long[] heads) {
        List<long[]> o = new ArrayList<>();
        for (long r : heads) {
            o.add(toggled(heads, List.of(r)));
            for (long a = 0; a < r; a++) {
                o.add(toggled(heads, List.of(a, r)));
                for (long b = a + 1; b < r; b++) {
                    o.add(toggled(heads, List.of(a, b, r)));
                }
            }
        }
        return o;
    }

    /**
     * Turning Turtles in d dimensions (coordinates from 1): a head is the far corner of a box, and
     * its distinct corners are turned over.
     */
    private static List<long[]> boxCorners(long[] heads, int d) {
        List<long[]> o = new ArrayList<>();
        for (long head : heads) {
            long[] far = new long[d];
            for (int j = d - 1, c = (int) head; j >= 0; j--, c /= 100) {
                far[j] = c % 100;
            }
            long[] near = new long[d];
            Arrays.fill(near, 1);
            while (true) {
                java.util.Set<Long> corners = new java.util.HashSet<>();
                for (int mask = 0; mask < 1 << d; mask++) {
                    long cell = 0;
                    for (int j = 0; j < d; j++) {
                        cell = cell * 100 + (((mask >> j) & 1) == 1 ? near[j] : far[j]);
                    }
                    corners.add(cell);
                }
                o.add(toggled(heads, corners));
                int j = d - 1;
                while (j >= 0 && near[j] == far[j]) {
                    near[j] = 1;
                    j--;
                }
                if (j < 0) {
                    break;
                }
                near[j]++;
            }
        }
        return o;
    }

    private static List<long[]> subtract(long[] set, long h) {
        List<long[]> o = new ArrayList<>();
        for (long s : set) {
            if (s <= h) {
                o.add(new long[] {h - s});
            }
        }
        return o;
    }

    private static List<long[]> split(long x) {
        List<long[]> o = new ArrayList<>();
        for (long a = 0; a < x; a++) {
            for (long b = a; b < x; b++) {
                o.add(new long[] {a, b});
            }
        }
        return o;
    }

    private static List<long[]> bash(long m, long h) {
        List<long[]> o = new ArrayList<>();
        for (long k = 1; k <= Math.min(m, h); k++) {
            o.add(new long[] {h - k});
        }
        return o;
    }

    private static List<long[]> bashWithLimit(long code) {
        long h = code / 1024;
        long m = code % 1024;
        List<long[]> o = new ArrayList<>();
        for (long k = 1; k <= Math.min(m, h); k++) {
            o.add(new long[] {(h - k) * 1024 + m});
        }
        return o;
    }

    private static List<long[]> oddDivisor(long n) {
        List<long[]> o = new ArrayList<>();
        for (long d = 3; d <= n; d += 2) {
            if (n % d == 0) {
                o.add(new long[] {n / d});
            }
        }
        if (n > 1) {
            o.add(new long[] {n - 1});
        }
        return o;
    }

    /** A heap p > 1 becomes one heap per proper divisor of p, less the one the mover removes. */
    private static List<long[]> beads(long p) {
        List<long[]> o = new ArrayList<>();
        if (p <= 1) {
            return o;
        }
        List<Long> divisors = new ArrayList<>();
        for (long d = 1; d < p; d++) {
            if (p % d == 0) {
                divisors.add(d);
            }
        }
        for (int skip = 0; skip < divisors.size(); skip++) {
            long[] option = new long[divisors.size() - 1];
            for (int i = 0, j = 0; i < divisors.size(); i++) {
                if (i != skip) {
                    option[j++] = divisors.get(i);
                }
            }
            o.add(option);
        }
        return o;
    }

    /**
     * Who wins, by the whole game tree: a position is won iff some move leads to a lost one. Heaps
     * games are memoized on the sorted heaps without those that have no move (their order and
     * presence change no move); the staircase on the exact stairs.
     */
    static final class Search {

        private final LongFunction<List<long[]>> rule;
        private final boolean staircase;
        /** For coin-turning boards: the options of a whole position of heads (sorted cells). */
        private final java.util.function.Function<long[], List<long[]>> coins;
        private final Map<List<Long>, Boolean> memo = new HashMap<>();
        private final Map<Long, List<long[]>> heapOptions = new HashMap<>();

        private Search(LongFunction<List<long[]>> rule, boolean staircase,
                java.util.function.Function<long[], List<long[]>> coins) {
            this.rule = rule;
            this.staircase = staircase;
            this.coins = coins;
        }

        static Search ofHeaps(LongFunction<List<long[]>> rule) {
            return new Search(rule, false, null);
        }

        static Search staircase() {
            return new Search(null, true, null);
        }

        /** A coin-turning board: a position is its set of heads, its options the rule's. */
        static Search ofCoins(java.util.function.Function<long[], List<long[]>> moves) {
            return new Search(null, false, moves);
        }

        boolean wins(long[] position) {
            List<Long> key = key(position);
            Boolean known = memo.get(key);
            if (known != null) {
                return known;
            }
            boolean won = false;
            for (long[] option : options(position)) {
                if (!wins(option)) {
                    won = true;
                    break;
                }
            }
            memo.put(key, won);
            return won;
        }

        int winningMoves(long[] position) {
            int count = 0;
            for (long[] option : options(position)) {
                if (!wins(option)) {
                    count++;
                }
            }
            return count;
        }

        private List<long[]> options(long[] position) {
            if (coins != null) {
                return coins.apply(position);
            }
            List<long[]> all = new ArrayList<>();
            if (staircase) {
                // Coins move from stair i (1-based) down to stair i-1; those reaching stair 0 are out.
                for (int i = 0; i < position.length; i++) {
                    for (long k = 1; k <= position[i]; k++) {
                        long[] o = position.clone();
                        o[i] -= k;
                        if (i > 0) {
                            o[i - 1] += k;
                        }
                        all.add(o);
                    }
                }
                return all;
            }
            for (int i = 0; i < position.length; i++) {
                for (long[] heapOption : heapOptions(position[i])) {
                    long[] o = new long[position.length - 1 + heapOption.length];
                    System.arraycopy(position, 0, o, 0, i);
                    System.arraycopy(heapOption, 0, o, i, heapOption.length);
                    System.arraycopy(position, i + 1, o, i + heapOption.length, position.length - i - 1);
                    all.add(o);
                }
            }
            return all;
        }

        private List<long[]> heapOptions(long heap) {
            return heapOptions.computeIfAbsent(heap, rule::apply);
        }

        private List<Long> key(long[] position) {
            if (coins != null) {
                return Arrays.stream(position).boxed().toList();
            }
            List<Long> key = new ArrayList<>();
            for (long h : position) {
                if (staircase || !heapOptions(h).isEmpty()) {
                    key.add(h);
                }
            }
            if (!staircase) {
                key.sort(null);
            }
            return key;
        }
    }
}
