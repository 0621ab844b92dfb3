package io.github.grundy.core.misere;

import java.util.Arrays;

/**
 * A candidate quotient refuted while a heap is added: how many elements it had, and the first sum
 * (in MisereSolver's order: the largest heap used, then the counts from it down) whose misère
 * outcome it gets wrong. The search then makes a larger candidate that decides that sum the other
 * way.
 *
 * <p>Why a caller wants these: a heap whose candidates fail again and again, one heap's count
 * rising by one each round, is how a quotient that may be infinite shows itself to this search.
 * Dawson's Kayles (0.07) at heap 34 does this ({@code 25+30^(b-2)+34^b} for b = 4, 5, 6, …),
 * the wall that MisereSolver stops at too.
 *
 * @param heap     the heap being added
 * @param elements the refuted candidate's number of elements
 * @param counts   the failing sum: {@code counts[h]} heaps of size {@code h} (index 0 unused)
 * @param isP      whether the failing sum is a P-position (the candidate called it an N-position),
 *                 as the heaps below it decide: every sum before it in that order is right
 * @since SPI version 2
 */
public record CandidateFailure(int heap, int elements, int[] counts, boolean isP) {

    /**
     * The failure, {@code counts} copied (a record's array would otherwise be shared).
     *
     * @param heap     the heap being added
     * @param elements the refuted candidate's number of elements
     * @param counts   the failing sum: {@code counts[h]} heaps of size {@code h}
     * @param isP      whether the failing sum is a P-position
     */
    public CandidateFailure {
        counts = counts.clone();
    }

    /**
     * The failing sum's counts.
     *
     * @return a copy: {@code counts()[h]} heaps of size {@code h}
     */
    @Override
    public int[] counts() {
        return counts.clone();
    }

    /**
     * The failing sum as heaps with counts, e.g. {@code 14+25+30^28+34^31}.
     *
     * @return the sum's text
     */
    public String sum() {
        StringBuilder out = new StringBuilder();
        for (int h = 1; h < counts.length; h++) {
            if (counts[h] > 0) {
                out.append(out.isEmpty() ? "" : "+").append(h);
                if (counts[h] > 1) {
                    out.append('^').append(counts[h]);
                }
            }
        }
        return out.isEmpty() ? "0" : out.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CandidateFailure f && heap == f.heap && elements == f.elements && isP == f.isP
                && Arrays.equals(counts, f.counts);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * (31 * heap + elements) + Arrays.hashCode(counts)) + Boolean.hashCode(isP);
    }

    @Override
    public String toString() {
        return "CandidateFailure[heap=" + heap + ", elements=" + elements + ", sum=" + sum() + ", isP=" + isP + "]";
    }
}
