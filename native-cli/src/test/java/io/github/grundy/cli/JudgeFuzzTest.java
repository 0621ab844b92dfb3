package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.grundy.cli.formats.JudgeFormat;
import io.github.grundy.cli.formats.JudgeFormats;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

/**
 * A seeded random fuzzer of every judge format through {@link Main#run}: the inputs are the
 * acceptance cases' standard inputs (the corpus), random valid inputs ({@link JudgeInputs}) and
 * random bytes, each damaged by a few random mutations. For every input: no exception escapes, the
 * exit code is 0 (nothing on standard error) or 2 or 3 (exactly one line, {@code grundy: ...}),
 * never 70, and the run ends within {@value #HANG_SECONDS} seconds.
 *
 * <p>It runs for {@code grundy.fuzz.seconds} (default 3) in the build; for a long run see
 * docs/errors.md. The seed is {@code grundy.fuzz.seed} (default: fixed, so the build is
 * repeatable); a failing input is written to {@code target/fuzz-failures/}.
 */
class JudgeFuzzTest {

    private static final int HANG_SECONDS = 20;

    @Test
    void judgeFormatsNeverFailBadly() throws Exception {
        double seconds = Double.parseDouble(System.getProperty("grundy.fuzz.seconds", "3"));
        long seed = Long.getLong("grundy.fuzz.seed", 20261129L);
        SplittableRandom random = new SplittableRandom(seed);
        List<byte[]> corpus = new ArrayList<>();
        for (CliCase c : CliCase.all(CliCaseSuite.CASES)) {
            if (c.stdin().length > 0 && c.stdin().length < 4096) {
                corpus.add(c.stdin());
            }
        }
        List<JudgeFormat> formats = JudgeFormats.all();
        long deadline = System.nanoTime() + (long) (seconds * 1e9);
        long inputs = 0;
        long[] exits = new long[4];
        ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "fuzz");
            t.setDaemon(true);
            return t;
        });
        try {
            do {
                JudgeFormat f = formats.get(random.nextInt(formats.size()));
                byte[] input = input(f.id(), corpus, random);
                Future<CliCase.Outcome> run = worker.submit(() -> JudgeByteByByteTest.run(f.id(),
                        new ByteArrayInputStream(input)));
                CliCase.Outcome o;
                try {
                    o = run.get(HANG_SECONDS, TimeUnit.SECONDS);
                } catch (TimeoutException e) {
                    throw failure(f.id(), input, "no answer after " + HANG_SECONDS + " s");
                } catch (java.util.concurrent.ExecutionException e) {
                    throw failure(f.id(), input, "threw " + e.getCause());
                }
                check(f.id(), input, o);
                exits[o.exit() == 0 ? 0 : o.exit() == 2 ? 1 : 2]++;
                inputs++;
            } while (System.nanoTime() < deadline);
        } finally {
            worker.shutdownNow();
        }
        // Quiet in the build; a long run (the property given) reports what it did.
        if (System.getProperty("grundy.fuzz.seconds") != null) {
            System.out.printf("JudgeFuzzTest: %d inputs in %.0f s (seed %d): %d answered, %d bad input (exit 2), %d limit (exit 3)%n",
                inputs, seconds, seed, exits[0], exits[1], exits[2]);
        }
        assertTrue(inputs > 0);
    }

    private static void check(String format, byte[] input, CliCase.Outcome o) throws IOException {
        String err = o.stderr();
        boolean ok = switch (o.exit()) {
            case 0 -> err.isEmpty();
            case 2, 3 -> err.startsWith("grundy: ") && err.endsWith("\n") && err.indexOf('\n') == err.length() - 1
                    && !err.contains("internal error");
            default -> false;
        };
        if (!ok) {
            throw failure(format, input, "exit " + o.exit() + ", stderr " + err);
        }
    }

    private static byte[] input(String format, List<byte[]> corpus, SplittableRandom random) {
        byte[] base = switch (random.nextInt(5)) {
            case 0 -> corpus.get(random.nextInt(corpus.size()));
            case 1 -> {
                byte[] b = new byte[random.nextInt(64)];
                for (int i = 0; i < b.length; i++) {
                    b[i] = (byte) random.nextInt(256);
                }
                yield b;
            }
            default -> JudgeInputs.valid(format, random.nextLong());
        };
        int mutations = random.nextInt(4);
        for (int i = 0; i < mutations; i++) {
            base = random.nextInt(4) == 0 ? splice(base, random) : JudgeByteByByteTest.corrupt(base, random);
        }
        return base;
    }

    /** A number spliced in: huge, boundary or long, where the formats' limits are. */
    private static byte[] splice(byte[] input, SplittableRandom random) {
        String[] numbers = {"0", "1", "2147483647", "2147483648", "4611686018427387905", "9223372036854775807",
            "9223372036854775808", "99999999999999999999", "1000000", "10000001", "0".repeat(100) + "7", "-1", "+1"};
        byte[] n = (" " + numbers[random.nextInt(numbers.length)] + " ").getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        int at = random.nextInt(input.length + 1);
        byte[] r = new byte[input.length + n.length];
        System.arraycopy(input, 0, r, 0, at);
        System.arraycopy(n, 0, r, at, n.length);
        System.arraycopy(input, at, r, at + n.length, input.length - at);
        return r;
    }

    private static AssertionError failure(String format, byte[] input, String what) throws IOException {
        Path dir = Path.of("target/fuzz-failures");
        Files.createDirectories(dir);
        Path file = dir.resolve(format + "-" + Integer.toHexString(Arrays.hashCode(input)) + ".bin");
        Files.write(file, input);
        fail("grundy judge " + format + " < " + file + ": " + what);
        return new AssertionError();
    }
}
