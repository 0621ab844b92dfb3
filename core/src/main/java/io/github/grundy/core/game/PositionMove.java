package io.github.grundy.core.game;

import java.util.Arrays;

/**
 * A move of a {@link PositionGame}, in the game's own encoding (e.g. {@code {stair, coins}}); the
 * game plays it ({@link PositionGame#play}) and says it in words ({@link PositionGame#describeMove}).
 *
 * @param encoding the move as {@link PositionGame#forEachMove} reports it; copied in and out, so a
 *                 move is immutable
 * @since SPI version 2
 */
public record PositionMove(long[] encoding) implements Move {

    /**
     * Keeps a copy of {@code encoding}.
     *
     * @param encoding the move as {@link PositionGame#forEachMove} reports it; copied in and out, so a
     *                 move is immutable
     */
    public PositionMove {
        encoding = encoding.clone();
    }

    /**
     * The move in the game's own encoding.
     *
     * @return a copy of the encoding
     */
    @Override
    public long[] encoding() {
        return encoding.clone();
    }

    /** The whole position is one component. */
    @Override
    public int component() {
        return 0;
    }

    /**
     * Number of numbers in the encoding.
     *
     * @return the encoding's length, without copying it
     */
    public int size() {
        return encoding.length;
    }

    /**
     * Number {@code k} of the encoding.
     *
     * @param k the index, {@code 0 <= k < size()}
     * @return the number, without copying the encoding
     */
    public long get(int k) {
        return encoding[k];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PositionMove m && Arrays.equals(m.encoding, encoding);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(encoding);
    }

    @Override
    public String toString() {
        return "PositionMove" + Arrays.toString(encoding);
    }
}
