package io.github.grundy.core.store;

import java.nio.file.Path;
import java.util.Arrays;

/** TEMPORARY stub, replaced by the helper's store. */
public final class ValueStore implements AutoCloseable {
    public static final int DEFAULT_SEGMENT_BITS = 26;
    private final String game;
    private char[] values = new char[1024];
    private long size;

    private ValueStore(String game) {
        this.game = game;
    }

    public static ValueStore inMemory(String game, int segmentBits) {
        return new ValueStore(game);
    }

    public String game() {
        return game;
    }

    public long size() {
        return size;
    }

    public int get(long heap) {
        if (heap < 0 || heap >= size) {
            throw new IllegalArgumentException("heap " + heap);
        }
        return values[(int) heap];
    }

    public void read(long from, char[] into, int offset, int count) {
        System.arraycopy(values, (int) from, into, offset, count);
    }

    public void append(char[] v, int offset, int count) {
        while (size + count > values.length) {
            values = Arrays.copyOf(values, values.length * 2);
        }
        System.arraycopy(v, offset, values, (int) size, count);
        size += count;
    }

    public void classHint(int mask, boolean position, int positionBit) {
    }

    public void commit() {
    }

    public long committed() {
        return size;
    }

    public Path directory() {
        return null;
    }

    @Override
    public void close() {
    }
}
