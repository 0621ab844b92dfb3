package io.github.grundy.cli.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The survey's reader: values as before, and what is wrong said in grundy's words and where. */
class JsonReaderTest {

    @Test
    void readsValuesAsBefore() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("b", 1L);
        m.put("a", Arrays.asList(1.5, -2L, 300.0, true, false, null, Map.of(), "\u00e9\n"));
        assertEquals(m, JsonReader.read(" {\"b\":1, \"a\":[1.5, -2, 3e2, true, false, null, {}, \"\\u00e9\\n\"]} "));
        assertEquals("x/y", JsonReader.read("\"x\\/y\""));
    }

    private static void refused(String text, String message) {
        assertEquals(message, assertThrows(IllegalArgumentException.class, () -> JsonReader.read(text)).getMessage(),
                text);
    }

    @Test
    void saysWhatIsWrongAndWhere() {
        refused("", "the text ends where a value should be at character 1");
        refused("   ", "the text ends where a value should be at character 4");
        refused("{\"a\":1} x", "text after the value at character 9");
        refused("{\"a\":1}}", "text after the value at character 8");
        refused("{\"a\":1,\"a\":2}", "the name \"a\" twice at character 8");
        refused("{a:1}", "a name in quotes expected at character 2");
        refused("[1,,2]", "a value expected at character 4");
        refused("[1 2]", "',' or ']' expected at character 4");
        refused("{\"a\" 1}", "':' expected at character 6");
        refused("\"abc", "a string without its closing quote at character 5");
        refused("[1,2", "the text ends inside the value at character 5");
        refused("{\"code\":\"0.07\",", "the text ends inside the value at character 16");
        refused("\"a\nb\"", "a control character in a string at character 3");
        refused("tru", "an unknown word at character 1");
        refused("99999999999999999999", "a whole number out of range at character 21");
    }
}
