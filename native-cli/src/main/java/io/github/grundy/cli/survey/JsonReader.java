package io.github.grundy.cli.survey;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one JSON value from a line of text, as the survey's parts hold them: objects (as maps in
 * the order written), arrays (lists), strings, whole numbers ({@code Long}), other numbers
 * ({@code Double}), {@code true}, {@code false} and {@code null}. A small reader of its own keeps
 * the native image free of a JSON library and its reflection.
 */
public final class JsonReader {

    private final String text;
    private int at;

    private JsonReader(String text) {
        this.text = text;
    }

    /**
     * The value that is the whole of {@code text} (blanks around it allowed).
     *
     * @throws IllegalArgumentException saying what is wrong and at which character (1-based)
     */
    static Object read(String text) {
        JsonReader r = new JsonReader(text);
        Object v = r.value();
        r.blanks();
        if (r.at != text.length()) {
            throw r.error("text after the value");
        }
        return v;
    }

    private Object value() {
        blanks();
        if (at >= text.length()) {
            throw error("the text ends where a value should be");
        }
        char c = text.charAt(at);
        return switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string();
            case 't' -> word("true", Boolean.TRUE);
            case 'f' -> word("false", Boolean.FALSE);
            case 'n' -> word("null", null);
            default -> number();
        };
    }

    private Map<String, Object> object() {
        Map<String, Object> m = new LinkedHashMap<>();
        at++;
        blanks();
        if (peek() == '}') {
            at++;
            return m;
        }
        while (true) {
            blanks();
            if (peek() != '"') {
                throw error("a name in quotes expected");
            }
            String name = string();
            blanks();
            expect(':');
            if (m.containsKey(name)) {
                throw error("the name \"" + name + "\" twice");
            }
            m.put(name, value());
            blanks();
            if (peek() == ',') {
                at++;
            } else {
                expect('}');
                return m;
            }
        }
    }

    private List<Object> array() {
        List<Object> list = new ArrayList<>();
        at++;
        blanks();
        if (peek() == ']') {
            at++;
            return list;
        }
        while (true) {
            list.add(value());
            blanks();
            if (peek() == ',') {
                at++;
            } else {
                expect(']');
                return list;
            }
        }
    }

    private String string() {
        StringBuilder s = new StringBuilder();
        at++;
        while (true) {
            if (at >= text.length()) {
                throw error("a string without its closing quote");
            }
            char c = text.charAt(at++);
            if (c == '"') {
                return s.toString();
            }
            if (c < 0x20) {
                throw error("a control character in a string");
            }
            if (c != '\\') {
                s.append(c);
                continue;
            }
            char e = at < text.length() ? text.charAt(at++) : '?';
            switch (e) {
                case '"', '\\', '/' -> s.append(e);
                case 'b' -> s.append('\b');
                case 'f' -> s.append('\f');
                case 'n' -> s.append('\n');
                case 'r' -> s.append('\r');
                case 't' -> s.append('\t');
                case 'u' -> {
                    if (at + 4 > text.length()) {
                        throw error("a \\u escape without four hexadecimal digits");
                    }
                    try {
                        s.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    } catch (NumberFormatException x) {
                        throw error("a \\u escape without four hexadecimal digits");
                    }
                    at += 4;
                }
                default -> throw error("an unknown escape \\" + e);
            }
        }
    }

    private Object word(String word, Object value) {
        if (!text.startsWith(word, at)) {
            throw error("an unknown word");
        }
        at += word.length();
        return value;
    }

    private Object number() {
        int start = at;
        if (peek() == '-') {
            at++;
        }
        boolean whole = true;
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c >= '0' && c <= '9') {
                at++;
            } else if (c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
                whole = false;
                at++;
            } else {
                break;
            }
        }
        String n = text.substring(start, at);
        try {
            return whole ? (Object) Long.parseLong(n) : (Object) Double.parseDouble(n);
        } catch (NumberFormatException e) {
            at = start;
            throw error(n.isEmpty() ? "a value expected" : "not a number: " + n);
        }
    }

    private void blanks() {
        while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
    }

    private char peek() {
        return at < text.length() ? text.charAt(at) : '\0';
    }

    private void expect(char c) {
        if (peek() != c) {
            throw error("'" + c + "' expected");
        }
        at++;
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException(what + " at character " + (at + 1));
    }
}
