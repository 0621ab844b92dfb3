package io.github.grundy.core.sequence;

/**
 * The choice of the rare/common engine's mask ({@link RareCommon}): the one under which the fewest
 * values so far are rare. A value {@code v} at heap {@code n} is rare under mask {@code e} when
 * {@code v·2 + b(n)} has an even number of bits in common with {@code e}; the Walsh–Hadamard
 * transform of the histogram of those extended values gives, for every mask at once, the count of
 * even parity minus odd.
 */
final class RareMask {

    private RareMask() {
    }

    /**
     * The mask under which the fewest of {@code n} values are rare.
     *
     * @param histogram    the count of each extended value {@code v·2 + b(n)}, a power of 2 long
     * @param work         an array as long as the histogram, overwritten: the caller keeps one,
     *                     since this runs hundreds of times in a table (on 0.04)
     * @param n            how many values the histogram counts
     * @param withPosition whether the heap's parity may take part (its bit, bit 0 of the mask)
     * @return the best extended mask (bit 0: the heap's parity), 0 when no mask makes fewer rare
     */
    static int fewestRare(long[] histogram, long[] work, int n, boolean withPosition) {
        long[] w = work;
        System.arraycopy(histogram, 0, w, 0, histogram.length);
        for (int len = 1; len < w.length; len <<= 1) {
            for (int i = 0; i < w.length; i += len << 1) {
                for (int j = i; j < i + len; j++) {
                    long x = w[j];
                    long y = w[j + len];
                    w[j] = x + y;
                    w[j + len] = x - y;
                }
            }
        }
        int best = 0;
        long bestRare = n;
        for (int e = 1; e < w.length; e++) {
            if (!withPosition && (e & 1) != 0) {
                continue;
            }
            // Heaps of even parity under mask e: (total + transform) / 2.
            long rareHeaps = (n + w[e]) / 2;
            if (rareHeaps < bestRare) {
                best = e;
                bestRare = rareHeaps;
            }
        }
        return best;
    }
}
