package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.TimeoutOption;
import io.github.grundy.cli.common.UserError;
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

    private static final String STOPPED =
            "grundy: stopped: no answer within --timeout=%s (seconds); raise --timeout, or give 0 for no limit\n";
    private static final String STOPPED_ITSELF =
            "grundy: debug: the work stopped itself when interrupted (at a checkpoint)\n";
    private static final String LEFT_BEHIND =
            "grundy: debug: the work did not stop within " + TimeoutOption.GRACE_MILLIS + " ms of the interrupt; left behind\n";

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
            int exit = Main.run(new String[] {"solve", "--timeout=0.1", "--debug", "nim", "-i", "-"}, Map.of(), endless,
                    out, new PrintStream(err, true, StandardCharsets.UTF_8));
            assertEquals(LEFT_BEHIND + STOPPED.formatted("0.1"), err.toString(StandardCharsets.UTF_8));
            assertEquals(ExitCode.LIMIT, exit);
            assertEquals("", out.toString(StandardCharsets.UTF_8));
        } finally {
            release.countDown();
        }
    }

    @Test
    void aSearchStopsAtACheckpointNotAfterTheGrace() {
        // A beads table of 3*10^7 heaps takes seconds; its loop checks every 4096 heaps, so the work
        // stops itself when interrupted instead of being left behind after the grace (--debug says
        // which: what happened, not how fast).
        CliCase.Outcome o = Jvm.run(List.of("solve", "--timeout=0.1", "--debug", "beads", "--max-table=30000000",
                "29999999", "5"), new byte[0]);
        assertEquals(ExitCode.LIMIT, o.exit(), o.stderr());
        assertEquals(STOPPED_ITSELF + STOPPED.formatted("0.1"), o.stderr());
    }

    @Test
    void aStoppedListingIsWholeLines() {
        // Every move of a split heap near 2^62: about 2^61 of them, far more than any machine lists
        // in a second, so the listing is always stopped, and a busy one still lists some first.
        String move = "  heap 1: 4611686018427387903 -> \\d+ \\+ \\d+";
        LineCheckingOutput out = new LineCheckingOutput(3, line -> line.matches(move));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(new String[] {"solve", "--timeout=1", "split", "--moves=all", "--limit=0",
            "4611686018427387903"}, Map.of(), InputStream.nullInputStream(), out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(STOPPED.formatted("1"), err.toString(StandardCharsets.UTF_8));
        assertEquals(ExitCode.LIMIT, exit);
        assertTrue(out.lines() > 4, "no move listed before the stop: " + out.head());
        assertEquals(null, out.badLine());
        String[] last = out.tail().split("\n", -1);
        assertEquals("", last[last.length - 1], "the output ends with a whole line");
        assertTrue(last[last.length - 2].matches(move), last[last.length - 2]);
    }

    @Test
    void aStoppedJsonListingIsAWholeDocumentMarkedTruncated() {
        LineCheckingOutput out = new LineCheckingOutput();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(new String[] {"solve", "--timeout=1", "--json", "split", "--moves=all", "--limit=0",
            "4611686018427387903"}, Map.of(), InputStream.nullInputStream(), out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(STOPPED.formatted("1"), err.toString(StandardCharsets.UTF_8));
        assertEquals(ExitCode.LIMIT, exit);
        assertEquals(1, out.lines(), "one line");
        assertTrue(out.head().startsWith("{\"variant\":\"split\",\"parameters\":{},\"heaps\":1,"), out.head());
        assertTrue(out.tail().endsWith("\"}],\"truncated\":true}}\n"), out.tail());
    }

    @Test
    void workLeftBehindWritesNothingAfterTheStop() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        // Heaps that arrive only after the command has given up: the answer must not follow.
        InputStream late = new InputStream() {
            private final InputStream heaps = new java.io.ByteArrayInputStream("3 4 5\n".getBytes(StandardCharsets.US_ASCII));

            @Override
            public int read() throws java.io.IOException {
                while (true) {
                    try {
                        release.await();
                        return heaps.read();
                    } catch (InterruptedException ignored) {
                        // as a terminal would
                    }
                }
            }
        };
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(new String[] {"solve", "--timeout=0.1", "nim", "-i", "-"}, Map.of(), late, out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(ExitCode.LIMIT, exit);
        Thread worker = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals("grundy-work") && t.isAlive()).findFirst().orElseThrow();
        release.countDown();
        worker.join(10_000);
        assertFalse(worker.isAlive(), "the work did not end once its input came");
        assertEquals("", out.toString(StandardCharsets.UTF_8));
        assertEquals(STOPPED.formatted("0.1"), err.toString(StandardCharsets.UTF_8));
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
