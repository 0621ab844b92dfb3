package io.github.grundy.variants.graph;

import io.github.grundy.core.DirectedGraph;
import io.github.grundy.core.io.EdgeListReader;
import io.github.grundy.core.io.InputException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Objects;

/**
 * A graph read from an edge-list file ({@link EdgeListReader}: {@code n m}, then {@code m} edges
 * {@code u v}, vertices {@code 0..n-1}), with the name it was given by.
 *
 * @param name  the file as the user wrote it
 * @param graph the graph it holds
 */
public record GraphFile(String name, DirectedGraph graph) {

    /** Most vertices a file may declare: the arrays are sized from it before any edge is read. */
    public static final int MAX_VERTICES = 10_000_000;

    /** Most edges a file may declare. */
    public static final int MAX_EDGES = 10_000_000;

    public GraphFile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(graph, "graph");
    }

    /**
     * Reads the graph in file {@code name}.
     *
     * @throws IllegalArgumentException one line: {@code cannot read FILE: no such file}, or
     *                                  {@code FILE:LINE:COLUMN: expected ..., found ...}
     */
    public static GraphFile read(String name) {
        Path path;
        try {
            path = Path.of(name);
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException("cannot read " + name + ": not a valid path (" + e.getReason() + ")");
        }
        if (Files.isDirectory(path)) {
            throw new IllegalArgumentException("cannot read " + name + ": it is a directory");
        }
        try (InputStream in = Files.newInputStream(path)) {
            return new GraphFile(name, EdgeListReader.read(in, name, MAX_VERTICES, MAX_EDGES));
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("cannot read " + name + ": no such file");
        } catch (AccessDeniedException e) {
            throw new IllegalArgumentException("cannot read " + name + ": permission denied");
        } catch (InputException e) {
            throw new IllegalArgumentException(e.getMessage());
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + name + ": " + e.getMessage());
        }
    }

    /** The file's name, as {@link io.github.grundy.core.spi.Arguments} shows the value. */
    @Override
    public String toString() {
        return name;
    }
}
