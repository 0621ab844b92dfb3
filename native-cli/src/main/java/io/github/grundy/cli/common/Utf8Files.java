package io.github.grundy.cli.common;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Text files that must be UTF-8 (a survey's parts, a published table): a byte that is not is
 * refused at its place, {@code FILE:LINE:COLUMN} (columns in bytes, as docs/errors.md counts them),
 * and shown as {@code \xNN}, where Java's decoder would say only {@code Input length = 1}.
 */
public final class Utf8Files {

    /** The most bytes of a bad sequence shown. */
    private static final int SHOWN = 4;

    private Utf8Files() {
    }

    /**
     * The text of {@code file}.
     *
     * @param file the file, named in messages as given
     * @return its text
     * @throws IOException if it cannot be read
     * @throws IllegalArgumentException naming the file, line and column of the first byte that is
     *                                  not UTF-8
     */
    public static String read(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        // UTF-8 has at most one char per byte: the buffer holds the whole text.
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            throw notUtf8(file, bytes, in.position(), result.length());
        }
        decoder.flush(out);
        return out.flip().toString();
    }

    private static IllegalArgumentException notUtf8(Path file, byte[] bytes, int at, int length) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < at; i++) {
            if (bytes[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        StringBuilder shown = new StringBuilder();
        for (int i = at; i < Math.min(bytes.length, at + Math.min(length, SHOWN)); i++) {
            shown.append(String.format("\\x%02X", bytes[i] & 0xFF));
        }
        return new IllegalArgumentException(file + ":" + line + ":" + (at - lineStart + 1)
                + ": expected UTF-8 text, found '" + shown + "'");
    }
}
