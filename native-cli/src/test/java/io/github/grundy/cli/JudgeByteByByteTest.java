package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.formats.JudgeFormat;
import io.github.grundy.cli.formats.JudgeFormats;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * For every judge format: on random valid inputs, and on a few random corruptions of them, the
 * standard output, standard error and exit code are the same whether standard input arrives in
 * one read or one byte per read. Valid inputs must succeed (exit 0, nothing on standard error).
 */
class JudgeByteByByteTest {

    private static final int INPUTS = 150;
    private static final int CORRUPTIONS = 3;

    /** Hands out one byte per read, whatever was asked for. */
    static final class OneByteAtATime extends FilterInputStream {
        OneByteAtATime(InputStream in) {
            super(in);
        }

        @Override
        public int read(byte[] b, int off, int len) throws java.io.IOException {
            return super.read(b, off, Math.min(len, 1));
        }

        @Override
        public int available() {
            // A pipe that tells nothing: the arrays must grow as numbers arrive.
            return 0;
        }
    }

    static CliCase.Outcome run(String format, InputStream in) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(new String[] {"judge", format}, Map.of(), in, out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CliCase.Outcome(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), exit);
    }

    @TestFactory
    Stream<DynamicTest> sameOutputWholeAndByteByByte() {
        List<JudgeFormat> formats = JudgeFormats.all();
        return formats.stream().map(f -> DynamicTest.dynamicTest(f.id(), () -> {
            SplittableRandom random = new SplittableRandom(f.id().hashCode());
            for (int i = 0; i < INPUTS; i++) {
                long seed = random.nextLong();
                byte[] input = JudgeInputs.valid(f.id(), seed);
                CliCase.Outcome whole = run(f.id(), new ByteArrayInputStream(input));
                String shown = f.id() + " on " + new String(input, StandardCharsets.ISO_8859_1).replace("\n", "\\n")
                        + " (seed " + seed + ")";
                assertEquals("", whole.stderr(), shown);
                assertEquals(0, whole.exit(), shown);
                assertEquals(whole, run(f.id(), new OneByteAtATime(new ByteArrayInputStream(input))), shown);
                for (int c = 0; c < CORRUPTIONS; c++) {
                    byte[] bad = corrupt(input, random);
                    CliCase.Outcome a = run(f.id(), new ByteArrayInputStream(bad));
                    String badShown = f.id() + " on " + Arrays.toString(bad);
                    assertTrue(a.exit() == 0 || a.exit() == 2, badShown + ": " + a);
                    assertEquals(a, run(f.id(), new OneByteAtATime(new ByteArrayInputStream(bad))), badShown);
                }
            }
        }));
    }

    /** One random damage: truncated, a byte replaced, a byte inserted, or a range deleted. */
    static byte[] corrupt(byte[] input, SplittableRandom random) {
        int n = input.length;
        int at = n == 0 ? 0 : random.nextInt(n + 1);
        byte b = (byte) switch (random.nextInt(4)) {
            case 0 -> '0' + random.nextInt(10);
            case 1 -> " \n\r\t-+x.\0".charAt(random.nextInt(9));
            default -> random.nextInt(256);
        };
        return switch (random.nextInt(4)) {
            case 0 -> Arrays.copyOf(input, at);
            case 1 -> {
                byte[] r = input.clone();
                if (n > 0) {
                    r[Math.min(at, n - 1)] = b;
                }
                yield r;
            }
            case 2 -> {
                byte[] r = new byte[n + 1];
                System.arraycopy(input, 0, r, 0, at);
                r[at] = b;
                System.arraycopy(input, at, r, at + 1, n - at);
                yield r;
            }
            default -> {
                int end = at + random.nextInt(Math.max(1, n - at + 1));
                end = Math.min(end, n);
                byte[] r = new byte[n - (end - at)];
                System.arraycopy(input, 0, r, 0, at);
                System.arraycopy(input, end, r, at, n - end);
                yield r;
            }
        };
    }
}
