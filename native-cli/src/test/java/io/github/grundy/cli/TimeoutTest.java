package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code --timeout}: work on a thread of its own answers exactly as without it, and work past its
 * time ends with exit 3, whether it stops at a checkpoint or ignores the interrupt. The stopping
 * itself is in the acceptance cases ({@code errors-*-timeout*.case}).
 */
class TimeoutTest {

    @TestFactory
    Stream<DynamicTest> everySolveAndJudgeCaseAnswersTheSameWithATimeout() throws Exception {
        List<CliCase> cases = CliCase.all(CliCaseSuite.CASES).stream()
                .filter(c -> !"native".equals(c.only()))
                .filter(c -> c.args().size() >= 2 && List.of("solve", "judge").contains(c.args().get(0)))
                // The timeout's own cases already have one.
                .filter(c -> c.args().stream().noneMatch(a -> a.startsWith("--timeout")))
                .toList();
        assertFalse(cases.size() < 50, "only " + cases.size() + " cases found");
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            List<String> args = new ArrayList<>(c.args());
            args.add(1, "--timeout=600");
            c.assertMatches(Jvm.run(args, c.env(), c.stdin()));
        }));
    }

    @Test
    void workThatIgnoresTheInterruptIsLeftBehind() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        // Standard input that never ends and does not answer interrupts, like a terminal.
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                while (true) {
                    try {
                        release.await();
                        return -1;
                    } catch (InterruptedException ignored) {
                        // keep blocking, as a read(2) on a terminal does
                    }
                }
            }
        };
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int exit = Main.run(new String[] {"solve", "--timeout=0.1", "nim", "-i", "-"}, Map.of(), endless, out,
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            assertEquals("grundy: stopped: no answer within --timeout=0.1 (seconds); raise --timeout, or give 0 for no"
                    + " limit\n", err.toString(StandardCharsets.UTF_8));
            assertEquals(ExitCode.LIMIT, exit);
            assertEquals("", out.toString(StandardCharsets.UTF_8));
        } finally {
            release.countDown();
        }
    }

    @Test
    void secondsAreWholeOrUpToMilliseconds() {
        assertEquals(0, TimeoutOption.millis("0"));
        assertEquals(500, TimeoutOption.millis("0.5"));
        assertEquals(1050, TimeoutOption.millis("1.05"));
        assertEquals(10_000, TimeoutOption.millis("10"));
        assertEquals(999_999_999_999L, TimeoutOption.millis("999999999.999"));
        for (String bad : List.of("", "-1", "+1", "1.", ".5", "1.2345", "1e3", "10s", "1,5", "1000000000")) {
            UserError e = assertThrows(UserError.class, () -> TimeoutOption.millis(bad), bad);
            assertEquals("--timeout takes a number of seconds such as 10 or 0.5 (0: no limit), found '" + bad + "'",
                    e.getMessage());
        }
    }
}
