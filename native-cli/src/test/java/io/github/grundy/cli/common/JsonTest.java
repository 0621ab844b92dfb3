package io.github.grundy.cli.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.grundy.core.io.AsciiOutput;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Strings escaped by jackson-core's generator exactly as grundy's hand-written escaping did. */
class JsonTest {

    /** The escaping grundy wrote by hand before it used a library: the reference. */
    private static String handWritten(String s) {
        StringBuilder q = new StringBuilder().append('"');
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') {
                q.append('\\').append(c);
            } else if (c < 0x20 || c >= 0x7f) {
                q.append(String.format("\\u%04x", (int) c));
            } else {
                q.append(c);
            }
        }
        return q.append('"').toString();
    }

    private static String written(String s) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AsciiOutput out = new AsciiOutput(bytes);
        Json.string(out, s);
        out.flush();
        return bytes.toString(StandardCharsets.US_ASCII);
    }

    @Test
    void everyCharIsEscapedAsBefore() throws IOException {
        StringBuilder all = new StringBuilder();
        for (char c = 0; c < 0x3000; c++) {
            String one = "a" + c + "b";
            assertEquals(handWritten(one), Json.quoted(one), "char " + (int) c);
            assertEquals(handWritten(one), written(one), "char " + (int) c);
            all.append(c);
        }
        assertEquals(handWritten(all.toString()), Json.quoted(all.toString()));
    }

    @Test
    void surrogatesAndWordsAsBefore() throws IOException {
        for (String s : new String[] {"", "plain", "3 -> 1 (take 2)", "é", "\uD83D\uDE00", "\uD83D", "\uDE00x",
            "tab\there", "line\nend", "quote\"back\\slash", "\u007f\u0080\uFFFF", "*2 + *3"}) {
            assertEquals(handWritten(s), Json.quoted(s), s);
            assertEquals(handWritten(s), written(s), s);
        }
    }
}
