package io.github.grundy.core;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.NimHeaps;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.core.sequence.TakeBreakGame;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Small heap games for the tests, written here so that core's tests need no variant. */
public final class TestGames {

    private TestGames() {
    }

    /**
     * Nim: a heap of h becomes any smaller heap 0..h-1 (in that order). It answers options of a
     * value directly, as a real Nim must for huge heaps, and reuses its option array. It is
     * {@link NimHeaps}, so misère play answers it by Bouton's rule.
     */
    public static final class TinyNim implements NimHeaps {
        @Override
        public long grundy(long heap) {
            return heap;
        }

        @Override
        public void forEachOption(long heap, OptionSink sink) {
            long[] option = new long[1];
            for (long k = 0; k < heap; k++) {
                option[0] = k;
                if (!sink.accept(option)) {
                    return;
                }
            }
        }

        @Override
        public void forEachOptionOfValue(long heap, long value, OptionSink sink) {
            if (value < heap) {
                sink.accept(new long[] {value});
            }
        }

        @Override
        public String describe() {
            return "tiny-nim";
        }
    }

    /**
     * A game given by its moves, its values tabulated up to {@code max} by the definition (mex
     * over a HashSet), independently of MexTable. Uses HeapGame's default option filters.
     */
    public static final class TableGame implements HeapGame {
        private final String name;
        private final HeapMoves moves;
        private final long[] values;

        public TableGame(String name, int max, HeapMoves moves) {
            this.name = name;
            this.moves = moves;
            this.values = new long[max + 1];
            for (int h = 0; h <= max; h++) {
                Set<Long> seen = new HashSet<>();
                moves.forEachOption(h, option -> {
                    long x = 0;
                    for (long part : option) {
                        x ^= values[(int) part];
                    }
                    seen.add(x);
                    return true;
                });
                values[h] = mex(seen);
            }
        }

        @Override
        public long grundy(long heap) {
            return values[(int) heap];
        }

        @Override
        public void forEachOption(long heap, OptionSink sink) {
            moves.forEachOption(heap, sink);
        }

        @Override
        public String describe() {
            return name;
        }
    }

    /**
     * An octal game as {@code solve --misere} sees one: a take-and-break game whose moves its
     * code gives, and whose Grundy values are never read ({@code grundy} fails if one is).
     */
    public static TakeBreakGame coded(String code) {
        TakeBreakCode c = TakeBreakCode.parse(code);
        return new TakeBreakGame() {
            @Override
            public TakeBreakCode code() {
                return c;
            }

            @Override
            public long grundy(long heap) {
                throw new UnsupportedOperationException("misère play reads no Grundy value");
            }

            @Override
            public void forEachOption(long heap, OptionSink sink) {
                c.forEachOption(heap, sink);
            }

            @Override
            public String describe() {
                return "octal " + code;
            }
        };
    }

    /**
     * A heap game given by its moves alone, for the misère analyses, which read no Grundy value
     * ({@code grundy} fails, so a test notices if one is read).
     */
    public static HeapGame movesOnly(String name, HeapMoves moves) {
        return new HeapGame() {
            @Override
            public long grundy(long heap) {
                throw new UnsupportedOperationException("misère play reads no Grundy value");
            }

            @Override
            public void forEachOption(long heap, OptionSink sink) {
                moves.forEachOption(heap, sink);
            }

            @Override
            public String describe() {
                return name;
            }
        };
    }

    /** The least non-negative value not in {@code values}. */
    public static long mex(Set<Long> values) {
        long m = 0;
        while (values.contains(m)) {
            m++;
        }
        return m;
    }

    /** Take away any amount in {@code set} (in the set's order); the heap left is the option. */
    public static HeapMoves subtractionMoves(long... set) {
        return (heap, sink) -> {
            for (long s : set) {
                if (s <= heap && !sink.accept(new long[] {heap - s})) {
                    return;
                }
            }
        };
    }

    public static TableGame subtraction(int max, long... set) {
        return new TableGame("subtract " + Arrays.toString(set), max, subtractionMoves(set));
    }

    /**
     * Kayles: knock down 1 or 2 adjacent pins of a row, which may split it in two. Options
     * leave 0, 1 or 2 heaps (empty rows are dropped).
     */
    public static final HeapMoves KAYLES_MOVES = (heap, sink) -> {
        for (int take = 1; take <= 2; take++) {
            for (long left = 0; 2 * left <= heap - take; left++) {
                long right = heap - take - left;
                long[] option = left == 0 ? (right == 0 ? new long[0] : new long[] {right}) : new long[] {left, right};
                if (!sink.accept(option)) {
                    return;
                }
            }
        }
    };

    /**
     * A finite octal game {@code 0.d1d2...}: {@code digits[k]} (k >= 1; digits[0] is ignored) says
     * whether taking k objects may leave no heap (bit 1), one heap (2) or two non-empty heaps (4).
     */
    public static HeapMoves octalMoves(int... digits) {
        return (heap, sink) -> {
            for (int k = 1; k < digits.length && k <= heap; k++) {
                long rest = heap - k;
                int d = digits[k];
                if (rest == 0 && (d & 1) != 0 && !sink.accept(new long[0])) {
                    return;
                }
                if (rest > 0 && (d & 2) != 0 && !sink.accept(new long[] {rest})) {
                    return;
                }
                for (long left = 1; (d & 4) != 0 && 2 * left <= rest; left++) {
                    if (!sink.accept(new long[] {left, rest - left})) {
                        return;
                    }
                }
            }
        };
    }

    public static TableGame kayles(int max) {
        return new TableGame("kayles", max, KAYLES_MOVES);
    }

    /** The Grundy value of a single heap by the definition: mex of its options' values. */
    public static final class DefinitionGrundy {
        private final HeapMoves moves;
        private final Map<Long, Long> memo = new HashMap<>();

        public DefinitionGrundy(HeapMoves moves) {
            this.moves = moves;
        }

        /** The values of heaps {@code 0..max}, ascending (so that the recursion stays shallow). */
        public long[] upTo(int max) {
            long[] values = new long[max + 1];
            for (int h = 0; h <= max; h++) {
                values[h] = of(h);
            }
            return values;
        }

        public long of(long heap) {
            Long known = memo.get(heap);
            if (known != null) {
                return known;
            }
            List<long[]> options = new ArrayList<>();
            moves.forEachOption(heap, o -> options.add(o.clone()));
            Set<Long> seen = new HashSet<>();
            for (long[] o : options) {
                long x = 0;
                for (long part : o) {
                    x ^= of(part);
                }
                seen.add(x);
            }
            long g = mex(seen);
            memo.put(heap, g);
            return g;
        }
    }
}
