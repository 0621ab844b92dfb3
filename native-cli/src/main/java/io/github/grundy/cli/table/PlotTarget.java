package io.github.grundy.cli.table;

import io.github.grundy.cli.common.OutputFiles;
import io.github.grundy.cli.common.UserError;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

/**
 * Where {@code table --plot} draws: a file, SVG or PNG by its ending, or standard output
 * ({@code --plot -}, in place of the table; the format from {@code --plot-format}). Either way a
 * picture is written whole or not at all.
 *
 * @param file           the file; {@code -} for standard output
 * @param png            whether the picture is PNG (else SVG)
 * @param standardOutput standard output, for {@code -}
 */
record PlotTarget(Path file, boolean png, OutputStream standardOutput) {

    /** {@code --plot -}: the picture on standard output. */
    static final String STANDARD_OUTPUT = "-";

    /**
     * {@code --plot FILE} with {@code --plot-format}, checked.
     *
     * @param file           the file given, or {@code -}
     * @param format         {@code svg} or {@code png}, or null: for {@code -} only (a file's ending says it)
     * @param standardOutput standard output
     * @return the target
     * @throws UserError if the file's ending names no format, or the format is given for a file or is neither
     */
    static PlotTarget of(Path file, String format, OutputStream standardOutput) {
        if (file.toString().equals(STANDARD_OUTPUT)) {
            if (format != null && !format.equals("svg") && !format.equals("png")) {
                throw new UserError("--plot-format must be svg or png, found '" + format + "'");
            }
            return new PlotTarget(file, "png".equals(format), standardOutput);
        }
        if (format != null) {
            throw new UserError("--plot-format is the format of --plot - (standard output); a file's ending gives"
                    + " its own (.svg or .png)");
        }
        Path name = file.getFileName();
        String lower = name == null ? "" : name.toString().toLowerCase(Locale.ROOT);
        if (!lower.endsWith(".png") && !lower.endsWith(".svg")) {
            throw new UserError("--plot " + file + ": give a file ending in .svg or .png (the picture's format),"
                    + " or - for standard output");
        }
        OutputFiles.checkWritable("--plot", file);
        return new PlotTarget(file, lower.endsWith(".png"), standardOutput);
    }

    /** Whether the picture goes to standard output, in place of the table. */
    boolean toStandardOutput() {
        return file.toString().equals(STANDARD_OUTPUT);
    }

    /** What draws a picture. */
    @FunctionalInterface
    interface Drawing {
        void draw(OutputStream out) throws IOException;
    }

    /**
     * Draws the picture: into memory and then to standard output, or into a temporary file beside
     * the file and then moved over it, so that a stop or a failure leaves no half picture.
     */
    void write(Drawing drawing) throws IOException {
        if (toStandardOutput()) {
            ByteArrayOutputStream picture = new ByteArrayOutputStream(1 << 16);
            drawing.draw(picture);
            picture.writeTo(standardOutput);
            standardOutput.flush();
            return;
        }
        Path target = file.toAbsolutePath();
        Path tmp = target.resolveSibling("." + target.getFileName() + ".tmp-" + ProcessHandle.current().pid());
        try {
            try (OutputStream w = new BufferedOutputStream(Files.newOutputStream(tmp))) {
                drawing.draw(w);
            } catch (IOException e) {
                throw new UserError("--plot " + file + ": cannot write it (" + OutputFiles.reason(e) + ")");
            }
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    @Override
    public String toString() {
        return file.toString();
    }
}
