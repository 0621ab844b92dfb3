package io.github.grundy.core.io;

/** A bad token as an error message shows it: quoted, shortened, unprintable bytes escaped. */
final class TokenQuote {

    private TokenQuote() {
    }

    /**
     * The token at {@code buf[start]}, quoted and shortened to {@code max} bytes, with unprintable
     * bytes escaped: {@code 'x12'}, {@code '\xC3\xA9...'}.
     */
    static String of(byte[] buf, int start, int limit, int max) {
        StringBuilder s = new StringBuilder("'");
        int i = start;
        while (i < limit && !ByteWindow.isWhitespace(buf[i]) && i - start < max) {
            s.append(show(buf[i]));
            i++;
        }
        if (i < limit && !ByteWindow.isWhitespace(buf[i])) {
            s.append("...");
        }
        return s.append('\'').toString();
    }

    private static String show(byte c) {
        if (c >= 0x21 && c < 0x7f && c != '\'' && c != '\\') {
            return String.valueOf((char) c);
        }
        return String.format("\\x%02X", c & 0xff);
    }
}
