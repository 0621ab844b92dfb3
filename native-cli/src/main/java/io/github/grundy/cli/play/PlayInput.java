package io.github.grundy.cli.play;

import io.github.grundy.cli.common.Console;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.IOError;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * Where {@code play} reads the player's lines. On this process's own terminal (standard input and
 * output both a terminal), JLine edits the line and keeps the session's history (the arrow keys,
 * Home, End, Ctrl-R); anywhere else (a pipe, a file, a test, a dumb terminal) lines are read as
 * they come, and each is echoed after the prompt so that the output reads as a transcript.
 */
public sealed interface PlayInput extends AutoCloseable permits PlayInput.Plain, PlayInput.Edited {

    /**
     * Shows {@code prompt} and reads the next line.
     *
     * @return the line without its end; {@code quit} for Ctrl-C at the prompt; null at the end of input
     */
    String readLine(String prompt) throws IOException;

    /** Whether the arrow keys edit the line and recall earlier ones. */
    boolean edits();

    @Override
    void close() throws IOException;

    /** JLine on this process's terminal when it is one (and JLine can drive it), else plain lines. */
    static PlayInput open(Console console, PrintStream out) {
        boolean ownTerminal = console.in() instanceof FileInputStream f && fd(f) == FileDescriptor.in
                && System.console() != null;
        if (ownTerminal) {
            try {
                // No dumb terminal (it edits nothing: plain lines do the same), and no signal handlers
                // of JLine's: Ctrl-C at the prompt is a key it reads, elsewhere it stops grundy as always.
                Terminal terminal = TerminalBuilder.builder().system(true).dumb(false).nativeSignals(false).build();
                return new Edited(terminal, LineReaderBuilder.builder().terminal(terminal)
                        .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true).build());
            } catch (IOException | IOError | RuntimeException e) {
                // No terminal JLine can drive (TERM=dumb, no stty): the lines as they come.
            }
        }
        return new Plain(new BufferedReader(new InputStreamReader(console.in(), StandardCharsets.UTF_8)), out,
                System.console() == null);
    }

    private static FileDescriptor fd(FileInputStream f) {
        try {
            return f.getFD();
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * Lines as they come; with {@code echo} (on a pipe the line typed is not on the screen) the line
     * is printed after the prompt, as in a transcript.
     */
    record Plain(BufferedReader in, PrintStream out, boolean echo) implements PlayInput {

        @Override
        public String readLine(String prompt) throws IOException {
            // Echoing, the space comes with the line: a transcript has no trailing blanks.
            out.print(echo ? prompt.stripTrailing() : prompt);
            out.flush();
            String line = in.readLine();
            if (echo && line != null) {
                out.println(line.isEmpty() ? "" : " " + visible(line));
            }
            return line;
        }

        /** The line with its control characters in caret notation ({@code ^[} for ESC): echoed raw, they would act. */
        static String visible(String line) {
            StringBuilder s = new StringBuilder();
            line.chars().forEach(c -> s.append(c < 0x20 || c == 0x7f ? "^" + (char) (c ^ 0x40) : String.valueOf((char) c)));
            return s.toString();
        }

        @Override
        public boolean edits() {
            return false;
        }

        @Override
        public void close() {
            // Standard input is not ours to close.
        }
    }

    /** JLine's line editor on the terminal, history kept for the session only (no file written). */
    record Edited(Terminal terminal, LineReader reader) implements PlayInput {

        @Override
        public String readLine(String prompt) {
            try {
                return reader.readLine(prompt);
            } catch (UserInterruptException e) {
                return "quit";
            } catch (EndOfFileException e) {
                return null;
            }
        }

        @Override
        public boolean edits() {
            return true;
        }

        @Override
        public void close() throws IOException {
            terminal.close();
        }
    }
}
