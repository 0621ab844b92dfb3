package io.github.grundy.core;

import java.util.Arrays;

/**
 * A move of a {@link PositionGame}, in the game's own encoding (e.g. {@code {stair, coins}}); the
 * game plays it ({@link PositionGame#play}) and says it in words ({@link PositionGame#describeMove}).
 *
 * @since SPI version 2
 */
public record PositionMove(long[] encoding) implements Move {

    public PositionMove {
        encoding = encoding.clone();
    }

    @Override
    public long[] encoding() {
        return encoding.clone();
    }

    /** The whole position is one component. */
    @Override
    public int component() {
        return 0;
    }

    /** Number of numbers in the encoding. */
    public int size() {
        return encoding.length;
    }

    /** Number {@code k} of the encoding. */
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
