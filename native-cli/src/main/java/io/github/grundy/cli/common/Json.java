package io.github.grundy.cli.common;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import io.github.grundy.core.io.AsciiOutput;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * grundy's JSON, read and written by jackson-core's streaming parser and generator, and the one
 * place where strings are escaped: quotes and backslashes with a backslash, control characters,
 * DEL and anything outside ASCII as a lower-case {@code \\uxxxx} (no {@code \\n} short forms), so
 * that every answer is ASCII and stays byte for byte what grundy wrote before it used a library.
 */
public final class Json {

    /** Which ASCII characters are escaped, and how: the generator's table and {@link #plain}'s. */
    private static final int[] ASCII_ESCAPES = asciiEscapes();

    private static final JsonFactory FACTORY = new JsonFactoryBuilder()
            .enable(JsonWriteFeature.ESCAPE_NON_ASCII)
            .disable(JsonWriteFeature.WRITE_HEX_UPPER_CASE)
            .characterEscapes(new Escapes())
            .build();

    private Json() {
    }

    /**
     * The factory of parsers and generators: a generator it makes escapes as described above.
     *
     * @return the shared factory (thread-safe)
     */
    public static JsonFactory factory() {
        return FACTORY;
    }

    /**
     * A generator writing to {@code w}, compact (no blanks), with grundy's escapes.
     *
     * @param w where the text goes
     * @return the generator; closing it flushes but does not close {@code w}
     * @throws IOException if the factory fails
     */
    public static JsonGenerator generator(Writer w) throws IOException {
        return FACTORY.createGenerator(w).disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    }

    /**
     * {@code s} as a JSON string.
     *
     * @param s the text
     * @return it quoted and escaped: ASCII only
     */
    public static String quoted(String s) {
        StringWriter w = new StringWriter(s.length() + 8);
        try (JsonGenerator g = generator(w)) {
            g.writeString(s);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        return w.toString();
    }

    /** {@code s} as a JSON string, written straight to the output (see {@link #quoted}). */
    public static void string(AsciiOutput out, String s) throws IOException {
        if (plain(s)) {
            // Most strings (a move's words, a game's name) need no escape: written as they are.
            // solve --json's move listing stays hand-written on AsciiOutput: through a JsonGenerator
            // it took about 17% more CPU (3,000,001 heaps of Nim, medians of 5 runs, issue 37).
            out.ascii('"').text(s).ascii('"');
        } else {
            out.text(quoted(s));
        }
    }

    /** True when the generator would write {@code s} unchanged between its quotes. */
    private static boolean plain(String s) {
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80 || ASCII_ESCAPES[c] != 0) {
                return false;
            }
        }
        return true;
    }

    private static int[] asciiEscapes() {
        int[] e = new int[128];
        for (int c = 0; c < 0x20; c++) {
            e[c] = CharacterEscapes.ESCAPE_STANDARD;
        }
        e[0x7f] = CharacterEscapes.ESCAPE_STANDARD;
        e['"'] = '"';
        e['\\'] = '\\';
        return e;
    }

    /** The generator's escapes: {@link #ASCII_ESCAPES}, and none of its own beyond ASCII. */
    private static final class Escapes extends CharacterEscapes {

        private static final long serialVersionUID = 1L;

        @Override
        public int[] getEscapeCodesForAscii() {
            return ASCII_ESCAPES.clone();
        }

        @Override
        public SerializableString getEscapeSequence(int ch) {
            return null;
        }
    }
}
