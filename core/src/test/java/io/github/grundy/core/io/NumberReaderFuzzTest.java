package io.github.grundy.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A seeded random fuzzer of {@link NumberReader} against a plain reference reader written from its
 * documentation: the input split on whitespace (after a byte order mark at the very start), each
 * token a value if it is ASCII digits of at most 2^63-1, else an {@link InputException} at that
 * token's line and column. Inputs are the corpus in {@code src/test/resources/fuzz/number-reader/}
 * and random bytes from an alphabet of digits, separators and troublemakers, mutated; each is read
 * whole, one byte per read, and in random chunks. Nothing but values and InputExceptions may come out.
 *
 * <p>Runs for {@code grundy.fuzz.seconds} (default 3) with seed {@code grundy.fuzz.seed}; see
 * docs/errors.md for the long run.
 */
class NumberReaderFuzzTest {

    static final Path CORPUS = Path.of("src/test/resources/fuzz/number-reader");

    private static final byte[] ALPHABET = "0123456789000999 \n\r\t\u000b\f-+x.\0".getBytes(StandardCharsets.ISO_8859_1);

    /** What reading a whole input gives: its values, then the error (line:column: message) if any. */
    record Outcome(List<Long> values, String error) {
    }

    @Test
    void readerAgreesWithTheReference() throws IOException {
        double seconds = Double.parseDouble(System.getProperty("grundy.fuzz.seconds", "3"));
        long seed = Long.getLong("grundy.fuzz.seed", 20261129L);
        SplittableRandom random = new SplittableRandom(seed);
        List<byte[]> corpus = new ArrayList<>();
        try (Stream<Path> files = Files.list(CORPUS)) {
            for (Path p : files.sorted().toList()) {
                corpus.add(Files.readAllBytes(p));
            }
        }
        assertTrue(corpus.size() > 5, "the corpus in " + CORPUS);
        for (byte[] input : corpus) {
            check(input, random);
        }
        long inputs = corpus.size();
        long deadline = System.nanoTime() + (long) (seconds * 1e9);
        while (System.nanoTime() < deadline) {
            check(input(corpus, random), random);
            inputs++;
        }
        // Quiet in the build; a long run (the property given) reports what it did.
        if (System.getProperty("grundy.fuzz.seconds") != null) {
            System.out.printf("NumberReaderFuzzTest: %d inputs in %.0f s (seed %d)%n", inputs, seconds, seed);
        }
    }

    private static byte[] input(List<byte[]> corpus, SplittableRandom random) {
        byte[] b;
        if (random.nextBoolean()) {
            b = corpus.get(random.nextInt(corpus.size())).clone();
        } else {
            b = new byte[random.nextInt(200)];
            for (int i = 0; i < b.length; i++) {
                b[i] = random.nextInt(8) == 0 ? (byte) random.nextInt(256) : ALPHABET[random.nextInt(ALPHABET.length)];
            }
        }
        int mutations = random.nextInt(5);
        for (int m = 0; m < mutations && b.length > 0; m++) {
            int at = random.nextInt(b.length);
            switch (random.nextInt(3)) {
                case 0 -> b[at] = ALPHABET[random.nextInt(ALPHABET.length)];
                case 1 -> b[at] = (byte) random.nextInt(256);
                default -> {
                    // A run of digits: numbers near and past the 16-digit and 2^63-1 boundaries.
                    int len = random.nextInt(25);
                    byte[] r = new byte[b.length + len];
                    System.arraycopy(b, 0, r, 0, at);
                    for (int i = 0; i < len; i++) {
                        r[at + i] = (byte) (random.nextInt(3) == 0 ? '9' : '0' + random.nextInt(10));
                    }
                    System.arraycopy(b, at, r, at + len, b.length - at);
                    b = r;
                }
            }
        }
        return b;
    }

    private static void check(byte[] input, SplittableRandom random) throws IOException {
        Outcome expected = reference(input);
        InputStream[] ways = {new ByteArrayInputStream(input), new Chunks(new ByteArrayInputStream(input), 1, random),
            new Chunks(new ByteArrayInputStream(input), 1 + random.nextInt(100), random)};
        for (InputStream in : ways) {
            Outcome actual;
            try {
                actual = read(in);
            } catch (RuntimeException | IOException | Error e) {
                throw new AssertionError(shown(input) + ": threw " + e, e);
            }
            assertEquals(expected, actual, () -> shown(input));
        }
    }

    private static Outcome read(InputStream in) throws IOException {
        NumberReader r = new NumberReader(in, "in");
        List<Long> values = new ArrayList<>();
        try {
            while (!r.atEnd()) {
                values.add(r.next("n"));
            }
            return new Outcome(values, null);
        } catch (InputException e) {
            assertEquals("in:" + e.line() + ":" + e.column() + ": " + e.detail(), e.getMessage());
            // The reference knows where and whether, not the wording.
            return new Outcome(values, e.line() + ":" + e.column());
        }
    }

    /** The documented rules, written plainly. */
    static Outcome reference(byte[] b) {
        int i = 0;
        long line = 1;
        long lineStart = 0;
        if (b.length >= 3 && (b[0] & 0xff) == 0xEF && (b[1] & 0xff) == 0xBB && (b[2] & 0xff) == 0xBF) {
            i = 3;
            lineStart = 3;
        }
        List<Long> values = new ArrayList<>();
        while (true) {
            while (i < b.length && white(b[i])) {
                if (b[i] == '\n') {
                    line++;
                    lineStart = i + 1;
                }
                i++;
            }
            if (i == b.length) {
                return new Outcome(values, null);
            }
            int start = i;
            while (i < b.length && !white(b[i])) {
                i++;
            }
            String token = new String(b, start, i - start, StandardCharsets.ISO_8859_1);
            boolean digits = token.chars().allMatch(c -> c >= '0' && c <= '9');
            String significant = token.replaceFirst("^0+(?=.)", "");
            if (!digits || significant.length() > 19
                    || (significant.length() == 19 && significant.compareTo(String.valueOf(Long.MAX_VALUE)) > 0)) {
                return new Outcome(values, line + ":" + (start - lineStart + 1));
            }
            values.add(Long.parseLong(significant));
        }
    }

    private static boolean white(byte c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0x0B;
    }

    private static String shown(byte[] input) {
        return "input " + Arrays.toString(input) + " = '" + new String(input, StandardCharsets.ISO_8859_1) + "'";
    }

    /** Reads of random sizes up to {@code max}. */
    private static final class Chunks extends FilterInputStream {
        private final int max;
        private final SplittableRandom random;

        Chunks(InputStream in, int max, SplittableRandom random) {
            super(in);
            this.max = max;
            this.random = random;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            return super.read(b, off, Math.min(len, 1 + random.nextInt(max)));
        }
    }
}
