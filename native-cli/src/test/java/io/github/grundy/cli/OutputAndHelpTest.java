package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a user sees when standard output cannot be written, and the command list of --help. */
class OutputAndHelpTest {

    /** Standard output on a full disk ({@code > /dev/full}). */
    private static final class Full extends OutputStream {
        @Override
        public void write(int b) throws IOException {
            throw new IOException("No space left on device");
        }
    }

    private static String[] run(OutputStream out, String stdin, String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(args, Map.of(), new ByteArrayInputStream(stdin.getBytes(StandardCharsets.US_ASCII)), out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(exit), err.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void aFullDiskIsStandardOutputThatCouldNotBeWritten() {
        String expected = "grundy: standard output could not be written: No space left on device\n";
        for (List<String> args : List.of(List.of("solve", "nim", "3", "4", "5"), List.of("solve", "nim", "3", "--json"),
                List.of("judge", "acwing-891"), List.of("list"))) {
            String[] r = run(new Full(), "2\n2 3\n", args.toArray(new String[0]));
            assertEquals(expected, r[1], args.toString());
            assertEquals("2", r[0], args.toString());
        }
    }

    @Test
    void everyCommandHasAOneLineSummaryInTheHelp() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String[] r = run(out, "", "--help");
        assertEquals("0", r[0]);
        String help = out.toString(StandardCharsets.UTF_8);
        String commands = help.substring(help.indexOf("Commands:\n") + "Commands:\n".length(), help.indexOf("\n\n",
                help.indexOf("Commands:\n")));
        List<String> lines = commands.lines().toList();
        assertEquals(List.of("list", "solve", "table", "play", "judge", "gen", "survey", "nimber", "serve", "completion", "help"),
                lines.stream().map(l -> l.strip().split(" ")[0]).toList(),
                "one line a command, none wrapped:\n" + commands);
        for (String line : lines) {
            assertTrue(line.length() <= 80 && line.endsWith("."), "a whole sentence on one line: " + line);
        }
    }
}
