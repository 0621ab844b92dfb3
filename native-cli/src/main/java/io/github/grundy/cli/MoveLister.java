package io.github.grundy.cli;

import io.github.grundy.core.Move;
import io.github.grundy.core.WinningMoves;
import java.io.IOException;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Walks winning moves for an answer writer, at most a given number, carrying an
 * {@link IOException} out of the engines' callbacks (which cannot throw it).
 */
final class MoveLister {

    /** Writes one move; {@code index} counts from 0. */
    @FunctionalInterface
    interface Writer<M> {
        void write(M move, long index) throws IOException;
    }

    private MoveLister() {
    }

    /** Writes up to {@code max} winning moves of a sum of heaps; returns how many it wrote. */
    static long heaps(WinningMoves analysis, long max, Writer<Move> writer) throws IOException {
        return write(analysis::forEach, max, writer);
    }

    /** Writes up to {@code max} winning moves of a vector position; returns how many it wrote. */
    static long vector(Problem.Vector v, long max, Writer<long[]> writer) throws IOException {
        return write(sink -> v.game().forEachMoveToValue(v.position(), 0, sink::test), max, writer);
    }

    /** {@code walk} hands moves to a sink until it returns false. */
    private static <M> long write(Consumer<Predicate<M>> walk, long max, Writer<M> writer) throws IOException {
        long[] written = {0};
        IOException[] failure = {null};
        if (max > 0) {
            walk.accept(m -> {
                try {
                    writer.write(m, written[0]);
                } catch (IOException e) {
                    failure[0] = e;
                    return false;
                }
                return ++written[0] < max;
            });
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        return written[0];
    }
}
