package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.Warnings;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.loopy.LoopyHeapGame;
import io.github.grundy.core.spi.HeapVariant;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.variants.BuiltInVariants;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * What docs/plugins.md says of the SPI and of how plugins are found, held against the code: the
 * types a plugin must name are in the package table, the methods it must write are in the lists
 * of required methods, and the commands said to load plugins are those that do.
 */
class PluginGuideFactsTest {

    private static final Pattern CODE = Pattern.compile("`([^`]+)`");

    private static String guide() throws IOException {
        return Files.readString(Path.of("../docs/plugins.md"), StandardCharsets.UTF_8);
    }

    /** The paragraph (up to a blank line) that starts at {@code start}. */
    private static String paragraph(String text, String start) {
        int at = text.indexOf(start);
        assertTrue(at >= 0, "docs/plugins.md should say: " + start);
        int end = text.indexOf("\n\n", at);
        return text.substring(at, end < 0 ? text.length() : end);
    }

    private static Set<String> code(String text) {
        Set<String> words = new TreeSet<>();
        Matcher m = CODE.matcher(text);
        while (m.find()) {
            words.add(m.group(1));
        }
        return words;
    }

    /** The abstract methods of {@code type}, with those it inherits: what an implementation writes. */
    private static List<Method> required(Class<?> type) {
        List<Method> methods = new ArrayList<>();
        for (Method m : type.getMethods()) {
            if (Modifier.isAbstract(m.getModifiers())) {
                methods.add(m);
            }
        }
        return methods;
    }

    @Test
    void thePackageTableNamesEveryTypeARequiredMethodUses() throws IOException {
        Map<String, String> rows = new java.util.HashMap<>();
        for (String line : guide().split("\n")) {
            Matcher m = Pattern.compile("^\\| `(io\\.github\\.grundy\\.core[a-z.]*)` \\|(.*)$").matcher(line);
            if (m.matches()) {
                rows.put(m.group(1), m.group(2));
            }
        }
        List<String> missing = new ArrayList<>();
        for (Class<?> type : List.of(Variant.class, HeapVariant.class, HeapGame.class, PositionGame.class,
                HeapMoves.class, OptionSink.class, LoopyHeapGame.class)) {
            for (Method m : required(type)) {
                List<Class<?>> used = new ArrayList<>(List.of(m.getParameterTypes()));
                used.add(m.getReturnType());
                for (Class<?> t : used) {
                    Class<?> c = t.isArray() ? t.getComponentType() : t;
                    if (c.getPackageName().startsWith("io.github.grundy.core")
                            && !rows.getOrDefault(c.getPackageName(), "").contains("`" + c.getSimpleName() + "`")) {
                        missing.add(c.getName() + " (" + type.getSimpleName() + "." + m.getName() + ")");
                    }
                }
            }
        }
        assertEquals(List.of(), missing, "types a plugin names, which section 6's package table should list");
    }

    @Test
    void theListsOfRequiredMethodsAreWhole() throws IOException {
        String guide = guide();
        Map<Class<?>, String> lists = Map.of(
                HeapGame.class, paragraph(guide, "- Implement `HeapGame` yourself"),
                PositionGame.class, paragraph(guide, "**A game on whole positions**"),
                LoopyHeapGame.class, paragraph(guide, "**A game where play may go on for ever**")
                        + paragraph(guide, "- Implement `HeapGame` yourself"),
                Variant.class, paragraph(guide, "| method | returns |"));
        lists.forEach((type, text) -> {
            Set<String> named = new TreeSet<>();
            code(text).forEach(c -> named.add(c.replaceAll("\\(.*", "")));
            for (Method m : required(type)) {
                assertTrue(named.contains(m.getName()), "docs/plugins.md: the methods a " + type.getSimpleName()
                        + " must implement should name " + m.getName() + "(): " + text);
            }
        });
        // The move to packages by theory: not only imports.
        String move = paragraph(guide, "- Packages by theory");
        assertTrue(move.contains("fully-qualified") && move.contains("`Analyses.of`"), move);
    }

    private static CommandLine tree() {
        Console console = new Console(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        return new Cli(console, new Catalogs(Map.of(), PluginGuideFactsTest.class.getClassLoader()),
                new Warnings(Map.of())).commandLine();
    }

    @Test
    void theCommandsSaidToLoadPluginsAreThoseThatDo() throws IOException {
        Set<String> load = new TreeSet<>();
        Set<String> builtInOnly = new TreeSet<>();
        tree().getSubcommands().forEach((name, command) -> {
            if (!name.equals("help")) {
                (command.getCommandSpec().findOption("--plugins") != null ? load : builtInOnly).add(name);
            }
        });
        String guide = guide();
        assertEquals(load, code(paragraph(guide, "The commands that take a game,").split("load plugins")[0]));
        assertEquals(builtInOnly, code(paragraph(guide, "The commands that take a game,")
                .split("wins over `GRUNDY_PLUGINS`. ")[1].split(" use the built-in games only")[0]));
        assertEquals(load, code(paragraph(guide, "The environment variable `GRUNDY_PLUGINS` does the same")
                .split("\\(")[1].split("\\)")[0]).stream().filter(c -> !c.contains(" ")).collect(
                        java.util.stream.Collectors.toCollection(TreeSet::new)));
        // And they read it: a directory that does not exist stops solve, not judge, gen or survey.
        Map<String, String> env = Map.of(Catalogs.ENV, "no-such-dir");
        assertEquals(new CliCase.Outcome("", "grundy: GRUNDY_PLUGINS=no-such-dir: no such directory\n", 2),
                Jvm.run(List.of("solve", "nim", "1"), env, new byte[0]));
        for (List<String> args : List.of(List.of("judge", "acwing-891"), List.of("--plugins", "no-such-dir", "judge",
                "acwing-891"), List.of("gen", "acwing-891", "--cases=1", "--seed=1"), List.of("survey", "0.1",
                "--reach=10"))) {
            CliCase.Outcome run = Jvm.run(args, env, "1\n3\n".getBytes(StandardCharsets.US_ASCII));
            assertEquals(0, run.exit(), args + ": " + run.stderr());
            assertEquals("", run.stderr(), args.toString());
        }
    }

    /** Section 7: on the class path, a jar without a services file, or a file that is not a jar, is silent. */
    @Test
    void onTheClassPathOnlyProvidersAreWarnedAbout(@TempDir Path dir) throws IOException {
        Path forgot = PluginJars.build(dir.resolve("forgot.jar"),
                Map.of("org.example.Forgot", PluginJars.variant("Forgot", "forgot", "")), null);
        Path text = Files.writeString(dir.resolve("text.jar"), "not a jar");
        try (URLClassLoader classPath = new URLClassLoader(new URL[] {forgot.toUri().toURL(), text.toUri().toURL()},
                Variant.class.getClassLoader());
             VariantCatalog catalog = BuiltInVariants.catalog(classPath)) {
            assertEquals(List.of(), catalog.problems());
        }
        String table = paragraph(guide(), "| problem | warning | on the class path |");
        assertTrue(table.contains("| a jar without `META-INF/services/io.github.grundy.core.spi.Variant` |")
                && table.contains("| not a jar at all |"), table);
        for (String row : table.split("\n")) {
            if (row.startsWith("| a jar without") || row.startsWith("| not a jar")) {
                assertTrue(row.endsWith("| silent |"), row);
            }
        }
    }
}
