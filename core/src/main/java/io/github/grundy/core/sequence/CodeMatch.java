package io.github.grundy.core.sequence;

import io.github.grundy.core.game.HeapMoves;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The octal code (take-and-break, digits 0 to 7) whose options a heap game's are on a stretch of
 * heaps, if one is. Only that is claimed: moves given as a function (a rule) are known where they
 * were evaluated, so agreeing with a code on heaps {@code 0..N} says nothing of heap {@code N + 1},
 * and a code's periodicity theorem proves nothing about the other game. What it gives a user is
 * the code to write instead, if it is the game meant, and then the theorem applies to that.
 *
 * <p>The candidate is read off the smallest heaps, each digit's bits from one heap: taking
 * {@code c} leaving nothing is the empty option of heap {@code c}, leaving one heap the option
 * {@code 1} of heap {@code c + 1}, leaving two the option {@code 1 + 1} of heap {@code c + 2}
 * (no other move of a code makes these). Then every heap's options, as sets of their non-empty
 * heaps sorted, must be the code's.
 */
public final class CodeMatch {

    /** The most heaps compared: heap n of Kayles has about 2n options, so this is some 10^6 options. */
    static final int MAX_COMPARED = 1000;

    /**
     * The code and the heaps on which the game's options are its.
     *
     * @param code   the octal code
     * @param from   the first heap compared
     * @param to     the last heap compared
     */
    public record Match(TakeBreakCode code, long from, long to) {
    }

    private CodeMatch() {
    }

    /**
     * The octal code whose options {@code moves}' are on heaps {@code from..last} (at most
     * {@value #MAX_COMPARED} of them, from {@code from}), if one is, with a largest take at most a
     * quarter of the heaps compared (so that a move of every size, as Nim's, is not mistaken for a
     * long code).
     *
     * @param moves the game's moves
     * @param from  its least heap
     * @param last  the last heap whose options may be asked (the game's table's end)
     * @return the code and the heaps compared, or empty
     */
    public static Optional<Match> of(HeapMoves moves, long from, long last) {
        long to = Math.min(last, from + MAX_COMPARED - 1);
        if (to - from < 8) {
            return Optional.empty();
        }
        int maxTake = (int) ((to - from) / 4);
        int[] digits = new int[maxTake + 1];
        int longest = 0;
        for (int c = 1; c <= maxTake; c++) {
            int digit = (has(moves, c, from) ? 1 : 0) | (has(moves, c + 1, from, 1) ? 2 : 0)
                    | (has(moves, c + 2, from, 1, 1) ? 4 : 0);
            digits[c] = digit;
            if (digit != 0) {
                longest = c;
            }
        }
        if (longest == 0 || longest == maxTake) {
            return Optional.empty();
        }
        StringBuilder text = new StringBuilder("0.");
        for (int c = 1; c <= longest; c++) {
            text.append(digits[c]);
        }
        TakeBreakCode code = TakeBreakCode.parse(text.toString());
        for (long n = from; n <= to; n++) {
            if (!options(moves, n).equals(options(code, n))) {
                return Optional.empty();
            }
        }
        return Optional.of(new Match(code, from, to));
    }

    /** Whether heap {@code n} (at least {@code from}) has the option of these heaps, sorted. */
    private static boolean has(HeapMoves moves, long n, long from, long... heaps) {
        return n >= from && options(moves, n).contains(heapsOf(heaps));
    }

    /** Heap n's options, each its non-empty heaps sorted (a heap of 0 is no heap in a sum). */
    private static Set<List<Long>> options(HeapMoves moves, long n) {
        Set<List<Long>> all = new HashSet<>();
        moves.forEachOption(n, option -> {
            all.add(heapsOf(option));
            return true;
        });
        return all;
    }

    private static List<Long> heapsOf(long[] option) {
        long[] sorted = option.clone();
        Arrays.sort(sorted);
        List<Long> heaps = new ArrayList<>();
        for (long h : sorted) {
            if (h != 0) {
                heaps.add(h);
            }
        }
        return heaps;
    }
}
