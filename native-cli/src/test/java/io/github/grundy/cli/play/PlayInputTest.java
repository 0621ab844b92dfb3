package io.github.grundy.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.junit.jupiter.api.Test;

/**
 * play's input: on a terminal JLine edits lines and recalls them (here a terminal of JLine's over
 * given bytes, as a terminal emulator would send the keys); elsewhere lines come as they are, and
 * a key's escape code is shown, not acted on.
 */
class PlayInputTest {

    /** The lines an edited input reads from the keys {@code keys}, to the end of input. */
    private static List<String> edited(String keys) throws IOException {
        ByteArrayInputStream in = new ByteArrayInputStream(keys.getBytes(StandardCharsets.UTF_8));
        Terminal terminal = TerminalBuilder.builder().system(false).streams(in, new ByteArrayOutputStream())
                .type("xterm").build();
        LineReader reader = LineReaderBuilder.builder().terminal(terminal).build();
        List<String> lines = new ArrayList<>();
        try (PlayInput input = new PlayInput.Edited(terminal, reader)) {
            for (String line = input.readLine("> "); line != null; line = input.readLine("> ")) {
                lines.add(line);
            }
        }
        return lines;
    }

    @Test
    void upRecallsTheLastLineAndTheLineCanBeEdited() throws IOException {
        // 1 1, Enter; Up, Backspace, 2, Enter; Up twice, Enter; Ctrl-D on an empty line. The arrows as an
        // xterm sends them once JLine has turned its keypad mode on (ESC O A, ESC O D).
        assertEquals(List.of("1 1", "1 2", "1 1"), edited("1 1\r\u001bOA\u007f2\r\u001bOA\u001bOA\r\u0004"));
    }

    @Test
    void leftAndRightMoveInTheLine() throws IOException {
        // "1 ", "2", Left, Left, "3": the 3 goes before the space.
        assertEquals(List.of("13 2"), edited("1 2\u001bOD\u001bOD3\r\u0004"));
    }

    @Test
    void plainLinesAreEchoedWithTheirControlCharactersShown() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        PlayInput input = new PlayInput.Plain(new BufferedReader(new StringReader("\u001b[A\n1 1\n")), out, true);
        assertFalse(input.edits());
        assertEquals("\u001b[A", input.readLine("Your move> "));
        assertEquals("1 1", input.readLine("Your move> "));
        assertNull(input.readLine("Your move> "));
        assertEquals("Your move> ^[[A\nYour move> 1 1\nYour move>", bytes.toString(StandardCharsets.UTF_8));
    }
}
