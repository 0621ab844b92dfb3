package io.github.grundy.core.spi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A game as users name it: a variant id and the parameter values given, as text. Two spellings,
 * both parsed and printed, and each round-trips ({@code parse(s.print()).equals(s)}):
 * <ul>
 *   <li>words, as on {@code grundy solve}: {@code bash --max=3} (also {@code --max 3});</li>
 *   <li>compact, one word, as a component of a sum: {@code bash:max=3}.</li>
 * </ul>
 * A value with a space, a quote, a backslash or a colon (a file name) is written in double quotes,
 * {@code "} and {@code \} escaped by a backslash: {@code graph --graph="my games/g.txt"}.
 * {@link #describe(Variant, Arguments)} makes the spec of a created game, so that what grundy
 * prints about a game can be pasted back. The values are checked by the variant
 * ({@link Arguments#parse}), not here.
 *
 * @param variant    the variant id, lower-case words joined by '-'
 * @param parameters parameter name to value text, in the order given
 * @since SPI version 2
 */
public record GameSpec(String variant, Map<String, String> parameters) {

    /**
     * Checks that the id and each name can be printed back, and keeps an unmodifiable copy of
     * {@code parameters} in their order.
     *
     * @param variant    the variant id, lower-case words joined by '-'
     * @param parameters parameter name to value text, in the order given
     * @throws IllegalArgumentException for an empty id, or an id or name that holds a space, a
     *                                  quote, a backslash or a colon, or starts with '-' (a name
     *                                  also must not hold '=')
     * @throws NullPointerException     if {@code variant} or a value is null
     */
    public GameSpec {
        Objects.requireNonNull(variant, "variant");
        // Ids and names are checked against the installed variants (which can list what exists),
        // not here; only what no spelling could print back is refused.
        if (variant.isEmpty() || !printable(variant)) {
            throw new IllegalArgumentException("expected a variant id, found '" + variant + "'");
        }
        Map<String, String> copy = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : parameters.entrySet()) {
            if (e.getKey().isEmpty() || !printable(e.getKey()) || e.getKey().contains("=")) {
                throw new IllegalArgumentException(variant + ": expected a parameter name, found '" + e.getKey() + "'");
            }
            copy.put(e.getKey(), Objects.requireNonNull(e.getValue(), "value"));
        }
        parameters = Collections.unmodifiableMap(copy);
    }

    /** No space, quote, backslash or colon: a word of either spelling as it is. */
    private static boolean printable(String word) {
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (Character.isWhitespace(c) || c == '"' || c == '\\' || c == ':') {
                return false;
            }
        }
        return !word.startsWith("-");
    }

    /**
     * A variant without parameters given.
     *
     * @param variant the variant id
     * @return the spec with no parameters
     * @throws IllegalArgumentException if the id cannot be printed back (see the constructor)
     */
    public static GameSpec of(String variant) {
        return new GameSpec(variant, Map.of());
    }

    /**
     * The spec of the game {@code variant} creates from {@code arguments}: every parameter whose
     * value differs from its default (a list as {@code 2,5}), in the variant's order.
     *
     * @param variant   the variant that created the game
     * @param arguments the values it was created with
     * @return the spec that creates the same game again
     */
    public static GameSpec describe(Variant variant, Arguments arguments) {
        Map<String, Object> defaults = new LinkedHashMap<>();
        for (Parameter<?> p : variant.parameters()) {
            defaults.put(p.name(), p.defaultValue());
        }
        Map<String, String> given = new LinkedHashMap<>();
        arguments.asMap().forEach((name, value) -> {
            if (!value.equals(defaults.get(name))) {
                given.put(name, text(value));
            }
        });
        return new GameSpec(variant.id(), given);
    }

    /** A parameter value as a spec writes it: a list as {@code 2,5}, anything else as its string. */
    static String text(Object value) {
        if (value instanceof List<?> list) {
            StringBuilder s = new StringBuilder();
            for (Object o : list) {
                s.append(s.length() == 0 ? "" : ",").append(o);
            }
            return s.toString();
        }
        return String.valueOf(value);
    }

    /**
     * Either spelling: words ({@code bash --max=3}) or compact ({@code bash:max=3}). A colon
     * before the first space makes it compact.
     *
     * @param text the spec, surrounding whitespace ignored
     * @return the spec; its values are not checked against the variant yet
     * @throws IllegalArgumentException saying what was expected and where
     */
    public static GameSpec parse(String text) {
        String t = text.strip();
        int colon = t.indexOf(':');
        int space = indexOfSpace(t);
        if (colon >= 0 && (space < 0 || colon < space)) {
            return parseCompact(t);
        }
        Words parsed = parseWords(split(t));
        if (!parsed.rest().isEmpty()) {
            throw new IllegalArgumentException(parsed.spec().variant() + ": expected --NAME=VALUE, found '"
                    + parsed.rest().get(0) + "'");
        }
        return parsed.spec();
    }

    /**
     * A spec in words and the other words among them (heap sizes, for {@code solve}).
     *
     * @param spec the variant and its {@code --NAME=VALUE} parameters
     * @param rest the words that are not parameters, in order; immutable
     */
    public record Words(GameSpec spec, List<String> rest) {
        /**
         * Keeps an immutable copy of {@code rest}.
         *
         * @param spec the variant and its {@code --NAME=VALUE} parameters
         * @param rest the words that are not parameters, in order; immutable
         */
        public Words {
            rest = List.copyOf(rest);
        }
    }

    /**
     * The spec in words, {@code VARIANT [--NAME=VALUE | --NAME VALUE]...}, with the words that are
     * not parameters (heap sizes) kept in order: {@code bash --max=3 10 7}.
     *
     * @param words the words, the variant id first, e.g. a command's arguments
     * @return the spec and the words left over
     * @throws IllegalArgumentException for no words, a parameter without a value, or given twice
     */
    public static Words parseWords(List<String> words) {
        if (words.isEmpty()) {
            throw new IllegalArgumentException("expected a variant id, found nothing");
        }
        String id = words.get(0);
        Map<String, String> given = new LinkedHashMap<>();
        List<String> rest = new ArrayList<>();
        for (int i = 1; i < words.size(); i++) {
            String w = words.get(i);
            if (!w.startsWith("--") || w.length() == 2) {
                rest.add(w);
                continue;
            }
            int eq = w.indexOf('=');
            String name = eq < 0 ? w.substring(2) : w.substring(2, eq);
            String value;
            if (eq >= 0) {
                value = unquote(w.substring(eq + 1), w);
            } else if (i + 1 < words.size()) {
                value = unquote(words.get(++i), words.get(i));
            } else {
                throw new IllegalArgumentException(id + ": --" + name + " needs a value");
            }
            if (given.put(name, value) != null) {
                throw new IllegalArgumentException(id + ": --" + name + " given twice");
            }
        }
        return new Words(new GameSpec(id, given), rest);
    }

    /**
     * The compact spelling, {@code VARIANT[:NAME=VALUE]...}.
     *
     * @param text the spec, e.g. {@code bash:max=3}
     * @return the spec
     * @throws IllegalArgumentException for a part that is not {@code NAME=VALUE}, or a name given twice
     */
    public static GameSpec parseCompact(String text) {
        List<String> parts = splitColons(text);
        String id = parts.get(0);
        Map<String, String> given = new LinkedHashMap<>();
        for (int k = 1; k < parts.size(); k++) {
            String part = parts.get(k);
            int eq = part.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException(id + ": expected NAME=VALUE, found '" + part + "' in '" + text + "'");
            }
            String name = part.substring(0, eq);
            if (given.put(name, unquote(part.substring(eq + 1), part)) != null) {
                throw new IllegalArgumentException(id + ": " + name + " given twice in '" + text + "'");
            }
        }
        return new GameSpec(id, given);
    }

    /**
     * A component of a sum: a game in the compact spelling and the heap after its last colon.
     *
     * @param game the game of the component
     * @param heap the text after the last colon, not read yet (a heap size, for the caller to parse)
     */
    public record Component(GameSpec game, String heap) {
    }

    /**
     * A component {@code VARIANT[:NAME=VALUE]...:HEAP}, e.g. {@code bash:max=3:10}; the heap is
     * left as text for the caller to read.
     *
     * @param word one word of a sum, e.g. {@code bash:max=3:10}
     * @return the game and the heap's text
     * @throws IllegalArgumentException if there is no heap after a colon, or the game part is bad
     */
    public static Component parseComponent(String word) {
        List<String> parts = splitColons(word);
        if (parts.size() < 2 || parts.get(0).isEmpty()) {
            throw new IllegalArgumentException("expected VARIANT[:NAME=VALUE]...:HEAP, e.g. bash:max=3:10");
        }
        int last = word.lastIndexOf(':');
        return new Component(parseCompact(word.substring(0, last)), word.substring(last + 1));
    }

    /**
     * In words: {@code bash --max=3}.
     *
     * @return the words spelling, which {@link #parse} reads back to an equal spec
     */
    public String print() {
        StringBuilder s = new StringBuilder(variant);
        parameters.forEach((name, value) -> s.append(" --").append(name).append('=').append(quoted(value)));
        return s.toString();
    }

    /**
     * Compact: {@code bash:max=3}.
     *
     * @return the compact spelling, which {@link #parse} and {@link #parseCompact} read back to
     *         an equal spec
     */
    public String printCompact() {
        StringBuilder s = new StringBuilder(variant);
        parameters.forEach((name, value) -> s.append(':').append(name).append('=').append(quoted(value)));
        return s.toString();
    }

    /** {@link #print()}. */
    @Override
    public String toString() {
        return print();
    }

    /** The value as written: in double quotes when it holds a space, a quote, a backslash or a colon. */
    private static String quoted(String value) {
        boolean plain = !value.isEmpty();
        for (int i = 0; i < value.length() && plain; i++) {
            char c = value.charAt(i);
            plain = !Character.isWhitespace(c) && c != '"' && c != '\\' && c != ':';
        }
        if (plain) {
            return value;
        }
        StringBuilder s = new StringBuilder("\"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                s.append('\\');
            }
            s.append(c);
        }
        return s.append('"').toString();
    }

    /** A value as written: unquoted if it starts with a double quote. */
    private static String unquote(String value, String where) {
        if (!value.startsWith("\"")) {
            return value;
        }
        StringBuilder s = new StringBuilder();
        for (int i = 1; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\\' && i + 1 < value.length()) {
                s.append(value.charAt(++i));
            } else if (c == '"') {
                if (i != value.length() - 1) {
                    throw new IllegalArgumentException("text after the closing quote in '" + where + "'");
                }
                return s.toString();
            } else {
                s.append(c);
            }
        }
        throw new IllegalArgumentException("a quote is not closed in '" + where + "'");
    }

    /** Whitespace-separated words; spaces inside double quotes stay in their word. */
    private static List<String> split(String text) {
        List<String> words = new ArrayList<>(cut(text, false));
        words.removeIf(String::isEmpty);
        return words;
    }

    /** Parts between colons (empty ones kept); colons inside double quotes stay in their part. */
    private static List<String> splitColons(String text) {
        return cut(text, true);
    }

    /** {@code text} cut at each colon ({@code colons}) or each whitespace character outside double quotes. */
    private static List<String> cut(String text, boolean colons) {
        List<String> parts = new ArrayList<>();
        StringBuilder p = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted && c == '\\' && i + 1 < text.length()) {
                p.append(c).append(text.charAt(++i));
                continue;
            }
            if (c == '"') {
                quoted = !quoted;
            }
            if (!quoted && (colons ? c == ':' : Character.isWhitespace(c))) {
                parts.add(p.toString());
                p.setLength(0);
            } else {
                p.append(c);
            }
        }
        parts.add(p.toString());
        return parts;
    }

    private static int indexOfSpace(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isWhitespace(text.charAt(i))) {
                return i;
            }
        }
        return -1;
    }
}
