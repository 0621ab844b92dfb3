package io.github.grundy.cli.common;

import io.github.grundy.core.io.AsciiOutput;
import java.io.IOException;

/** JSON text written straight to the output: strings escaped, as every answer in JSON needs. */
public final class Json {

    private Json() {
    }

    /** {@code s} as a JSON string: quotes and backslashes escaped, anything outside ASCII as {@code \\uXXXX}. */
    public static void string(AsciiOutput out, String s) throws IOException {
        out.ascii('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                out.ascii('\\').ascii(c);
            } else if (c < 0x20 || c >= 0x7f) {
                out.text(String.format("\\u%04x", (int) c));
            } else {
                out.ascii(c);
            }
        }
        out.ascii('"');
    }
}
