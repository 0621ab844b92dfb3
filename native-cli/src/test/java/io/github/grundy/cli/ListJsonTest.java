package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.cli.formats.JudgeFormat;
import io.github.grundy.cli.formats.JudgeFormats;
import io.github.grundy.cli.formats.StatedLimit;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code grundy list --json} read back as JSON: every installed variant with every parameter, and
 * every judge format, as the catalogue and the formats in the code hold them; a plugin's with its
 * jar. (The whole document, byte for byte, is the case list-json.case.)
 */
class ListJsonTest {

    private static final byte[] NO_INPUT = new byte[0];

    @SuppressWarnings("unchecked")
    private static Map<String, Object> document(CliCase.Outcome o) {
        assertEquals(0, o.exit(), o.stderr());
        // One line, as every --json of grundy: a script can read it with one readline.
        assertTrue(o.stdout().endsWith("\n") && o.stdout().indexOf('\n') == o.stdout().length() - 1, o.stdout());
        return (Map<String, Object>) TinyJson.parse(o.stdout().substring(0, o.stdout().length() - 1));
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> objects(Object array) {
        return (List<Map<String, Object>>) array;
    }

    @Test
    void everyVariantWithItsParametersAndEveryFormatAppear() {
        Map<String, Object> doc = document(Jvm.run(List.of("list", "--json"), NO_INPUT));
        assertEquals(List.of("variants", "formats"), new ArrayList<>(doc.keySet()));

        List<VariantCatalog.Entry> installed =
                new Catalogs(Map.of(), ListJsonTest.class.getClassLoader()).load(new Catalogs.Sources(null, null)).entries();
        List<Map<String, Object>> variants = objects(doc.get("variants"));
        assertEquals(installed.size(), variants.size());
        for (int i = 0; i < installed.size(); i++) {
            assertVariant(installed.get(i), variants.get(i));
        }

        List<Map<String, Object>> formats = objects(doc.get("formats"));
        assertEquals(JudgeFormats.all().size(), formats.size());
        for (int i = 0; i < formats.size(); i++) {
            JudgeFormat f = JudgeFormats.all().get(i);
            Map<String, Object> json = formats.get(i);
            assertEquals(List.of("id", "summary", "limits", "bounds"), new ArrayList<>(json.keySet()), f.id());
            assertEquals(f.id(), json.get("id"));
            assertEquals(f.summary(), json.get("summary"), f.id());
            assertEquals(f.statedLimits(), json.get("limits"), f.id());
            List<Map<String, Object>> bounds = objects(json.get("bounds"));
            assertEquals(f.limits().size(), bounds.size(), f.id());
            for (int j = 0; j < bounds.size(); j++) {
                StatedLimit b = f.limits().get(j);
                assertEquals(List.of("name", "min", "max"), new ArrayList<>(bounds.get(j).keySet()), f.id());
                assertEquals(b.name(), bounds.get(j).get("name"), f.id());
                assertEquals(b.min(), bounds.get(j).get("min"), f.id());
                assertEquals(b.bounded() ? b.max() : null, bounds.get(j).get("max"), f.id());
            }
        }
    }

    /**
     * A format's limits in numbers and in words say the same: each stated upper bound is in the
     * words (as 100000 or 10^5), and so is the name it bounds. (The numbers are what
     * judge --validate and gen use; the words are what docs and messages quote.)
     */
    @Test
    void theBoundsAreTheWordsInNumbers() {
        for (JudgeFormat f : JudgeFormats.all()) {
            String words = f.statedLimits();
            for (StatedLimit b : f.limits()) {
                if (b.word()) {
                    assertTrue(words.contains(b.name()) && words.contains("< 2^64"), f.id() + ": " + b + " is not in '" + words + "'");
                } else if (b.bounded()) {
                    String plain = Long.toString(b.max());
                    String power = plain.matches("10*") ? "10^" + (plain.length() - 1) : plain;
                    assertTrue(words.matches(".*<= (" + Pattern.quote(plain) + "|" + Pattern.quote(power) + ")\\b.*"),
                            f.id() + ": " + b + " is not in '" + words + "'");
                    assertTrue(words.matches(".*\\b" + Pattern.quote(b.name()) + "\\b.*"),
                            f.id() + ": " + b.name() + " is not in '" + words + "'");
                }
            }
        }
    }

    private static void assertVariant(VariantCatalog.Entry e, Map<String, Object> json) {
        String id = e.variant().id();
        assertEquals(List.of("id", "title", "summary", "plugin", "rule-file", "parameters"), new ArrayList<>(json.keySet()), id);
        assertEquals(id, json.get("id"));
        assertEquals(e.variant().title(), json.get("title"), id);
        assertEquals(e.variant().summary(), json.get("summary"), id);
        assertEquals(e.origin() == VariantCatalog.Origin.PLUGIN ? e.source() : null, json.get("plugin"), id);
        assertEquals(e.origin() == VariantCatalog.Origin.RULE_FILE ? e.source() : null, json.get("rule-file"), id);
        List<Map<String, Object>> parameters = objects(json.get("parameters"));
        List<Parameter<?>> declared = e.variant().parameters();
        assertEquals(declared.size(), parameters.size(), id);
        for (int i = 0; i < declared.size(); i++) {
            Parameter<?> p = declared.get(i);
            Map<String, Object> q = parameters.get(i);
            String where = id + " --" + p.name();
            assertEquals(List.of("name", "description", "type", "values", "required", "default", "min", "max"),
                    new ArrayList<>(q.keySet()), where);
            assertEquals(p.name(), q.get("name"), where);
            assertEquals(p.description(), q.get("description"), where);
            assertEquals(p.type().describe(), q.get("values"), where);
            assertEquals(p.isRequired(), q.get("required"), where);
            assertEquals(p.defaultValue(), q.get("default"), where);
            if (p.type() instanceof ParameterType.IntegerType t) {
                assertBounds(t.min(), t.max(), "integer", q, where);
            } else if (p.type() instanceof ParameterType.IntegerSetType t) {
                assertBounds(t.min(), t.max(), "integer-set", q, where);
            } else {
                assertEquals(p.type() instanceof ParameterType.FileType<?> ? "file" : "text", q.get("type"), where);
                assertEquals(null, q.get("min"), where);
                assertEquals(null, q.get("max"), where);
            }
        }
    }

    private static void assertBounds(long min, long max, String type, Map<String, Object> q, String where) {
        assertEquals(type, q.get("type"), where);
        assertEquals(min, q.get("min"), where);
        assertEquals(max == Long.MAX_VALUE ? null : max, q.get("max"), where);
    }

    @Test
    void theTypesOfTheBuiltInGamesAreTold() {
        Map<String, Object> doc = document(Jvm.run(List.of("list", "--json"), NO_INPUT));
        StringBuilder types = new StringBuilder();
        for (Map<String, Object> v : objects(doc.get("variants"))) {
            for (Map<String, Object> p : objects(v.get("parameters"))) {
                types.append(v.get("id")).append(" --").append(p.get("name")).append(' ').append(p.get("type"))
                        .append(' ').append(p.get("min")).append("..").append(p.get("max")).append('\n');
            }
        }
        // Each type the SPI tells apart is here: bounded and unbounded integers, a set, a file, a code.
        assertTrue(types.toString().startsWith("""
                bash --max integer 1..null
                subtraction --set integer-set 1..1000000
                """), types.toString());
        assertTrue(types.toString().contains("graph --graph file null..null\n"), types.toString());
        assertTrue(types.toString().contains("octal --code text null..null\n"), types.toString());
    }

    @Test
    void aPluginsVariantNamesItsJar(@TempDir Path dir) throws IOException {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        PluginJars.build(plugins.resolve("squares.jar"), Map.of("org.example.Squares", PluginJars.SQUARES),
                List.of("org.example.Squares"));
        Map<String, Object> doc = document(Jvm.run(List.of("list", "--json", "--plugins", plugins.toString()),
                NO_INPUT));
        List<Map<String, Object>> variants = objects(doc.get("variants"));
        Map<String, Object> squares = variants.get(variants.size() - 1);
        assertEquals("squares", squares.get("id"));
        assertEquals("squares.jar", squares.get("plugin"));
        assertEquals(List.of(Map.of("name", "max-table", "description",
                "the largest heap whose Grundy value is tabled (4 bytes per heap)", "type", "integer", "values",
                "integer in 1..500000000", "required", false, "default", 1_000_000L, "min", 1L, "max", 500_000_000L)),
                squares.get("parameters"));
        assertTrue(variants.stream().filter(v -> !v.get("id").equals("squares")).allMatch(v -> v.get("plugin") == null));
    }

    @Test
    void theReaderOfTheseTestsIsStrict() {
        for (String bad : List.of("{\"a\":1,}", "[1 ,2]", "{\"a\":1,\"a\":2}", "\"\\x\"", "[1]x", "{a:1}")) {
            assertTrue(assertThrowsIllegal(bad), bad);
        }
        assertEquals(Map.of("a", List.of(-1L, true, "\u00e9")), TinyJson.parse("{\"a\":[-1,true,\"\\u00e9\"]}"));
    }

    private static boolean assertThrowsIllegal(String text) {
        try {
            TinyJson.parse(text);
            return false;
        } catch (IllegalArgumentException e) {
            return true;
        }
    }
}
