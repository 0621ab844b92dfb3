package io.github.grundy.cli.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The progress line of long work: on a terminal, shown while the work lasts and gone before the answer. */
class WorkingTest {

    private static Console console(ByteArrayOutputStream err) {
        return new Console(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void onATerminalTheLineComesAndGoes() throws InterruptedException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (Working working = Working.on(console(err), "solve", true)) {
            // Not a speed bound: the line comes after a second, however long the machine takes.
            while (!working.shown()) {
                Thread.sleep(50);
            }
        }
        String text = err.toString(StandardCharsets.UTF_8);
        assertTrue(text.startsWith("\rsolve: working, "), text);
        assertTrue(text.endsWith("\r\033[K"), "the line is removed before the answer: " + text);
    }

    @Test
    void theLineSaysWhatTheWorkTries() throws InterruptedException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (Working working = Working.on(console(err), "solve", true)) {
            working.doing("misere search: 32768 of 1000000 positions");
            while (!working.shown()) {
                Thread.sleep(50);
            }
        }
        String text = err.toString(StandardCharsets.UTF_8);
        assertTrue(text.startsWith("\rsolve: misere search: 32768 of 1000000 positions, "), text);
        assertTrue(text.contains(" s (Ctrl-C stops it)\033[K"), text);
    }

    @Test
    void onAPipeThereIsNoLine() throws InterruptedException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Working working = Working.on(console(err), "solve", false);
        Thread.sleep(10);
        working.close();
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }
}
