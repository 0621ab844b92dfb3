package io.github.grundy.core.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Opens an input file by the name a user gave it (a heaps file, a graph file), with one line that
 * names the file and the reason when it cannot be read, the same for every kind of file.
 */
public final class InputFiles {

    private InputFiles() {
    }

    /**
     * The file {@code name}, open for reading.
     *
     * @param name the file's name as the user gave it
     * @return the open stream, for the caller to close
     * @throws IllegalArgumentException {@code cannot read NAME: no such file} (or {@code permission
     *                                  denied}, {@code it is a directory}, {@code not a valid path
     *                                  (...)}, or the system's reason)
     */
    public static InputStream open(String name) {
        Path path;
        try {
            path = Path.of(name);
        } catch (InvalidPathException e) {
            throw cannotRead(name, "not a valid path (" + e.getReason() + ")");
        }
        // Opening a directory succeeds on some systems; reading it then fails without its name.
        if (Files.isDirectory(path)) {
            throw cannotRead(name, "it is a directory");
        }
        try {
            return Files.newInputStream(path);
        } catch (NoSuchFileException e) {
            throw cannotRead(name, "no such file");
        } catch (AccessDeniedException e) {
            throw cannotRead(name, "permission denied");
        } catch (IOException e) {
            throw cannotRead(name, e.getMessage());
        }
    }

    /**
     * The one line for a file that could not be read: {@code cannot read NAME: WHY}.
     *
     * @param name the file's name as the user gave it
     * @param why  the reason, e.g. {@code no such file}
     * @return the exception, for the caller to throw
     */
    public static IllegalArgumentException cannotRead(String name, String why) {
        return new IllegalArgumentException("cannot read " + name + ": " + why);
    }
}
