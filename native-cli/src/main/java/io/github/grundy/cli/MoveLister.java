package io.github.grundy.cli;

import io.github.grundy.core.Move;
import io.github.grundy.core.WinningMoves;
import io.github.grundy.core.io.AsciiOutput;
import java.io.IOException;

/**
 * Walks winning moves for an answer writer, at most a given number, carrying an
 * {@link IOException} out of the engines' callbacks (which cannot throw it).
 */
final class MoveLister {

    /** Writes one move. */
    @FunctionalInterface
    interface Writer<M> {
        void write(M move, long index) throws IOException;
    }

    private MoveLister() {
    }

    /** Writes up to {@code max} winning moves of a sum of heaps; returns how many it wrote. */
    static long heaps(WinningMoves analysis, long max, Writer<Move> writer) throws IOException {
        long[] written = {0};
        IOException[] failure = {null};
        if (max > 0) {
            analysis.forEach(m -> {
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

    /** Writes up to {@code max} winning moves of a vector position; returns how many it wrote. */
    static long vector(Problem.Vector v, long max, Writer<long[]> writer) throws IOException {
        long[] written = {0};
        IOException[] failure = {null};
        if (max > 0) {
            v.game().forEachMoveToValue(v.position(), 0, move -> {
                try {
                    writer.write(move, written[0]);
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
