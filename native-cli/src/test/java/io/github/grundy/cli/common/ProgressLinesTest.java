package io.github.grundy.cli.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The progress lines of {@link Progress} and {@link Working} kept apart from standard error's words. */
class ProgressLinesTest {

    @Test
    void progressLinesAreKeptApartAndTheLatestIsRead() {
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        ProgressLines err = new ProgressLines(text);
        err.println("grundy: note: one");
        err.print("\rtable: heaps 0..10 of 100 (10%)   ");
        err.flush();
        assertEquals("table: heaps 0..10 of 100 (10%)", err.latest());
        err.print("\rtable: heaps 0..50 of 100 (50%)   ");
        err.flush();
        assertEquals("table: heaps 0..50 of 100 (50%)", err.latest());
        // Working's line ends with "erase to the end"; Progress's erase empties it.
        err.print("\rsolve: working, 3 s so far\033[K");
        assertEquals("solve: working, 3 s so far", err.latest());
        err.print(Progress.ERASE);
        err.flush();
        assertEquals("", err.latest());
        err.println("grundy: stopped");
        assertEquals("grundy: note: one\ngrundy: stopped\n", text.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n"));
    }

    @Test
    void aConsoleOfProgressLinesShowsProgressAndAPlainOneOnAPipeDoesNot() {
        ByteArrayInputStream in = new ByteArrayInputStream(new byte[0]);
        assertTrue(new Console(in, new ByteArrayOutputStream(), new ProgressLines(new ByteArrayOutputStream())).showsProgress());
        // Tests run with no terminal: a plain standard error shows none.
        assertFalse(new Console(in, new ByteArrayOutputStream(), new java.io.PrintStream(new ByteArrayOutputStream())).showsProgress());
    }
}
