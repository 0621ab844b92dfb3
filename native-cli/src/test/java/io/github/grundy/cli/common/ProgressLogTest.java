package io.github.grundy.cli.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Progress on a pipe or a log (no terminal): nothing by default, and a whole line at most every
 * interval when {@link Progress#logged} asks for it, as a record run's log shows it.
 */
class ProgressLogTest {

    /** A console whose standard error is {@code err}, no terminal. */
    private static Console pipeConsole(ByteArrayOutputStream err) {
        return new Console(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void aLoggedRunWritesWholeLinesWhereNoTerminalIs() throws InterruptedException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Console console = pipeConsole(err);
        // On a terminal (a run by hand) the line shows there instead: this test is for pipes and logs.
        assumeFalse(console.showsProgress(), "standard error is a terminal");
        Progress plain = new Progress(console, 0, 1000);
        Progress logged = new Progress(console, 0, 1000).logged(1);
        // Lines wait until a run has lasted a second.
        Thread.sleep(Progress.QUIET_MILLIS + 100);
        plain.at(500);
        assertEquals("", err.toString(StandardCharsets.UTF_8), "no line on a pipe unless logged");
        logged.at(500);
        String line = err.toString(StandardCharsets.UTF_8);
        assertTrue(line.matches("grundy: table: heaps 0\\.\\.500 of 1000 \\(50%\\), \\d+ heaps/s, about \\d+ s left\n"),
                line);
        // The next line waits for the interval (here 1 ms) from the last.
        Thread.sleep(5);
        logged.at(750);
        String[] lines = err.toString(StandardCharsets.UTF_8).split("\n", -1);
        assertEquals(3, lines.length, "two whole lines");
        assertTrue(lines[1].matches("grundy: table: heaps 0\\.\\.750 of 1000 \\(75%\\), \\d+ heaps/s, about \\d+ s left"),
                lines[1]);
    }

    @Test
    void aRecordRunsLineSaysItsThreads() throws InterruptedException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Console console = pipeConsole(err);
        assumeFalse(console.showsProgress(), "standard error is a terminal");
        Progress two = new Progress(console, 0, 1000).logged(1).onThreads(2);
        Progress one = Progress.openEnded(console, 0, "until stopped (--no-stop)").logged(1).onThreads(1);
        Thread.sleep(Progress.QUIET_MILLIS + 100);
        two.at(500);
        one.at(600);
        String[] lines = err.toString(StandardCharsets.UTF_8).split("\n", -1);
        assertEquals(3, lines.length, "two whole lines");
        assertTrue(lines[0].matches("grundy: table: heaps 0\\.\\.500 of 1000 \\(50%\\), \\d+ heaps/s on 2 threads, about \\d+ s left"),
                lines[0]);
        assertTrue(lines[1].matches("grundy: table: heaps 0\\.\\.600, \\d+ heaps/s on 1 thread, until stopped \\(--no-stop\\)"),
                lines[1]);
    }
}
