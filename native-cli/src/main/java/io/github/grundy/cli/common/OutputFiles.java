package io.github.grundy.cli.common;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * The files a command writes besides standard output ({@code --plot}, {@code --checkpoint},
 * {@code --out}): checked before the work starts, so that a long computation never ends in a
 * path that cannot be written; and the file system's reason in words when one cannot.
 */
public final class OutputFiles {

    private OutputFiles() {
    }

    /**
     * Refuses, before any work, a file that {@code option} could not write: an empty name, a
     * directory, or a place where no file can be made (no such directory, no permission). It makes
     * and removes a file beside the target, where the command writes before renaming.
     *
     * @throws UserError naming the option and the path as given, and the reason
     */
    public static void checkWritable(String option, Path file) {
        if (file.toString().isEmpty()) {
            throw new UserError(option + " needs a file name");
        }
        if (Files.isDirectory(file)) {
            throw new UserError(option + " " + file + ": is a directory; give a file name");
        }
        Path name = file.getFileName();
        Path parent = file.toAbsolutePath().getParent();
        try {
            Files.delete(Files.createTempFile(parent, "." + name + ".probe-", ".tmp"));
        } catch (IOException e) {
            throw new UserError(option + " " + file + ": cannot write it (" + reason(e) + ")");
        }
    }

    /**
     * Refuses, before any work, a directory that {@code option} could not write files into: an
     * empty name, a file that is not a directory, or a place where neither it nor its nearest
     * existing parent takes a new file. Makes nothing that stays: a directory that does not exist
     * yet is made only once there is something to put in it.
     *
     * @throws UserError naming the option and the path as given, and the reason
     */
    public static void checkWritableDirectory(String option, Path directory) {
        if (directory.toString().isEmpty()) {
            throw new UserError(option + " needs a directory name");
        }
        if (Files.exists(directory) && !Files.isDirectory(directory)) {
            throw new UserError(option + " " + directory + ": is a file, not a directory; give a directory");
        }
        Path existing = directory.toAbsolutePath();
        while (!Files.exists(existing) && existing.getParent() != null) {
            existing = existing.getParent();
        }
        if (!Files.isDirectory(existing)) {
            throw new UserError(option + " " + directory + ": cannot make it (" + existing.getFileName()
                    + " is a file, not a directory)");
        }
        try {
            Files.delete(Files.createTempFile(existing, ".grundy-probe-", ".tmp"));
        } catch (IOException e) {
            throw new UserError(option + " " + directory + ": cannot write into it (" + reason(e) + ")");
        }
    }

    /**
     * Why a file could not be written, in words: the file system's reason, not the path (which the
     * message names as given; the exception's may be made absolute).
     */
    public static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such directory";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage();
    }
}
