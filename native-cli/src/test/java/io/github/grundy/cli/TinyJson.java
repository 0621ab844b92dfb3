package io.github.grundy.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict reader of the JSON grundy writes, for tests: objects (maps in the order written),
 * arrays, strings, whole numbers ({@code Long}, those from 2^63 to 2^64-1 as the long of their bits), {@code true}, {@code false} and {@code null}.
 * Its own, so that a test of the output does not share a reader with the code under test.
 */
final class TinyJson {

    private final String text;
    private int at;

    private TinyJson(String text) {
        this.text = text;
    }

    /** The one value that is {@code text}, or an {@link IllegalArgumentException} saying where it is not JSON. */
    static Object parse(String text) {
        TinyJson r = new TinyJson(text);
        Object v = r.value();
        if (r.at != text.length()) {
            throw r.error("text after the value");
        }
        return v;
    }

    private Object value() {
        if (at >= text.length()) {
            throw error("the end of the text");
        }
        char c = text.charAt(at);
        if (c == '{') {
            Map<String, Object> object = new LinkedHashMap<>();
            at++;
            while (!next('}')) {
                if (!object.isEmpty()) {
                    expect(',');
                }
                String key = string();
                expect(':');
                if (object.put(key, value()) != null) {
                    throw error("a second \"" + key + "\"");
                }
            }
            return object;
        } else if (c == '[') {
            List<Object> array = new ArrayList<>();
            at++;
            while (!next(']')) {
                if (!array.isEmpty()) {
                    expect(',');
                }
                array.add(value());
            }
            return array;
        } else if (c == '"') {
            return string();
        } else if (c == '-' || Character.isDigit(c)) {
            int start = at++;
            while (at < text.length() && Character.isDigit(text.charAt(at))) {
                at++;
            }
            // Whole numbers to 2^64-1 (a 64-bit word's bound): past 2^63-1, the long of the same bits.
            String digits = text.substring(start, at);
            return digits.startsWith("-") ? Long.parseLong(digits) : Long.parseUnsignedLong(digits);
        }
        for (String word : List.of("true", "false", "null")) {
            if (text.startsWith(word, at)) {
                at += word.length();
                return word.equals("null") ? null : Boolean.valueOf(word);
            }
        }
        throw error("'" + c + "'");
    }

    private String string() {
        expect('"');
        StringBuilder s = new StringBuilder();
        for (char c = text.charAt(at++); c != '"'; c = text.charAt(at++)) {
            if (c < 0x20) {
                throw error("a control character in a string");
            }
            if (c == '\\') {
                char e = text.charAt(at++);
                switch (e) {
                    case '"', '\\', '/' -> s.append(e);
                    case 'n' -> s.append('\n');
                    case 't' -> s.append('\t');
                    case 'u' -> {
                        s.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        at += 4;
                    }
                    default -> throw error("the escape \\" + e);
                }
            } else {
                s.append(c);
            }
        }
        return s.toString();
    }

    private boolean next(char c) {
        if (at < text.length() && text.charAt(at) == c) {
            at++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!next(c)) {
            throw error("not '" + c + "'");
        }
    }

    private IllegalArgumentException error(String found) {
        return new IllegalArgumentException("not JSON at character " + (at + 1) + ": " + found);
    }
}
