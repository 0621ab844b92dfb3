package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.Warnings;
import io.github.grundy.cli.play.PlayCommand;
import io.github.grundy.cli.solve.SolveCommand;
import io.github.grundy.cli.table.TableCommand;
import io.github.grundy.core.spi.Parameter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;

/**
 * A variant's parameters are given among {@code solve}'s own options, so core's
 * {@link Parameter#RESERVED_NAMES} must hold every option of {@code solve}; docs/plugins.md lists
 * the same names.
 */
class ReservedNamesTest {

    @Test
    void everyLongOptionOfSolveIsReserved() {
        Console console = new Console(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        CommandLine solve = new CommandLine(new SolveCommand(console, new Catalogs(Map.of(),
                ReservedNamesTest.class.getClassLoader()), new Warnings(Map.of())));
        List<String> names = new ArrayList<>();
        for (OptionSpec option : solve.getCommandSpec().options()) {
            for (String name : option.names()) {
                if (name.startsWith("--")) {
                    names.add(name.substring(2));
                }
            }
        }
        // The options this test knows solve has, so that it cannot pass on an empty list.
        assertTrue(names.containsAll(List.of("limit", "json", "moves", "input", "timeout", "help", "plugins", "quiet")),
                names.toString());
        for (String name : names) {
            assertTrue(Parameter.RESERVED_NAMES.contains(name), "solve --" + name + " is not in Parameter.RESERVED_NAMES");
        }
        assertFalse(Parameter.RESERVED_NAMES.contains("max"), "bash's --max is a parameter");
    }

    /** table takes a game spec among its own options too: the same must hold for its options. */
    @Test
    void everyLongOptionOfTableIsReserved() {
        Console console = new Console(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        CommandLine table = new CommandLine(new TableCommand(console, new Catalogs(Map.of(),
                ReservedNamesTest.class.getClassLoader()), new Warnings(Map.of())));
        List<String> names = new ArrayList<>();
        for (OptionSpec option : table.getCommandSpec().options()) {
            for (String name : option.names()) {
                if (name.startsWith("--")) {
                    names.add(name.substring(2));
                }
            }
        }
        assertTrue(names.containsAll(List.of("from", "to", "no-stop", "plot", "plot-size", "checkpoint-every")),
                names.toString());
        for (String name : names) {
            assertTrue(Parameter.RESERVED_NAMES.contains(name), "table --" + name + " is not in Parameter.RESERVED_NAMES");
        }
    }

    /** play takes a game spec among its own options too. */
    @Test
    void everyLongOptionOfPlayIsReserved() {
        Console console = new Console(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        CommandLine play = new CommandLine(new PlayCommand(console, new Catalogs(Map.of(),
                ReservedNamesTest.class.getClassLoader()), new Warnings(Map.of())));
        List<String> names = new ArrayList<>();
        for (OptionSpec option : play.getCommandSpec().options()) {
            for (String name : option.names()) {
                if (name.startsWith("--")) {
                    names.add(name.substring(2));
                }
            }
        }
        assertTrue(names.containsAll(List.of("first", "misere", "max-positions")), names.toString());
        for (String name : names) {
            assertTrue(Parameter.RESERVED_NAMES.contains(name), "play --" + name + " is not in Parameter.RESERVED_NAMES");
        }
    }

    @Test
    void thePluginGuideListsTheReservedNames() throws IOException {
        String guide = Files.readString(Path.of("../docs/plugins.md"), StandardCharsets.UTF_8);
        int start = guide.indexOf("`Parameter.RESERVED_NAMES`: ");
        assertTrue(start >= 0, "docs/plugins.md names Parameter.RESERVED_NAMES and lists them");
        String list = guide.substring(start, guide.indexOf(".\n", start));
        Set<String> listed = new LinkedHashSet<>();
        Matcher word = Pattern.compile("`([a-z-]+)`").matcher(list);
        while (word.find()) {
            listed.add(word.group(1));
        }
        assertEquals(List.copyOf(Parameter.RESERVED_NAMES), List.copyOf(listed));
    }
}
