package io.github.grundy.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.function.Executable;

/** Inputs for NumberReader's tests: readers of text, streams that hand out bytes in odd pieces, the error checks. */
final class ReaderInputs {

    private ReaderInputs() {
    }

    static final String SRC = "heaps.txt";
    static final String HEAP = "a heap size";

    static NumberReader reader(String text) {
        return reader(text.getBytes(StandardCharsets.ISO_8859_1));
    }

    static NumberReader reader(byte[] bytes) {
        return new NumberReader(new ByteArrayInputStream(bytes), SRC);
    }

    /** Hands out at most one byte per read, whatever was asked for. */
    static final class OneByteAtATime extends FilterInputStream {
        int reads;

        OneByteAtATime(InputStream in) {
            super(in);
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            reads++;
            return super.read(b, off, Math.min(len, 1));
        }
    }

    /** Hands out reads of random sizes 0..max (0 being a legal, if unhelpful, answer). */
    static final class RandomChunks extends FilterInputStream {
        private final Random random;
        private final int max;

        RandomChunks(InputStream in, long seed, int max) {
            super(in);
            this.random = new Random(seed);
            this.max = max;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = Math.min(len, random.nextInt(max + 1));
            if (n == 0 && len > 0 && random.nextBoolean()) {
                return 0;
            }
            return super.read(b, off, Math.max(n, Math.min(len, 1)));
        }
    }

    static InputException error(Executable action) {
        return assertThrows(InputException.class, action);
    }

    static void assertError(String message, long line, long column, InputException e) {
        assertEquals(message, e.getMessage());
        assertEquals(SRC, e.source());
        assertEquals(line, e.line(), "line");
        assertEquals(column, e.column(), "column");
        assertEquals(message, SRC + ":" + line + ":" + column + ": " + e.detail());
    }

    // ---- reading ---------------------------------------------------------------------------

    static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    static byte[] withBom(String text) {
        byte[] t = text.getBytes(StandardCharsets.US_ASCII);
        byte[] b = new byte[BOM.length + t.length];
        System.arraycopy(BOM, 0, b, 0, BOM.length);
        System.arraycopy(t, 0, b, BOM.length, t.length);
        return b;
    }

    static NumberReader[] bothWays(byte[] bytes) {
        return new NumberReader[] {reader(bytes),
            new NumberReader(new OneByteAtATime(new ByteArrayInputStream(bytes)), SRC),
            new NumberReader(new RandomChunks(new ByteArrayInputStream(bytes), 7, 3), SRC)};
    }
}
