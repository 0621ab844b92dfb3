package io.github.grundy.cli.formats;

import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.io.InputException;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.subtraction.Subtraction;
import java.io.IOException;
import java.util.BitSet;

/** Reads a count k and k sizes S, and gives the subtraction game of S. */
public final class SubtractionSet {

    private SubtractionSet() {
    }

    static Subtraction read(NumberReader in, String count) throws IOException {
        int k = in.nextCount(count, Counts.MAX);
        return read(in, k);
    }

    /** The k sizes after their count has been read. */
    static Subtraction read(NumberReader in, int k) throws IOException {
        if (k > Subtraction.MAX_ELEMENT) {
            throw in.rejectLast("at most " + Subtraction.MAX_ELEMENT + " distinct sizes in S", k);
        }
        long[] set = new long[k];
        BitSet seen = new BitSet();
        for (int i = 0; i < k; i++) {
            set[i] = in.next("a size in S");
            if (set[i] < 1 || set[i] > Subtraction.MAX_ELEMENT) {
                throw in.rejectLast("a size in S in 1.." + Subtraction.MAX_ELEMENT, set[i]);
            }
            if (seen.get((int) set[i])) {
                throw in.rejectLast("distinct sizes in S (" + set[i] + " is already in it)", set[i]);
            }
            seen.set((int) set[i]);
        }
        try {
            return new Subtraction(set);
        } catch (LimitExceededException e) {
            // Exit 3, still with the place in the input.
            throw e.withContext(in.source() + ":" + in.line() + ":" + in.column());
        } catch (IllegalArgumentException e) {
            throw new InputException(in.source(), in.line(), in.column(), e.getMessage());
        }
    }
}
