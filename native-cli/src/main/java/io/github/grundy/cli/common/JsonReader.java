package io.github.grundy.cli.common;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads one JSON value from a line of text (a survey's part, a request to {@code serve}): objects (as maps in
 * the order written), arrays (lists), strings, whole numbers ({@code Long}), other numbers
 * ({@code Double}), {@code true}, {@code false} and {@code null}. jackson-core's parser reads the
 * tokens; what is wrong is said in grundy's words where the old reader had some, with the
 * character (1-based) where the parser stopped.
 */
public final class JsonReader {

    private final JsonParser parser;

    private JsonReader(JsonParser parser) {
        this.parser = parser;
    }

    /**
     * The value that is the whole of {@code text} (blanks around it allowed).
     *
     * @throws IllegalArgumentException saying what is wrong and at which character (1-based)
     */
    public static Object read(String text) {
        try (JsonParser p = Json.factory().createParser(text)) {
            JsonReader r = new JsonReader(p);
            if (p.nextToken() == null) {
                throw new IllegalArgumentException("the text ends where a value should be at character "
                        + (text.length() + 1));
            }
            Object v = r.value();
            try {
                if (p.nextToken() != null) {
                    throw r.error("text after the value");
                }
            } catch (JsonProcessingException e) {
                // The parser reads on past a value: whatever it stumbles on there is extra text.
                throw error("text after the value", e);
            }
            return v;
        } catch (JsonEOFException e) {
            throw error(e.getTokenBeingDecoded() == JsonToken.VALUE_STRING ? "a string without its closing quote"
                    : "the text ends inside the value", e);
        } catch (InputCoercionException e) {
            throw error("a whole number out of range", e);
        } catch (StreamConstraintsException e) {
            throw error(limit(e.getOriginalMessage()), e);
        } catch (JsonProcessingException e) {
            throw error(words(e.getOriginalMessage()), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a String does not fail to read
        }
    }

    /** The value whose first token is the current one. */
    private Object value() throws IOException {
        return switch (parser.currentToken()) {
            case START_OBJECT -> object();
            case START_ARRAY -> array();
            case VALUE_STRING -> parser.getText();
            case VALUE_NUMBER_INT -> parser.getLongValue();
            case VALUE_NUMBER_FLOAT -> parser.getDoubleValue();
            case VALUE_TRUE -> Boolean.TRUE;
            case VALUE_FALSE -> Boolean.FALSE;
            case VALUE_NULL -> null;
            default -> throw error("a value expected");
        };
    }

    private Map<String, Object> object() throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            if (m.containsKey(name)) {
                throw error("the name \"" + name + "\" twice");
            }
            parser.nextToken();
            m.put(name, value());
        }
        return m;
    }

    private List<Object> array() throws IOException {
        List<Object> list = new ArrayList<>();
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            list.add(value());
        }
        return list;
    }

    private IllegalArgumentException error(String what) {
        return error(what, parser.currentTokenLocation().getCharOffset());
    }

    private static IllegalArgumentException error(String what, JsonProcessingException e) {
        return error(what, e.getLocation() == null ? -1 : e.getLocation().getCharOffset());
    }

    /** {@code at}, the parser's 0-based offset of the token or character at fault, said 1-based. */
    private static IllegalArgumentException error(String what, long at) {
        return new IllegalArgumentException(what + (at < 0 ? "" : " at character " + (at + 1)));
    }

    /**
     * What the parser found wrong, in the words the hand-written reader used for the same faults
     * (users and scripts have seen them); anything else in the parser's own first line.
     */
    private static String words(String message) {
        String m = message == null ? "not JSON" : message;
        for (String[] w : WORDS) {
            if (m.contains(w[0])) {
                return w[1];
            }
        }
        int end = m.indexOf('\n');
        return end < 0 ? m : m.substring(0, end);
    }

    /** The largest allowed in one of the parser's limits: {@code ... the maximum allowed (1000, from ...)}. */
    private static final Pattern MAXIMUM = Pattern.compile("maximum allowed \\((\\d+)");

    /**
     * A limit of the parser's passed (arrays and objects nested 1000 deep, a number of 1000 digits,
     * a string of 20,000,000 characters), in words: its own message names the Java method that sets
     * the limit, which tells a user nothing.
     */
    private static String limit(String message) {
        String m = message == null ? "" : message;
        Matcher max = MAXIMUM.matcher(m);
        String most = max.find() ? max.group(1) : "?";
        if (m.startsWith("Document nesting depth")) {
            return "arrays and objects nested more than " + most + " deep";
        }
        if (m.startsWith("Number value length")) {
            return "a number of more than " + most + " characters";
        }
        if (m.startsWith("String value length")) {
            return "a string of more than " + most + " characters";
        }
        if (m.startsWith("Name length")) {
            return "a name of more than " + most + " characters";
        }
        return "a value larger than JSON is read here";
    }

    /** A fragment of jackson-core's message, and grundy's words for it. */
    private static final String[][] WORDS = {
        {"Unexpected end-of-input", "the text ends inside the value"},
        {"double-quote to start field name", "a name in quotes expected"},
        {"expected a valid value", "a value expected"},
        {"expected a value", "a value expected"},
        {"comma to separate Array entries", "',' or ']' expected"},
        {"comma to separate Object entries", "',' or '}' expected"},
        {"colon to separate field name and value", "':' expected"},
        {"Unrecognized token", "an unknown word"},
        {"Unrecognized character escape", "an unknown escape"},
        {"hex-digit for character escape", "a \\u escape without four hexadecimal digits"},
        {"CTRL-CHAR", "a control character in a string"},
        {"Leading zeroes not allowed", "a number with a leading zero"},
    };
}
