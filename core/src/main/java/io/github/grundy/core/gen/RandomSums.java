package io.github.grundy.core.gen;

import io.github.grundy.core.game.Outcome;
import java.util.Collections;
import java.util.List;
import java.util.OptionalLong;

/**
 * Random sums of heaps with a prescribed outcome, built directly. A losing sum (nim-sum 0, the
 * player to move loses) draws every heap but one and then asks for the heap that cancels their
 * nim-sum; when the bounds have no heap of that value it draws again, a bounded number of times,
 * and then falls back on sums that lose by construction (every heap of value 0; pairs of equal
 * values, with one triple when the count is odd). It never draws sums until one happens to lose,
 * which might not end. When no fallback fits the bounds either, it says so.
 */
public final class RandomSums {

    /** Draws before the fallbacks: each succeeds with a fair chance, so 64 failures mean the bounds. */
    private static final int ATTEMPTS = 64;

    private RandomSums() {
    }

    /**
     * {@code pickers.size()} heaps, heap i from picker i: a sum lost by the player to move for
     * {@link Outcome#P}, won for {@link Outcome#N}, anything for null.
     *
     * @param pickers the heaps' games and bounds, one picker for each heap
     * @param wanted  the outcome wanted, or null for any
     * @param random  the generator drawn from
     * @return the heaps, heap i within picker i's bounds
     * @throws IllegalArgumentException when no such sum was found within the bounds, saying why
     *                                  (also for {@link Outcome#D}: a sum of heaps is never drawn)
     */
    public static long[] of(List<? extends HeapPicker> pickers, Outcome wanted, SplitMix64 random) {
        if (wanted == null) {
            return any(pickers, random);
        }
        return switch (wanted) {
            case P -> losing(pickers, random);
            case N -> winning(pickers, random);
            case D -> throw new IllegalArgumentException("a sum of heaps is never drawn");
        };
    }

    /**
     * {@code n} heaps of one picker: see {@link #of(List, Outcome, SplitMix64)}.
     *
     * @param picker the game and bounds of every heap
     * @param n      the number of heaps, 0 or more
     * @param wanted the outcome wanted, or null for any
     * @param random the generator drawn from
     * @return the heaps
     * @throws IllegalArgumentException when no such sum was found within the bounds, saying why
     */
    public static long[] of(HeapPicker picker, int n, Outcome wanted, SplitMix64 random) {
        return of(Collections.nCopies(n, picker), wanted, random);
    }

    /**
     * Uniform heaps, each from its picker.
     *
     * @param pickers one picker for each heap
     * @param random  the generator drawn from
     * @return the heaps, heap i within picker i's bounds
     */
    public static long[] any(List<? extends HeapPicker> pickers, SplitMix64 random) {
        long[] heaps = new long[pickers.size()];
        for (int i = 0; i < heaps.length; i++) {
            heaps[i] = pickers.get(i).any(random);
        }
        return heaps;
    }

    /**
     * A sum whose nim-sum is 0.
     *
     * @param pickers one picker for each heap
     * @param random  the generator drawn from
     * @return the heaps, lost by the player to move
     * @throws IllegalArgumentException when none was found within the bounds
     */
    public static long[] losing(List<? extends HeapPicker> pickers, SplitMix64 random) {
        int n = pickers.size();
        long[] heaps = new long[n];
        if (n == 0) {
            return heaps;
        }
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            // The heap that cancels the others: a random one, so that no place is favoured.
            int last = (int) random.below(n);
            long x = 0;
            for (int i = 0; i < n; i++) {
                if (i != last) {
                    heaps[i] = pickers.get(i).any(random);
                    x ^= pickers.get(i).value(heaps[i]);
                }
            }
            OptionalLong cancel = pickers.get(last).withValue(x, random);
            if (cancel.isPresent()) {
                heaps[last] = cancel.getAsLong();
                return heaps;
            }
        }
        if (allOfValueZero(pickers, heaps, random) || pairs(pickers, heaps, random)) {
            return heaps;
        }
        throw new IllegalArgumentException("no losing position of " + n + (n == 1 ? " heap" : " heaps")
                + " found within " + bounds(pickers));
    }

    /**
     * A sum whose nim-sum is not 0.
     *
     * @param pickers one picker for each heap
     * @param random  the generator drawn from
     * @return the heaps, won by the player to move
     * @throws IllegalArgumentException when none was found within the bounds
     */
    public static long[] winning(List<? extends HeapPicker> pickers, SplitMix64 random) {
        int n = pickers.size();
        for (int attempt = 0; attempt < ATTEMPTS && n > 0; attempt++) {
            long[] heaps = any(pickers, random);
            long x = 0;
            for (int i = 0; i < n; i++) {
                x ^= pickers.get(i).value(heaps[i]);
            }
            if (x != 0) {
                return heaps;
            }
            // Lost: one heap of another value makes it won.
            int d = (int) random.below(n);
            OptionalLong other = pickers.get(d).withValueOtherThan(pickers.get(d).value(heaps[d]), random);
            if (other.isPresent()) {
                heaps[d] = other.getAsLong();
                return heaps;
            }
        }
        throw new IllegalArgumentException("no winning position of " + n + (n == 1 ? " heap" : " heaps")
                + " found within " + bounds(pickers));
    }

    /**
     * {@code n} Nim heaps in {@code lo..hi} with exactly one winning move. In Nim the winning
     * moves are one per heap that has the nim-sum's highest bit t, so: every heap but one has bit
     * t clear, the one has it set, and the bits above t cancel. The bit t is drawn, and the
     * highest bit of {@code hi} is the fallback that always fits (when the bounds allow any).
     *
     * @param n      the number of heaps, at least 1
     * @param lo     the smallest heap
     * @param hi     the largest heap
     * @param random the generator drawn from
     * @return the heaps, won by the player to move in exactly one way
     * @throws IllegalArgumentException when the bounds allow no such position
     */
    public static long[] nimWithOneWinningMove(int n, long lo, long hi, SplitMix64 random) {
        if (lo < 0 || lo > hi || n < 1 || hi < 1) {
            throw new IllegalArgumentException("no position of " + n + " heaps in " + lo + ".." + hi
                    + " has exactly one winning move");
        }
        long[] heaps = new long[n];
        int top = 63 - Long.numberOfLeadingZeros(hi);
        for (int attempt = 0; attempt <= ATTEMPTS; attempt++) {
            int t = attempt == ATTEMPTS ? top : random.between(0, top);
            if (oneWinningMove(heaps, t, t == top, lo, hi, random)) {
                return heaps;
            }
        }
        throw new IllegalArgumentException("no position of " + n + " heaps in " + lo + ".." + hi
                + " has exactly one winning move");
    }

    private static boolean oneWinningMove(long[] heaps, int t, boolean topBit, long lo, long hi, SplitMix64 random) {
        int n = heaps.length;
        long bit = 1L << t;
        int mover = (int) random.below(n);
        long y = 0;
        for (int i = 0; i < n; i++) {
            if (i == mover) {
                continue;
            }
            // The others: below 2^t when t is the top bit (then they fit whenever lo does), else
            // any heap with bit t cleared.
            long h = topBit
                    ? (lo < bit ? random.between(lo, bit - 1) : -1)
                    : random.between(lo, hi) & ~bit;
            if (h < lo) {
                return false;
            }
            heaps[i] = h;
            y ^= h;
        }
        long base = (y & -(bit << 1)) | bit;
        long lowMin = Math.max(0, lo - base);
        long lowMax = Math.min(bit - 1, hi - base);
        if (base > hi || lowMin > lowMax) {
            return false;
        }
        heaps[mover] = base + random.between(lowMin, lowMax);
        return true;
    }

    private static boolean allOfValueZero(List<? extends HeapPicker> pickers, long[] heaps, SplitMix64 random) {
        for (int i = 0; i < heaps.length; i++) {
            OptionalLong zero = pickers.get(i).withValue(0, random);
            if (zero.isEmpty()) {
                return false;
            }
            heaps[i] = zero.getAsLong();
        }
        return true;
    }

    /** Pairs of heaps of equal value, with a first triple whose values cancel when the count is odd. */
    private static boolean pairs(List<? extends HeapPicker> pickers, long[] heaps, SplitMix64 random) {
        int n = heaps.length;
        int from = 0;
        if (n % 2 == 1) {
            if (n < 3 || !triple(pickers, heaps, random)) {
                return false;
            }
            from = 3;
        }
        for (int i = from; i < n; i += 2) {
            boolean found = false;
            for (int attempt = 0; attempt < ATTEMPTS && !found; attempt++) {
                heaps[i] = pickers.get(i).any(random);
                OptionalLong twin = pickers.get(i + 1).withValue(pickers.get(i).value(heaps[i]), random);
                if (twin.isPresent()) {
                    heaps[i + 1] = twin.getAsLong();
                    found = true;
                }
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }

    private static boolean triple(List<? extends HeapPicker> pickers, long[] heaps, SplitMix64 random) {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            heaps[0] = pickers.get(0).any(random);
            heaps[1] = pickers.get(1).any(random);
            OptionalLong third = pickers.get(2).withValue(
                    pickers.get(0).value(heaps[0]) ^ pickers.get(1).value(heaps[1]), random);
            if (third.isPresent()) {
                heaps[2] = third.getAsLong();
                return true;
            }
        }
        return false;
    }

    private static String bounds(List<? extends HeapPicker> pickers) {
        long lo = Long.MAX_VALUE;
        long hi = Long.MIN_VALUE;
        for (HeapPicker p : pickers) {
            lo = Math.min(lo, p.lo());
            hi = Math.max(hi, p.hi());
        }
        return "heaps " + lo + ".." + hi;
    }
}
