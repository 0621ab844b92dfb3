package io.github.grundy.core.rule;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Why a position of a coordinate rule, a sum of points, is won or lost, in the steps {@code solve
 * --explain} shows for heaps: how the first points' values come (their options, the options'
 * values and the mex), each point's value, the xor, and when it is not 0 its highest set bit, the
 * first point whose value has it, the value that point must go to and the move.
 *
 * @param values the first {@value #VALUES} distinct points, with their options' values
 * @param rows   the first {@value #ROWS} points of the position, with their values
 * @param hidden how many points follow them, not shown (their values are in the xor)
 * @param nimSum the xor of every point's value
 * @param bit    the highest set bit of {@code nimSum}, when it is not 0
 * @param chosen the point moved (0 the first): the first whose value has that bit
 * @param target the value the chosen point goes to, {@code g xor nimSum}
 * @param move   that move's encoding and words, when the position is won
 */
public record PointSumExplanation(List<PointValue> values, List<Row> rows, long hidden, long nimSum, OptionalInt bit,
        OptionalInt chosen, long target, Optional<Move> move) {

    /** Points shown: the xor is of all of them, but a learner reads a few. */
    public static final int ROWS = 20;

    /** Points whose values are explained by their options. */
    public static final int VALUES = 5;

    /** Options of one point shown with their values. */
    public static final int OPTIONS = 12;

    /**
     * Keeps immutable copies of the lists.
     *
     * @param values the first distinct points, with their options' values
     * @param rows   the first points of the position, with their values
     * @param hidden how many points follow them
     * @param nimSum the xor of every point's value
     * @param bit    the highest set bit of {@code nimSum}, when it is not 0
     * @param chosen the point moved
     * @param target the value the chosen point goes to
     * @param move   the move, when the position is won
     */
    public PointSumExplanation {
        values = List.copyOf(values);
        rows = List.copyOf(rows);
    }

    /** The explanation of {@code position}, its points and their options valued in {@code table}. */
    static PointSumExplanation of(CoordinateGame game, long[] position, PointTable table) {
        int k = game.k();
        int points = position.length / k;
        long[] value = new long[points];
        long x = 0;
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < points; i++) {
            value[i] = table.get(position, i * k);
            if (value[i] == PointTable.INFINITE) {
                throw new IllegalArgumentException(game.point(position, i * k) + " has an infinite value");
            }
            x ^= value[i];
            if (i < ROWS) {
                rows.add(new Row(game.point(position, i * k), value[i]));
            }
        }
        List<PointValue> explained = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < Math.min(points, ROWS) && explained.size() < VALUES; i++) {
            String at = game.point(position, i * k);
            if (!seen.add(at)) {
                continue;
            }
            List<Option> options = new ArrayList<>();
            boolean[] more = {false};
            game.boundRule().forEachOption(Arrays.copyOfRange(position, i * k, i * k + k), game.distinct(option -> {
                if (options.size() == OPTIONS) {
                    more[0] = true;
                    return false;
                }
                options.add(new Option(game.sum(option, 0), game.optionValue(option, table)));
                return true;
            }));
            explained.add(new PointValue(at, value[i], options, more[0]));
        }
        long hidden = Math.max(0, points - ROWS);
        if (x == 0) {
            return new PointSumExplanation(explained, rows, hidden, 0, OptionalInt.empty(), OptionalInt.empty(), -1,
                    Optional.empty());
        }
        int bit = 63 - Long.numberOfLeadingZeros(x);
        int chosen = 0;
        while ((value[chosen] >>> bit & 1) == 0) {
            chosen++;
        }
        long target = value[chosen] ^ x;
        long[][] move = {null};
        int c = chosen;
        game.boundRule().forEachOption(Arrays.copyOfRange(position, c * k, c * k + k), option -> {
            if (game.optionValue(option, table) != target) {
                return true;
            }
            move[0] = new long[option.length + 1];
            move[0][0] = c;
            System.arraycopy(option, 0, move[0], 1, option.length);
            return false;
        });
        if (move[0] == null) {
            throw new IllegalStateException(game.describe() + ": " + game.point(position, c * k) + " has value "
                    + value[c] + " but no option of the smaller value " + target + ", which the mex guarantees");
        }
        return new PointSumExplanation(explained, rows, hidden, x, OptionalInt.of(bit), OptionalInt.of(chosen), target,
                Optional.of(new Move(move[0], game.describeMove(position, move[0]))));
    }

    /**
     * A point of the position and its value.
     *
     * @param point the point in words, {@code (4, 6)}
     * @param value its Grundy value
     */
    public record Row(String point, long value) {
    }

    /**
     * How a point's value comes: its options (the first {@value #OPTIONS}) with their values, the mex.
     *
     * @param point   the point in words
     * @param value   its value, the mex of its options' values
     * @param options the first options, in words, with their values
     * @param more    whether it has options beyond those shown
     */
    public record PointValue(String point, long value, List<Option> options, boolean more) {

        /**
         * Keeps an immutable copy of the options.
         *
         * @param point   the point in words
         * @param value   its value
         * @param options the first options with their values
         * @param more    whether there are more
         */
        public PointValue {
            options = List.copyOf(options);
        }
    }

    /**
     * An option of a point: a point or a sum of points, and its value (the xor of theirs).
     *
     * @param option the option in words, {@code (3, 5)} or {@code (1, 2) + (2, 2)}
     * @param value  its value
     */
    public record Option(String option, long value) {
    }

    /**
     * The winning move the explanation ends with.
     *
     * @param encoding the move as the game's {@code forEachMove} encodes it ({@link CoordinateGame}, {@link VectorGame})
     * @param text     the move in words, {@code (4, 6) -> (3, 5)}
     */
    public record Move(long[] encoding, String text) {

        /**
         * Copies the encoding.
         *
         * @param encoding the move's encoding
         * @param text     the move in words
         */
        public Move {
            encoding = encoding.clone();
        }

        /**
         * The encoding, as a copy.
         *
         * @return the move's numbers
         */
        @Override
        public long[] encoding() {
            return encoding.clone();
        }
    }
}
