package io.github.grundy.core.period;

/**
 * A theorem that turns a finite table of Grundy values into a proof of periodicity: how far a
 * table must repeat at distance {@code p} from index {@code a} for the values to repeat for ever.
 * Each family of heap games has its own (a subtraction game needs one repeated window; a
 * take-and-break code the range of the Guy–Smith theorem), so the periodicity check
 * ({@link Period#find}) takes it as an argument rather than knowing any game.
 *
 * <p>A criterion must be monotone: if {@code (a, p)} is proved by a table, so is {@code (a', p')}
 * for every {@code a' <= a} and {@code p' <= p} that the table also repeats with. Both criteria
 * here are; {@link Period#find} relies on it to return the least pair.
 *
 * @since SPI version 2
 */
public interface PeriodCriterion {

    /**
     * The end (exclusive) of the range of indices {@code n}, from {@code preperiod} on, for which
     * {@code v(n + period) = v(n)} must be seen in the table to prove that it holds for every
     * {@code n >= preperiod}. A table must therefore hold at least {@code end + period} values.
     *
     * @param preperiod the index from which the values are to repeat, 0 or more
     * @param period    the distance at which they are to repeat, at least 1
     * @return the end of the range to check; {@link Long#MAX_VALUE} when no table can prove it
     */
    long checkedEnd(int preperiod, int period);

    /**
     * What the criterion asks, in words, for messages: {@code a whole window of 5 values must repeat}.
     *
     * @return the theorem or requirement in words, without a final period
     */
    String describe();

    /**
     * Sequences in which each value from index {@code window} on is the same function of the
     * {@code window} values before it (the Grundy values of a subtraction game, window
     * {@code max(S)}). Proof: if {@code v(n + p) = v(n)} for the {@code window} indices
     * {@code n = a .. a+window-1}, the next values {@code v(a+window+p)} and {@code v(a+window)}
     * are the same function of equal windows, so they are equal; by induction the repetition goes
     * on for ever. One repeated window is enough, and a shorter repetition proves nothing.
     *
     * @param window how many values before an index determine its value, at least 1
     * @return the criterion: {@code v(n + p) = v(n)} checked for {@code a <= n < a + window}
     * @throws IllegalArgumentException if {@code window < 1}
     */
    static PeriodCriterion window(int window) {
        if (window < 1) {
            throw new IllegalArgumentException("window must be at least 1, found " + window);
        }
        return new Window(window);
    }

    /**
     * The Guy–Smith theorem for finite take-and-break (octal) codes whose moves take at most
     * {@code maxTake} objects and leave at most two heaps (Guy and Smith 1956; Winning Ways,
     * ch. 4), in the sharp form derived in docs/theory.md: with {@code e' = max(e, 1)}, if
     * {@code g(n + p) = g(n)} for every {@code n} with {@code e <= n < 2e' + p + t - 1}, then it
     * holds for every {@code n >= e}.
     *
     * @param maxTake the most objects one move takes ({@code t}, the code's length after the point)
     * @return {@link #takeAndBreak takeAndBreak(maxTake, 2)}
     * @throws IllegalArgumentException if {@code maxTake < 0}
     */
    static PeriodCriterion guySmith(int maxTake) {
        return takeAndBreak(maxTake, 2);
    }

    /**
     * The periodicity theorem of finite take-and-break games whose moves take at most
     * {@code maxTake} objects and leave at most {@code parts} heaps, without constraints on the
     * heaps left: with {@code e' = max(e, 1)}, if {@code g(n + p) = g(n)} for every {@code n} with
     * {@code e <= n < parts·e' + (parts-1)·(p-1) + maxTake}, then for every {@code n >= e}. For two
     * heaps this is Guy–Smith's theorem, one heap sharper than its usual {@code 2e + p + t}.
     *
     * <p>Proof (docs/theory.md, "Proved periods", gives it in full): by induction on {@code n}
     * past the range, an option of {@code n + p} leaves {@code k <= parts} heaps summing to
     * {@code n + p - j >= k·(e' + p - 1) + 1}, so its largest heap {@code c} has
     * {@code c - p >= e' >= 1}; shortening it by {@code p} is an option of {@code n} of the same
     * value (same amount taken, same number of non-empty heaps), and lengthening the largest heap
     * of an option of {@code n} by {@code p} is one of {@code n + p}. The {@code max(e, 1)} is what
     * the usual statement misses: at {@code e = 0} a heap of {@code p} shortened by {@code p} is
     * empty, which changes the number of heaps left ({@code .4}: {@code g(0..2) = 0} but
     * {@code g(3) = 1}). The same proof holds for any value of a heap that is a function of its
     * options' values, where an option's value is a commutative combination of its heaps' values
     * (the misère quotient's {@code Φ}). It does not hold when the heaps left must be unequal:
     * adding {@code p} may make two equal.
     *
     * @param maxTake the most objects one move takes ({@code t})
     * @param parts   the most heaps one move leaves, 1 to 3 (1 for a code whose moves leave none)
     * @return the criterion
     * @throws IllegalArgumentException if {@code maxTake < 0} or {@code parts} is not 1 to 3
     */
    static PeriodCriterion takeAndBreak(int maxTake, int parts) {
        if (maxTake < 0) {
            throw new IllegalArgumentException("the largest amount taken cannot be negative, found " + maxTake);
        }
        if (parts < 1 || parts > 3) {
            throw new IllegalArgumentException("a move leaves 1 to 3 heaps, found " + parts);
        }
        return new TakeAndBreak(maxTake, parts);
    }

    /**
     * No theorem: a table proves no period (a game of which none is known, such as a
     * take-and-break code with unequal heaps or amounts without bound). A heap beyond the table is
     * then refused rather than guessed.
     *
     * @param why why no theorem applies, for messages
     * @return the criterion that proves nothing ({@link #checkedEnd} is {@link Long#MAX_VALUE})
     */
    static PeriodCriterion none(String why) {
        return new NoTheorem(why);
    }

    /**
     * See {@link #none(String)}.
     *
     * @param why why no theorem applies, for messages
     */
    record NoTheorem(String why) implements PeriodCriterion {
        @Override
        public long checkedEnd(int preperiod, int period) {
            return Long.MAX_VALUE;
        }

        @Override
        public String describe() {
            return "no periodicity theorem is known for it: " + why;
        }
    }

    /**
     * See {@link #window(int)}.
     *
     * @param window how many values before an index determine its value, at least 1
     */
    record Window(int window) implements PeriodCriterion {
        @Override
        public long checkedEnd(int preperiod, int period) {
            return (long) preperiod + window;
        }

        @Override
        public String describe() {
            return "a whole window of " + window + (window == 1 ? " value" : " values") + " must repeat";
        }
    }

    /**
     * See {@link #takeAndBreak(int, int)}.
     *
     * @param maxTake the most objects one move takes, 0 or more
     * @param parts   the most heaps one move leaves, 1 to 3
     */
    record TakeAndBreak(int maxTake, int parts) implements PeriodCriterion {
        @Override
        public long checkedEnd(int preperiod, int period) {
            // e' = max(e, 1): shortening a heap by p must leave it non-empty (docs/theory.md).
            long e = Math.max(preperiod, 1);
            return parts * e + (long) (parts - 1) * (period - 1) + maxTake;
        }

        @Override
        public String describe() {
            return parts == 2 ? "the Guy-Smith theorem for octal games taking at most " + maxTake
                    : "the take-and-break periodicity theorem for moves leaving at most " + parts
                            + (parts == 1 ? " heap" : " heaps") + ", taking at most " + maxTake;
        }
    }
}
