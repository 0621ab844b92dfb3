package io.github.grundy.cli.survey;

import io.github.grundy.cli.common.Utf8Files;
import io.github.grundy.core.survey.TableName;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The files a survey's parts are written to ({@code --out}): JSON Lines appended one whole line per
 * finished code, so that a part killed at any moment leaves every finished code and at most one
 * line cut short, which the next run drops and computes again.
 */
public final class SurveyParts {

    private SurveyParts() {
    }

    /** A part file open for appending lines. */
    public static final class Appender implements AutoCloseable {
        private final FileChannel channel;

        private Appender(FileChannel channel) {
            this.channel = channel;
        }

        /**
         * Appends one line, whole: one write of the line and its end.
         *
         * @param line the line
         * @throws UncheckedIOException if the file cannot be written
         */
        public synchronized void append(SurveyLine line) {
            ByteBuffer b = ByteBuffer.wrap((line.json() + "\n").getBytes(StandardCharsets.UTF_8));
            try {
                while (b.hasRemaining()) {
                    channel.write(b);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void close() throws IOException {
            channel.close();
        }
    }

    /**
     * Opens a part to go on with: made if missing; a last line without its end (a run stopped while
     * writing it) is cut off.
     *
     * @param file the part
     * @param done where the lines already in it are added
     * @return the appender, at the file's end
     * @throws IOException if the file cannot be read or written
     * @throws IllegalArgumentException naming the file and line when a complete line is no survey line
     */
    public static Appender resume(Path file, List<SurveyLine> done) throws IOException {
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE);
        try {
            byte[] bytes = Files.readAllBytes(file);
            int end = bytes.length;
            while (end > 0 && bytes[end - 1] != '\n') {
                end--;
            }
            done.addAll(lines(file, new String(bytes, 0, end, StandardCharsets.UTF_8)));
            channel.truncate(end);
            channel.position(end);
            return new Appender(channel);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    /**
     * The lines of a part; a last line without its end is left out, as {@link #resume} would cut it.
     *
     * @param file the part
     * @return its complete lines, in the order written
     * @throws IOException if the file cannot be read
     * @throws IllegalArgumentException naming the file when it does not exist, and the file and line
     *         when one is no survey line or the file is not UTF-8 text
     */
    public static List<SurveyLine> read(Path file) throws IOException {
        String text;
        try {
            text = Utf8Files.read(file);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException(file + ": no such file");
        }
        return lines(file, text.substring(0, text.lastIndexOf('\n') + 1));
    }

    private static List<SurveyLine> lines(Path file, String text) {
        List<SurveyLine> out = new ArrayList<>();
        int number = 0;
        for (String line : text.split("\n", -1)) {
            number++;
            if (line.isBlank()) {
                continue;
            }
            try {
                out.add(SurveyLine.read(line));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ":" + number + ": not a survey line (" + e.getMessage() + ")");
            }
        }
        return out;
    }

    /**
     * The lines of several parts joined: one per code, the simpler code first ({@link TableName}),
     * without the seconds (a joined table is the same whoever ran its parts). A code in two parts
     * must have the same row in both, and every code the same misère options.
     *
     * @param parts the lines of each part, by file
     * @return the joined lines
     * @throws IllegalArgumentException naming the code and the two files when two rows of a code differ,
     *         or naming two codes computed with different misère options
     */
    public static List<SurveyLine> join(Map<Path, List<SurveyLine>> parts) {
        Map<String, SurveyLine> byCode = new LinkedHashMap<>();
        Map<String, Path> from = new LinkedHashMap<>();
        SurveyLine.Computed firstComputed = null;
        Path firstFile = null;
        for (Map.Entry<Path, List<SurveyLine>> part : parts.entrySet()) {
            Path file = part.getKey();
            for (SurveyLine l : part.getValue()) {
                SurveyLine plain = l instanceof SurveyLine.Computed c ? c.withoutSeconds() : l;
                if (plain instanceof SurveyLine.Computed c) {
                    if (firstComputed == null) {
                        firstComputed = c;
                        firstFile = file;
                    } else if (!MisereBounds.of(c).equals(MisereBounds.of(firstComputed))) {
                        throw new IllegalArgumentException("the code " + c.code() + " in " + file + " was computed "
                                + MisereBounds.options(MisereBounds.of(c)) + ", the code " + firstComputed.code() + " in "
                                + firstFile + " " + MisereBounds.options(MisereBounds.of(firstComputed)));
                    }
                }
                SurveyLine before = byCode.putIfAbsent(plain.code(), plain);
                if (before != null && !before.equals(plain)) {
                    throw new IllegalArgumentException("the code " + plain.code() + " has different rows in "
                            + from.get(plain.code()) + " and " + file);
                }
                from.putIfAbsent(plain.code(), file);
            }
        }
        List<SurveyLine> out = new ArrayList<>(byCode.values());
        out.sort(Comparator.comparing(SurveyLine::code, TableName.SIMPLER_FIRST));
        return out;
    }
}
