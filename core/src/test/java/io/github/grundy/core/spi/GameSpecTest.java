package io.github.grundy.core.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class GameSpecTest {

    @Test
    void bothSpellingsParseAndPrint() {
        GameSpec bash = new GameSpec("bash", Map.of("max", "3"));
        assertEquals("bash --max=3", bash.print());
        assertEquals("bash:max=3", bash.printCompact());
        assertEquals(bash, GameSpec.parse("bash --max=3"));
        assertEquals(bash, GameSpec.parse("  bash   --max 3 "));
        assertEquals(bash, GameSpec.parse("bash:max=3"));
        assertEquals(GameSpec.of("nim"), GameSpec.parse("nim"));
        assertEquals("nim", GameSpec.of("nim").printCompact());
        GameSpec set = GameSpec.parse("subtraction:set=2,5");
        assertEquals(Map.of("set", "2,5"), set.parameters());
        assertEquals("subtraction --set=2,5", set.print());
    }

    @Test
    void valuesWithSpacesQuotesAndColonsAreQuoted() {
        GameSpec graph = new GameSpec("graph", Map.of("graph", "C:\\my games/a \"b\".txt"));
        assertEquals("graph --graph=\"C:\\\\my games/a \\\"b\\\".txt\"", graph.print());
        assertEquals(graph, GameSpec.parse(graph.print()));
        assertEquals(graph, GameSpec.parse(graph.printCompact()));
        assertEquals(new GameSpec("x", Map.of("e", "")), GameSpec.parse("x --e=\"\""));
    }

    /** parse(print(s)) == s and parse(printCompact(s)) == s, on random specs. */
    @Test
    void randomSpecsRoundTrip() {
        Random random = new Random(12);
        String alphabet = "ab-1 :\"\\,=.x";
        for (int round = 0; round < 3000; round++) {
            Map<String, String> parameters = new LinkedHashMap<>();
            for (int k = random.nextInt(4); k > 0; k--) {
                StringBuilder value = new StringBuilder();
                for (int n = random.nextInt(6); n > 0; n--) {
                    value.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
                parameters.put("p" + random.nextInt(5), value.toString());
            }
            GameSpec spec = new GameSpec("game-" + random.nextInt(3), parameters);
            assertEquals(spec, GameSpec.parse(spec.print()), spec.print());
            assertEquals(spec, GameSpec.parse(spec.printCompact()), spec.printCompact());
        }
    }

    @Test
    void wordsKeepTheHeapsInOrder() {
        GameSpec.Words w = GameSpec.parseWords(List.of("bash", "10", "--max=3", "7", "--other", "x", "-", "--"));
        assertEquals(new GameSpec("bash", Map.of("max", "3", "other", "x")), w.spec());
        assertEquals(List.of("10", "7", "-", "--"), w.rest());
    }

    @Test
    void componentsOfASum() {
        GameSpec.Component c = GameSpec.parseComponent("bash:max=3:10");
        assertEquals(new GameSpec("bash", Map.of("max", "3")), c.game());
        assertEquals("10", c.heap());
        assertEquals(new GameSpec.Component(GameSpec.of("nim"), "4"), GameSpec.parseComponent("nim:4"));
        GameSpec.Component quoted = GameSpec.parseComponent("graph:graph=\"c:/g.txt\":3");
        assertEquals("c:/g.txt", quoted.game().parameters().get("graph"));
        assertEquals("3", quoted.heap());
    }

    @Test
    void badSpecsSayWhy() {
        assertEquals("bash: --max needs a value",
                assertThrows(IllegalArgumentException.class, () -> GameSpec.parse("bash --max")).getMessage());
        assertEquals("bash: --max given twice",
                assertThrows(IllegalArgumentException.class, () -> GameSpec.parse("bash --max=1 --max=2")).getMessage());
        assertEquals("bash: expected NAME=VALUE, found 'max' in 'bash:max'",
                assertThrows(IllegalArgumentException.class, () -> GameSpec.parse("bash:max")).getMessage());
        assertEquals("bash: max given twice in 'bash:max=1:max=2'",
                assertThrows(IllegalArgumentException.class, () -> GameSpec.parse("bash:max=1:max=2")).getMessage());
        assertEquals("bash: expected --NAME=VALUE, found '3'",
                assertThrows(IllegalArgumentException.class, () -> GameSpec.parse("bash 3")).getMessage());
        assertEquals("a quote is not closed in '--graph=\"a'",
                assertThrows(IllegalArgumentException.class, () -> GameSpec.parse("graph --graph=\"a")).getMessage());
        assertEquals("expected VARIANT[:NAME=VALUE]...:HEAP, e.g. bash:max=3:10",
                assertThrows(IllegalArgumentException.class, () -> GameSpec.parseComponent("bash")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> GameSpec.parseComponent(":3"));
        assertThrows(IllegalArgumentException.class, () -> GameSpec.of(""));
    }

    @Test
    void theSpecOfACreatedGameHasTheValuesThatDifferFromTheDefaults() {
        Variant v = new Variant() {
            @Override
            public String id() {
                return "take";
            }

            @Override
            public String title() {
                return "Take";
            }

            @Override
            public String summary() {
                return "take";
            }

            @Override
            public List<Parameter<?>> parameters() {
                return List.of(Parameter.required("set", "sizes", ParameterType.integerSet(1, 100)),
                        Parameter.optional("max-table", "table", ParameterType.integer(1, 1000), 100L));
            }

            @Override
            public io.github.grundy.core.game.Game create(Arguments arguments) {
                throw new UnsupportedOperationException();
            }

            @Override
            public int spiVersion() {
                return SPI_VERSION;
            }
        };
        assertEquals("take --set=2,5", GameSpec.describe(v, Arguments.parse(v, Map.of("set", "5,2"))).print());
        assertEquals("take:set=2:max-table=7",
                GameSpec.describe(v, Arguments.parse(v, Map.of("set", "2", "max-table", "7"))).printCompact());
    }
}
