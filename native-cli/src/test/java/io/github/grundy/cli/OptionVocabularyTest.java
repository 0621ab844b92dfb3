package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.Warnings;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;

/**
 * One option vocabulary: the options that mean the same thing are accepted by every command the
 * same way, with the same help; every command answers -V, --version and 'grundy help COMMAND'.
 * Read from the command tree itself, so that a new command is checked without editing this test.
 */
class OptionVocabularyTest {

    /** Options every command takes. */
    private static final List<String> EVERYWHERE = List.of("--debug", "--quiet", "--help", "--version");

    private static final Map<String, String> NO_ENV = Map.of();

    private static CommandLine tree() {
        Console console = new Console(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        return new Cli(console, new Catalogs(NO_ENV, OptionVocabularyTest.class.getClassLoader()), new Warnings(NO_ENV))
                .commandLine();
    }

    @Test
    void everyCommandTakesTheSharedOptionsWithTheSameHelp() {
        Map<String, String> help = new HashMap<>();
        CommandLine tree = tree();
        for (CommandLine command : tree.getSubcommands().values()) {
            String name = command.getCommandName();
            for (String option : EVERYWHERE) {
                assertNotNull(command.getCommandSpec().findOption(option), name + " takes " + option);
            }
            for (OptionSpec o : command.getCommandSpec().options()) {
                String text = String.join(" ", o.description());
                String before = help.putIfAbsent(o.longestName(), text);
                if (before != null && List.of("--debug", "--quiet", "--timeout", "--plugins", "--max-positions")
                        .contains(o.longestName())) {
                    assertEquals(before, text, name + " " + o.longestName() + " says what the others say");
                }
            }
        }
        for (String computes : List.of("solve", "table", "judge", "gen")) {
            assertNotNull(tree.getSubcommands().get(computes).getCommandSpec().findOption("--timeout"),
                    computes + " computes, so it takes --timeout");
        }
    }

    @Test
    void everyCommandSaysTheVersion() {
        CliCase.Outcome top = Jvm.run(List.of("--version"), new byte[0]);
        assertTrue(top.stdout().startsWith("grundy "), top.stdout());
        for (String command : tree().getSubcommands().keySet()) {
            for (String flag : List.of("-V", "--version")) {
                CliCase.Outcome o = Jvm.run(List.of(command, flag), new byte[0]);
                assertEquals(0, o.exit(), command + " " + flag + ": " + o.stderr());
                assertEquals(top.stdout(), o.stdout(), command + " " + flag);
            }
        }
    }

    @Test
    void helpOfACommandIsItsHelpOption() {
        assertEquals(Jvm.run(List.of("--help"), new byte[0]).stdout(), Jvm.run(List.of("help"), new byte[0]).stdout());
        for (String command : tree().getSubcommands().keySet()) {
            CliCase.Outcome viaHelp = Jvm.run(List.of("help", command), new byte[0]);
            assertEquals(0, viaHelp.exit(), viaHelp.stderr());
            assertEquals(Jvm.run(List.of(command, "--help"), new byte[0]).stdout(), viaHelp.stdout(), command);
        }
    }

    @Test
    void descriptionsAreNotWrappedTwice() {
        // picocli wraps at 80 columns: a longer line that the next line continues comes out ragged
        // (a whole paragraph in one line is wrapped well).
        for (CommandLine command : tree().getSubcommands().values()) {
            for (String line : command.getCommandSpec().usageMessage().description()) {
                assertTrue(line.length() < 80 || line.endsWith("."),
                        command.getCommandName() + "'s description breaks a sentence after 80 columns: " + line);
            }
            assertEquals(1, command.getCommandSpec().usageMessage().header().length,
                    command.getCommandName() + " has a one-line summary");
        }
    }

    @Test
    void helpTextHasNoUnresolvedVariable() {
        for (String command : tree().getSubcommands().keySet()) {
            String help = Jvm.run(List.of(command, "--help"), new byte[0]).stdout();
            assertTrue(!help.contains("null"), command + " --help shows 'null' where a variable was meant:\n" + help);
        }
    }
}
