package io.github.grundy.cli;

import io.github.grundy.core.Cancellation;
import io.github.grundy.core.Move;
import io.github.grundy.core.WinningMoves;
import java.io.IOException;
import java.util.concurrent.CancellationException;
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

    /** Moves between two {@link Cancellation#checkpoint()}s, minus one (a mask). */
    private static final long CHECK_MASK = (1 << 12) - 1;

    private MoveLister() {
    }

    /**
     * How a listing ended: the moves written, and the stop ({@code --timeout}) that cut it short
     * between two moves, if one did. The writer finishes its answer (a JSON document is closed)
     * before it {@link #rethrowIfStopped()}s, so a stopped listing is still a whole answer.
     */
    record Listed(long written, CancellationException stop) {

        /** Throws the stop, if any: the command then ends with exit 3. */
        void rethrowIfStopped() {
            if (stop != null) {
                throw stop;
            }
        }
    }

    /** A listing of up to {@code max} winning moves, for an answer writer to place. */
    @FunctionalInterface
    interface Listing {
        Listed write(long max) throws IOException;
    }

    /** Writes up to {@code max} winning moves of a sum of heaps. */
    static Listed heaps(WinningMoves analysis, long max, Writer<Move> writer) throws IOException {
        return write(analysis::forEach, max, writer);
    }

    /** Writes up to {@code max} winning moves of a vector position. */
    static Listed vector(Problem.Vector v, long max, Writer<long[]> writer) throws IOException {
        return write(sink -> v.game().forEachMoveToValue(v.position(), 0, sink::test), max, writer);
    }

    /**
     * What an answer needs before it writes a byte, so that a stop ({@code --timeout}) while
     * finding it leaves no partial answer: the count of winning moves in decimal (0 for a lost
     * position), null unless {@code --moves=count|all}; the first winning move, null unless
     * {@code --moves=first} and the position is won.
     */
    record CountAndFirst<M>(String count, M first) {

        static CountAndFirst<Move> of(WinningMoves analysis, MovesMode mode) {
            boolean wins = analysis.firstPlayerWins();
            return new CountAndFirst<>(counted(mode) ? (wins ? Counting.of(analysis) : "0") : null,
                    wins && mode == MovesMode.first ? analysis.first().orElseThrow() : null);
        }

        static CountAndFirst<long[]> of(Problem.Vector v, Problem.Outcome outcome, MovesMode mode) {
            boolean wins = outcome.firstPlayerWins();
            return new CountAndFirst<>(
                    counted(mode) ? (wins ? Long.toString(v.game().countMovesToValue(v.position(), 0)) : "0") : null,
                    wins && mode == MovesMode.first ? firstOfVector(v) : null);
        }

        private static boolean counted(MovesMode mode) {
            return mode == MovesMode.count || mode == MovesMode.all;
        }
    }

    /** The first winning move of a vector position, a copy (games may reuse their arrays). */
    private static long[] firstOfVector(Problem.Vector v) {
        long[][] first = {null};
        v.game().forEachMoveToValue(v.position(), 0, move -> {
            first[0] = move.clone();
            return false;
        });
        if (first[0] == null) {
            throw new IllegalStateException("a won position without a winning move: " + v.title());
        }
        return first[0];
    }

    /** {@code walk} hands moves to a sink until it returns false. */
    private static <M> Listed write(Consumer<Predicate<M>> walk, long max, Writer<M> writer) throws IOException {
        long[] written = {0};
        IOException[] failure = {null};
        CancellationException stop = null;
        if (max > 0) {
            try {
                walk.accept(m -> {
                    if ((written[0] & CHECK_MASK) == CHECK_MASK) {
                        // --timeout: all the moves of one huge heap can be practically endless.
                        Cancellation.checkpoint();
                    }
                    try {
                        writer.write(m, written[0]);
                    } catch (IOException e) {
                        failure[0] = e;
                        return false;
                    }
                    return ++written[0] < max;
                });
            } catch (CancellationException e) {
                // Only ever between two moves (the checks are outside the writer): lines stay whole.
                stop = e;
            }
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        return new Listed(written[0], stop);
    }
}
