package io.github.grundy.core.store;

import io.github.grundy.core.game.Memory;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;

/**
 * The values of {@code 2^segmentBits} consecutive heaps: a byte a heap in a buffer (an array in
 * memory, a file's mapping on disk) under its {@link SegmentCoding} (one {@link Coding}, or one
 * up to an offset and another from it), and the {@link Escapes} of the heaps the byte cannot
 * hold. Heaps are given by their offset in the segment, whose parity is the heap's
 * (a segment starts at an even heap).
 */
final class Segment {

    /** The first capacity of a segment in memory, so that a small table stays small. */
    private static final int FIRST_CAPACITY = 4096;

    private SegmentCoding coding;
    private byte[] encode;
    private final int[] decode;
    private int[] laterDecode;
    private final Escapes escapes;
    private final int heaps;
    private final long start;
    private ByteBuffer data;
    private int filled;

    private Segment(SegmentCoding coding, ByteBuffer data, int heaps, long start, int filled, Escapes escapes) {
        this.coding = coding;
        this.encode = coding.then().encodeTable();
        this.decode = coding.first().decodeTable();
        this.laterDecode = coding.then().decodeTable();
        this.data = data;
        this.heaps = heaps;
        this.start = start;
        this.filled = filled;
        this.escapes = escapes;
    }

    /**
     * A new segment in memory: the first allocated small and grown as it fills, the others whole.
     *
     * @param coding how it codes its values
     * @param heaps  the heaps it holds when full, {@code 2^segmentBits}
     * @param start  its first heap, for the message of a memory limit
     * @return the empty segment
     */
    static Segment inMemory(Coding coding, int heaps, long start) {
        // Only the first segment starts small: a later one will be filled (a table that long goes
        // on), and growing it would leave each time its halves to the collector, 2 bytes a heap
        // at the high-water mark rather than 1.
        int capacity = start == 0 ? Math.min(heaps, FIRST_CAPACITY) : heaps;
        return new Segment(SegmentCoding.of(coding), ByteBuffer.wrap(allocate(capacity, start)), heaps, start, 0,
                new Escapes());
    }

    /**
     * A segment of a file, mapped whole.
     *
     * @param coding  how it codes its values
     * @param data    the file's mapping, {@code heaps} bytes
     * @param start   its first heap
     * @param filled  how many of its heaps hold values (committed ones, when a store is opened)
     * @param escapes their escapes
     * @return the segment
     */
    static Segment mapped(SegmentCoding coding, MappedByteBuffer data, long start, int filled, Escapes escapes) {
        return new Segment(coding, data, data.capacity(), start, filled, escapes);
    }

    private static byte[] allocate(int bytes, long start) {
        return Memory.allocate(bytes, () -> "a segment of " + bytes + " heaps of a value store (from heap " + start + ")",
                () -> new byte[bytes]);
    }

    SegmentCoding coding() {
        return coding;
    }

    /**
     * Codes the heaps appended from now on by {@code later}, once: a segment that began direct
     * takes up the class coding when the values grow.
     *
     * @param later the coding of the heaps to come
     * @throws IllegalStateException if the segment has switched already
     */
    void switchTo(Coding later) {
        if (coding.switched()) {
            throw new IllegalStateException("a segment switches its coding once");
        }
        coding = coding.switchTo(later, filled);
        encode = later.encodeTable();
        laterDecode = later.decodeTable();
    }

    Escapes escapes() {
        return escapes;
    }

    /**
     * How many heaps hold values.
     *
     * @return the heaps appended, from the segment's first
     */
    int filled() {
        return filled;
    }

    /**
     * The file's mapping.
     *
     * @return the buffer of a segment {@link #mapped}
     */
    MappedByteBuffer mapping() {
        return (MappedByteBuffer) data;
    }

    /**
     * The value of one heap.
     *
     * @param offset its offset, below {@link #filled()}
     * @return its value
     */
    int get(int offset) {
        int b = data.get(offset) & 0xFF;
        return b == Coding.ESCAPE ? escapes.valueAt(offset)
                : (offset < coding.from() ? decode : laterDecode)[b | (offset & 1) << 8];
    }

    /**
     * Decodes consecutive heaps.
     *
     * @param offset  the offset of the first, with {@code offset + count <= filled()}
     * @param into    where their values go
     * @param at      where in {@code into} the first goes
     * @param count   how many, at most {@code scratch.length}
     * @param scratch room for their bytes
     */
    void read(int offset, char[] into, int at, int count, byte[] scratch) {
        data.get(offset, scratch, 0, count);
        int e = escapes.firstFrom(offset);
        // Heaps below the switch by the first coding's table, the others by the later's.
        int before = (int) Math.max(0, Math.min(count, (long) coding.from() - offset));
        e = decode(scratch, 0, before, decode, offset, into, at, e);
        decode(scratch, before, count, laterDecode, offset, into, at, e);
    }

    private int decode(byte[] scratch, int from, int to, int[] table, int offset, char[] into, int at, int e) {
        int parity = offset & 1;
        for (int i = from; i < to; i++) {
            int b = scratch[i] & 0xFF;
            // The escapes of consecutive heaps are consecutive in the list.
            into[at + i] = b == Coding.ESCAPE ? escapes.value(e++) : (char) table[b | ((parity ^ i) & 1) << 8];
        }
        return e;
    }

    /**
     * Codes and appends values after the heaps filled.
     *
     * @param values  the values
     * @param at      where in {@code values} the first is
     * @param count   how many, at most {@code scratch.length} and the heaps left
     * @param scratch gets their bytes, for the caller to checksum
     * @return the bitwise or of the values, from which the caller learns the largest's magnitude
     */
    int append(char[] values, int at, int count, byte[] scratch) {
        if (filled + count > data.capacity()) {
            grow(filled + count);
        }
        int parity = filled & 1;
        int or = 0;
        for (int i = 0; i < count; i++) {
            char v = values[at + i];
            or |= v;
            byte b = v < Coding.TABLE_VALUES ? encode[v | ((parity ^ i) & 1) << 9] : (byte) Coding.ESCAPE;
            scratch[i] = b;
            if (b == (byte) Coding.ESCAPE) {
                escapes.add(filled + i, v);
            }
        }
        data.put(filled, scratch, 0, count);
        filled += count;
        return or;
    }

    private void grow(int needed) {
        int capacity = data.capacity();
        while (capacity < needed) {
            capacity = (int) Math.min(heaps, 2L * capacity);
        }
        byte[] bigger = allocate(capacity, start);
        data.get(0, bigger, 0, filled);
        data = ByteBuffer.wrap(bigger);
    }
}
