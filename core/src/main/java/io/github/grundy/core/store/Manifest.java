package io.github.grundy.core.store;

import java.util.ArrayList;
import java.util.List;

/**
 * What a store on disk holds as of its last commit, the text of its file {@code manifest}:
 * <pre>
 * grundy store 1
 * game: octal --code=0.6
 * segment-heaps: 67108864
 * heaps: 123456789
 * class-hint: parity 1ee pos 1
 * segment 0: direct; crc32 1A2B3C4D; escapes 0; escapes-crc32 0
 * segment 1: direct, from 1048576 parity 1ee pos 1; crc32 5E6F7A8B; escapes 12; escapes-crc32 9C0D1E2F
 * segment 2: parity 1ee pos 1; crc32 3C4D5E6F; escapes 3; escapes-crc32 7A8B9C0D
 * </pre>
 * A line a segment that holds any committed heap; the CRC-32s are of its committed bytes and of
 * its committed escape records. The class hint is the coding the next segment would get (see
 * {@link ValueStore#classHint}), kept so that a store reopened codes as if it had not stopped.
 *
 * @param game        the game's spec
 * @param segmentBits the base-2 logarithm of the heaps a segment
 * @param heaps       the heaps committed
 * @param hint        the last class hint ({@link Coding.Direct} for none)
 * @param segments    the committed segments, in order
 */
record Manifest(String game, int segmentBits, long heaps, Coding hint, List<Line> segments) {

    /** The first line, which names the format and its version. */
    static final String MAGIC = "grundy store 1";

    /**
     * One segment's line.
     *
     * @param coding       its coding (or two, switched at an offset)
     * @param crc          the CRC-32 of its committed bytes
     * @param escapes      its committed escapes
     * @param escapesCrc   the CRC-32 of their records
     */
    record Line(SegmentCoding coding, long crc, int escapes, long escapesCrc) {
    }

    Manifest {
        segments = List.copyOf(segments);
    }

    /**
     * The manifest's text.
     *
     * @return its lines, each ended by a line break
     */
    String text() {
        StringBuilder s = new StringBuilder(MAGIC).append('\n');
        s.append("game: ").append(game).append('\n');
        s.append("segment-heaps: ").append(1L << segmentBits).append('\n');
        s.append("heaps: ").append(heaps).append('\n');
        s.append("class-hint: ").append(hint.text()).append('\n');
        for (int i = 0; i < segments.size(); i++) {
            Line l = segments.get(i);
            s.append("segment ").append(i).append(": ").append(l.coding().text()).append("; crc32 ").append(hex(l.crc()))
                    .append("; escapes ").append(l.escapes()).append("; escapes-crc32 ").append(hex(l.escapesCrc()))
                    .append('\n');
        }
        return s.toString();
    }

    private static String hex(long crc) {
        return Long.toHexString(crc).toUpperCase();
    }

    /**
     * Reads a manifest.
     *
     * @param text  the file's text
     * @param where how messages name the store: {@code store /x/y}
     * @return the manifest
     * @throws StoreException if the text is not a manifest of this version, or is damaged
     */
    static Manifest parse(String text, String where) {
        String[] lines = text.split("\n", -1);
        if (!lines[0].equals(MAGIC)) {
            if (lines[0].startsWith("grundy store ")) {
                throw new StoreException(where + ": its manifest is of the format '" + shorten(lines[0]) + "', where this"
                        + " grundy reads '" + MAGIC + "'");
            }
            throw new StoreException(where + ": its manifest is not a grundy store's (it does not start with '" + MAGIC
                    + "')");
        }
        if (lines.length < 6 || !lines[lines.length - 1].isEmpty()) {
            throw damaged(where, "it is cut short");
        }
        String game = field(lines, 1, "game", where);
        long segmentHeaps = number(field(lines, 2, "segment-heaps", where), 3, where);
        long heaps = number(field(lines, 3, "heaps", where), 4, where);
        Coding hint = Coding.parse(field(lines, 4, "class-hint", where));
        if (Long.bitCount(segmentHeaps) != 1 || segmentHeaps < 1L << ValueStore.MIN_SEGMENT_BITS
                || segmentHeaps > 1L << ValueStore.MAX_SEGMENT_BITS) {
            throw damaged(where, "line 3 gives " + segmentHeaps + " heaps a segment, not a power of two in 2^"
                    + ValueStore.MIN_SEGMENT_BITS + "..2^" + ValueStore.MAX_SEGMENT_BITS);
        }
        if (hint == null) {
            throw damaged(where, "line 5 names no coding");
        }
        int bits = Long.numberOfTrailingZeros(segmentHeaps);
        long count = (heaps + segmentHeaps - 1) >>> bits;
        if (count != lines.length - 6) {
            throw damaged(where, (lines.length - 6) + " segment lines where " + heaps + " heaps take " + count);
        }
        List<Line> segments = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            long committed = Math.min(segmentHeaps, heaps - ((long) i << bits));
            segments.add(line(lines[5 + i], i, committed, where));
        }
        return new Manifest(game, bits, heaps, hint, segments);
    }

    private static Line line(String text, int i, long committed, String where) {
        String prefix = "segment " + i + ": ";
        String[] parts = text.startsWith(prefix) ? text.substring(prefix.length()).split("; ", -1) : new String[0];
        if (parts.length != 4 || !parts[1].startsWith("crc32 ") || !parts[2].startsWith("escapes ")
                || !parts[3].startsWith("escapes-crc32 ")) {
            throw damaged(where, "line " + (6 + i) + " is not 'segment " + i + ": CODING; crc32 X; escapes N; escapes-crc32 X'");
        }
        SegmentCoding coding = SegmentCoding.parse(parts[0]);
        long crc = crc(parts[1].substring("crc32 ".length()), 6 + i, where);
        long escapes = number(parts[2].substring("escapes ".length()), 6 + i, where);
        long escapesCrc = crc(parts[3].substring("escapes-crc32 ".length()), 6 + i, where);
        if (coding == null) {
            throw damaged(where, "line " + (6 + i) + " names no coding");
        }
        if (escapes > committed) {
            throw damaged(where, "line " + (6 + i) + " gives " + escapes + " escapes to " + committed + " heaps");
        }
        return new Line(coding, crc, (int) escapes, escapesCrc);
    }

    private static String field(String[] lines, int i, String name, String where) {
        if (!lines[i].startsWith(name + ": ")) {
            throw damaged(where, "line " + (i + 1) + " is not '" + name + ": ...'");
        }
        return lines[i].substring(name.length() + 2);
    }

    private static long number(String text, int line, String where) {
        try {
            long n = Long.parseLong(text);
            if (n >= 0 && text.equals(Long.toString(n))) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw damaged(where, "line " + line + " holds '" + shorten(text) + "', not a count");
    }

    private static long crc(String text, int line, String where) {
        try {
            long n = Long.parseLong(text, 16);
            if (n >= 0 && n <= 0xFFFFFFFFL && text.equals(hex(n))) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw damaged(where, "line " + line + " holds '" + shorten(text) + "', not a CRC-32");
    }

    private static StoreException damaged(String where, String what) {
        return new StoreException(where + ": its manifest is damaged: " + what);
    }

    /** A piece of a damaged file, short and printable, for a one-line message. */
    private static String shorten(String text) {
        String printable = text.replaceAll("[^\\x20-\\x7E]", "?");
        return printable.length() <= 40 ? printable : printable.substring(0, 40) + "...";
    }
}
