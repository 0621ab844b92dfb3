package io.github.grundy.core.check;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.game.PositionGame;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Small games for the checker's tests: correct ones, which the tests break one method at a time. */
final class CheckedGames {

    private CheckedGames() {
    }

    /**
     * Take 1 or 2 objects from a heap: heap n is worth n mod 3 (its options n-1 and n-2 are worth
     * the two other residues). Every query answered directly, so that a test can break one.
     */
    static class TakeOneOrTwo implements HeapGame {
        @Override
        public String describe() {
            return "take-1-or-2";
        }

        @Override
        public long grundy(long heap) {
            return heap % 3;
        }

        @Override
        public void forEachOption(long heap, OptionSink sink) {
            for (long take = 1; take <= 2 && take <= heap; take++) {
                if (!sink.accept(new long[] {heap - take})) {
                    return;
                }
            }
        }

        @Override
        public void forEachOptionOfValue(long heap, long value, OptionSink sink) {
            forEachOption(heap, option -> grundy(option[0]) != value || sink.accept(option));
        }

        @Override
        public long countOptionsOfValue(long heap, long value) {
            long n = 0;
            for (long take = 1; take <= 2 && take <= heap; take++) {
                n += grundy(heap - take) == value ? 1 : 0;
            }
            return n;
        }

        @Override
        public String describeMove(long heap, long[] option) {
            return HeapGame.describeTake(heap, option);
        }
    }

    /**
     * Nim on a vector: a move {@code {i, k}} takes k from entry i (1-based); the value is the xor
     * of the entries. Values are known for entries up to {@code known} only (a table's end), and
     * outcomes and the moves to a value come from the xor for every position, as a game with a
     * closed form beyond its table answers.
     */
    static class VectorNim implements PositionGame {
        private final long known;

        VectorNim(long known) {
            this.known = known;
        }

        @Override
        public String describe() {
            return "vector-nim";
        }

        @Override
        public boolean grundyKnown(long[] position) {
            return Arrays.stream(position).allMatch(a -> a <= known);
        }

        @Override
        public long grundy(long[] position) {
            if (!grundyKnown(position)) {
                throw new IllegalArgumentException("vector-nim: beyond the table: " + Arrays.toString(position));
            }
            return xor(position);
        }

        @Override
        public Outcome outcome(long[] position) {
            return Outcome.ofGrundy(xor(position));
        }

        @Override
        public void forEachMove(long[] position, OptionSink sink) {
            for (int i = 0; i < position.length; i++) {
                for (long k = 1; k <= position[i]; k++) {
                    if (!sink.accept(new long[] {i + 1, k})) {
                        return;
                    }
                }
            }
        }

        @Override
        public long[] play(long[] position, long[] move) {
            long[] next = position.clone();
            next[(int) move[0] - 1] -= move[1];
            return next;
        }

        @Override
        public String describeMove(long[] position, long[] move) {
            int i = (int) move[0];
            return "entry " + i + ": " + position[i - 1] + " -> " + (position[i - 1] - move[1]);
        }

        /** Entry i must become {@code a_i xor x xor value}, if that is smaller: at most one move an entry. */
        @Override
        public void forEachMoveToValue(long[] position, long value, OptionSink sink) {
            long x = xor(position);
            for (int i = 0; i < position.length; i++) {
                long target = position[i] ^ x ^ value;
                if (target < position[i] && !sink.accept(new long[] {i + 1, position[i] - target})) {
                    return;
                }
            }
        }

        static long xor(long[] position) {
            long x = 0;
            for (long a : position) {
                x ^= a;
            }
            return x;
        }
    }

    /**
     * A game of moves alone whose values are tabled here by the definition (a set per heap, not
     * core's mex engine), and whose value queries report each distinct option once, as a game
     * whose moves repeat an option but answer its queries directly may.
     */
    static final class DistinctQueries implements HeapGame {
        private final String name;
        private final HeapMoves moves;
        private final long[] values;

        DistinctQueries(String name, int max, HeapMoves moves) {
            this.name = name;
            this.moves = moves;
            this.values = new long[max + 1];
            for (int h = 0; h <= max; h++) {
                Set<Long> seen = new HashSet<>();
                moves.forEachOption(h, option -> seen.add(grundyOfOption(option)));
                long mex = 0;
                while (seen.contains(mex)) {
                    mex++;
                }
                values[h] = mex;
            }
        }

        @Override
        public String describe() {
            return name;
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
        public void forEachOptionOfValue(long heap, long value, OptionSink sink) {
            Set<List<Long>> reported = new HashSet<>();
            forEachOption(heap, option -> {
                long[] sorted = option.clone();
                Arrays.sort(sorted);
                List<Long> key = new ArrayList<>();
                for (long k : sorted) {
                    key.add(k);
                }
                return grundyOfOption(option) != value || !reported.add(key) || sink.accept(option);
            });
        }
    }
}
