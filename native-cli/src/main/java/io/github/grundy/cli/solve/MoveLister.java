package io.github.grundy.cli.solve;

import io.github.grundy.core.analysis.Analysis;
import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.Move;
import io.github.grundy.core.game.Outcome;
import java.io.IOException;
import java.util.concurrent.CancellationException;

/**
 * Walks the winning moves of an {@link Analysis} for an answer writer, at most a given number,
 * carrying an {@link IOException} out of the engines' callbacks (which cannot throw it).
 */
public final class MoveLister {

    /** Writes one move; {@code index} counts from 0 (-1: a move alone, not in a listing). */
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

    /**
     * What an answer needs before it writes a byte, so that a stop ({@code --timeout}) while
     * finding it leaves no partial answer: the count of winning moves in decimal (0 for a lost
     * position), null unless {@code --moves=count|all}; the first winning move, null unless
     * {@code --moves=first} and the position is won.
     */
    record CountAndFirst<M>(String count, M first) {

        static <M extends Move> CountAndFirst<M> of(Analysis<M> analysis, MovesMode mode) {
            boolean wins = analysis.outcome() == Outcome.N;
            boolean counted = mode == MovesMode.count || mode == MovesMode.all;
            return new CountAndFirst<>(counted ? (wins ? Counting.of(analysis) : "0") : null,
                    // A won position without a move: misere play, where having no move wins.
                    wins && mode == MovesMode.first ? analysis.first().orElse(null) : null);
        }
    }

    /** Writes up to {@code max} winning moves of {@code analysis}. */
    static <M extends Move> Listed write(Analysis<M> analysis, long max, Writer<? super M> writer) throws IOException {
        long[] written = {0};
        IOException[] failure = {null};
        CancellationException stop = null;
        if (max > 0) {
            try {
                analysis.forEach(m -> {
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
