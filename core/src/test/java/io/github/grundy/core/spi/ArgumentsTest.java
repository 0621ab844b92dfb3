package io.github.grundy.core.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.game.LimitExceededException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ArgumentsTest {

    static final Parameter<Long> MAX = Parameter.required("max", "the most tokens a move takes",
            ParameterType.integer(1, Long.MAX_VALUE));
    static final Parameter<Long> MIN = Parameter.optional("min", "the fewest tokens a move takes",
            ParameterType.integer(0, 100), 1L);

    /** A variant with the given parameters; creating a game is not what is tested here. */
    private static Variant variant(String id, List<Parameter<?>> parameters) {
        return new Variant() {
            @Override
            public String id() {
                return id;
            }

            @Override
            public String title() {
                return id;
            }

            @Override
            public String summary() {
                return id;
            }

            @Override
            public int spiVersion() {
                return SPI_VERSION;
            }

            @Override
            public List<Parameter<?>> parameters() {
                return parameters;
            }

            @Override
            public Game create(Arguments arguments) {
                throw new UnsupportedOperationException();
            }
        };
    }

    private static final Variant BASH = variant("bash", List.of(MAX, MIN));

    private static String failure(Variant v, Map<String, String> given) {
        return assertThrows(IllegalArgumentException.class, () -> Arguments.parse(v, given)).getMessage();
    }

    @Test
    void aParameterBeyondItsTypesLimitStaysALimit() {
        Parameter<Long> table = Parameter.required("table", "a table the value is read from",
                ParameterType.of("a table size", text -> {
                    throw new LimitExceededException("a table of " + text + " entries is beyond what this game keeps");
                }));
        LimitExceededException e = assertThrows(LimitExceededException.class,
                () -> Arguments.parse(variant("tables", List.of(table)), Map.of("table", "1099511627776")));
        assertEquals("tables: --table: a table of 1099511627776 entries is beyond what this game keeps", e.getMessage());
    }

    @Test
    void givenValuesAndDefaults() {
        Arguments a = Arguments.parse(BASH, Map.of("max", "3"));
        assertEquals(3L, a.get(MAX));
        assertEquals(1L, a.get(MIN), "default applied");
        Arguments b = Arguments.parse(BASH, Map.of("max", "12", "min", "0"));
        assertEquals(12L, b.get(MAX));
        assertEquals(0L, b.get(MIN));
        assertEquals(Long.MAX_VALUE, Arguments.parse(BASH, Map.of("max", "9223372036854775807")).get(MAX));
    }

    @Test
    void valuesInTheVariantsOrder() {
        Map<String, String> given = new LinkedHashMap<>();
        given.put("min", "2");
        given.put("max", "5");
        Arguments a = Arguments.parse(BASH, given);
        assertEquals(List.of("max", "min"), List.copyOf(a.asMap().keySet()));
        assertEquals("max=5 min=2", a.toString());
        assertThrows(UnsupportedOperationException.class, () -> a.asMap().put("max", 1L));
    }

    @Test
    void unknownParameter() {
        assertEquals("bash: unknown parameter 'maxx' (it takes --max, --min)", failure(BASH, Map.of("maxx", "3")));
        assertEquals("nim: unknown parameter 'max' (it takes none)",
                failure(variant("nim", List.of()), Map.of("max", "3")));
    }

    @Test
    void missingRequiredParameter() {
        assertEquals("bash: parameter --max is required (the most tokens a move takes, integer >= 1)",
                failure(BASH, Map.of()));
        assertEquals("bash: parameter --max is required (the most tokens a move takes, integer >= 1)",
                failure(BASH, Map.of("min", "2")));
    }

    @Test
    void badValues() {
        assertEquals("bash: --max: expected an integer >= 1, found 'x'", failure(BASH, Map.of("max", "x")));
        assertEquals("bash: --max: expected an integer >= 1, found ''", failure(BASH, Map.of("max", "")));
        assertEquals("bash: --max: expected an integer >= 1, found '99999999999999999999'",
                failure(BASH, Map.of("max", "99999999999999999999")));
        assertEquals("bash: --max: expected an integer >= 1, found 0", failure(BASH, Map.of("max", "0")));
        assertEquals("bash: --min: expected an integer in 0..100, found 101",
                failure(BASH, Map.of("max", "3", "min", "101")));
        assertEquals("bash: --min: expected an integer in 0..100, found -1",
                failure(BASH, Map.of("max", "3", "min", "-1")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Arguments.parse(BASH, Map.of("max", "2.5")));
        assertTrue(e.getCause() instanceof IllegalArgumentException, "keeps the type's error as cause");
    }

    @Test
    void getOfAForeignParameter() {
        Arguments a = Arguments.parse(BASH, Map.of("max", "3"));
        Parameter<Long> other = Parameter.optional("depth", "how deep", ParameterType.integer(0, 9), 2L);
        assertEquals("not a parameter of this variant: depth",
                assertThrows(IllegalArgumentException.class, () -> a.get(other)).getMessage());
    }

    @Test
    void parameters() {
        assertTrue(MAX.isRequired());
        assertEquals(Optional.empty(), MAX.defaultValueIfAny());
        assertFalse(MIN.isRequired());
        assertEquals(Optional.of(1L), MIN.defaultValueIfAny());
        Parameter.required("max-tokens", "d", ParameterType.integer(0, 1));
        Parameter.required("a1-b2", "d", ParameterType.integer(0, 1));
        for (String bad : new String[] {"Max", "max--tokens", "-max", "max-", "1max", "", "max tokens", "max_tokens"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Parameter.required(bad, "d", ParameterType.integer(0, 1)), bad);
            assertEquals("parameter name must be lower-case words joined by '-': " + bad, e.getMessage());
        }
        assertThrows(NullPointerException.class, () -> Parameter.optional("max", "d", ParameterType.integer(0, 1), null));
        assertThrows(NullPointerException.class, () -> Parameter.required("max", null, ParameterType.integer(0, 1)));
    }

    @Test
    void integerType() {
        ParameterType<Long> t = ParameterType.integer(-5, 5);
        assertEquals("integer in -5..5", t.describe());
        assertEquals(-5L, t.parse("-5"));
        assertEquals(5L, t.parse("5"));
        // Numbers are written as heaps are: digits and an optional '-', no '+', no spaces.
        assertEquals("expected an integer in -5..5, found '+5'",
                assertThrows(IllegalArgumentException.class, () -> t.parse("+5")).getMessage());
        assertEquals("expected an integer in -5..5, found ' 5'",
                assertThrows(IllegalArgumentException.class, () -> t.parse(" 5")).getMessage());
        assertEquals("expected an integer in -5..5, found 6",
                assertThrows(IllegalArgumentException.class, () -> t.parse("6")).getMessage());
        assertEquals("integer >= 0", ParameterType.integer(0, Long.MAX_VALUE).describe());
        assertEquals("empty range 3..2",
                assertThrows(IllegalArgumentException.class, () -> ParameterType.integer(3, 2)).getMessage());
        assertEquals(7L, ParameterType.integer(7, 7).parse("7"));
    }

    @Test
    void integerSetTypeShowsItsBounds() {
        // A record, so that a reader of the catalogue (list --json) gets the bounds, not only words.
        ParameterType<List<Long>> t = ParameterType.integerSet(1, 100);
        assertEquals(new ParameterType.IntegerSetType(1, 100), t);
        assertEquals("comma-separated integers in 1..100", t.describe());
        assertEquals("comma-separated integers in >= 0", ParameterType.integerSet(0, Long.MAX_VALUE).describe());
        assertEquals(List.of(2L, 5L, 7L), t.parse("7,2, 5"));
        assertEquals("expected distinct integers, found 2 twice",
                assertThrows(IllegalArgumentException.class, () -> t.parse("2,2")).getMessage());
        assertEquals("expected an integer in 1..100, found 101",
                assertThrows(IllegalArgumentException.class, () -> t.parse("101")).getMessage());
        assertEquals("expected at least one integer, found nothing",
                assertThrows(IllegalArgumentException.class, () -> t.parse(" ")).getMessage());
        assertEquals("empty range 3..2",
                assertThrows(IllegalArgumentException.class, () -> ParameterType.integerSet(3, 2)).getMessage());
    }
}
