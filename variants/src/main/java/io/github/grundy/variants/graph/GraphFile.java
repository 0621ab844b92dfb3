package io.github.grundy.variants.graph;

import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.io.EdgeListReader;
import io.github.grundy.core.io.InputException;
import io.github.grundy.core.io.InputFiles;
import io.github.grundy.core.loopy.DirectedGraph;
import java.io.IOException;
import java.io.InputStream;
import java.util.Objects;

/**
 * An edge-list file ({@link EdgeListReader}: {@code n m}, then {@code m} edges {@code u v},
 * vertices {@code 0..n-1}) by the name it was given, not yet read: how large a graph may be is
 * known only with the other parameters, so the file is read by {@link #read} when the game is
 * created, not when the argument is parsed.
 *
 * @param name the file as the user wrote it
 */
public record GraphFile(String name) {

    public GraphFile {
        Objects.requireNonNull(name, "name");
    }

    /**
     * Reads the graph in the file, refusing one larger than the limits before sizing anything from
     * it.
     *
     * @throws LimitExceededException   one line: {@code FILE:LINE:COLUMN: the graph has N edges,
     *                                  more than --max-edges=MAX; raise --max-edges to read it}
     *                                  (the option as the limit names it)
     * @throws IllegalArgumentException one line: {@code cannot read FILE: no such file}, or
     *                                  {@code FILE:LINE:COLUMN: expected ..., found ...}
     */
    public DirectedGraph read(EdgeListReader.Limit vertices, EdgeListReader.Limit edges) {
        try (InputStream in = InputFiles.open(name)) {
            return EdgeListReader.read(in, name, vertices, edges);
        } catch (InputException e) {
            throw new IllegalArgumentException(e.getMessage());
        } catch (IOException e) {
            throw InputFiles.cannotRead(name, e.getMessage());
        }
    }

    /** The file's name, as {@link io.github.grundy.core.spi.Arguments} shows the value. */
    @Override
    public String toString() {
        return name;
    }
}
