package io.github.grundy.variants.arith;

import io.github.grundy.core.arith.Primes;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Memory;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import java.util.function.Supplier;

/**
 * The Grundy values of heaps {@code 1..N} of a game on divisors, with the {@link DivisorSieve} of
 * {@code 1..N} they were computed from, and the most heaps the user lets it table
 * ({@code --max-table}). Games whose values have no closed form (divisor, beads) keep one: the
 * game says how a value follows from the sieve ({@link Builder}); this type owns the limit, the
 * lookups and every message about a heap outside the table, so those read the same in each game.
 *
 * <p>The sieve is kept after the values are built: listing the divisors of a tabled heap then
 * costs lookups instead of a factorisation ({@link #sortedDivisors}). Values are {@code char}s,
 * 2 bytes, as are the sieve's entries, hence the "4 bytes per heap" of the messages. That fits
 * the values: each is at most the number of options of its heap, which in both games is at most
 * its number of divisors, {@link DivisorSieve#MAX_DIVISORS} or fewer up to {@link DivisorSieve#MAX_N}.
 *
 * <p>Immutable and thread-safe: {@link #prepareUpTo} returns a new table and never writes to one
 * that has been handed out.
 */
public final class DivisorTable {

    /**
     * The default of {@code --max-table}: 10<sup>7</sup> heaps, 40 MB and about a second to
     * build.
     */
    public static final long DEFAULT_MAX_TABLE = 10_000_000L;

    /**
     * What a game does with a single heap beyond its table. The messages about such a heap tell
     * the user which, so that they know whether raising {@code --max-table} is the only way out.
     */
    public enum LoneHeap {
        /** Solved anyway, through a closed-form outcome: only a sum of heaps needs the table (divisor). */
        SOLVED_BY_OUTCOME,
        /** Refused like a sum, as nothing is known of it without the table (beads). */
        REFUSED
    }

    /** How a game computes its values from a sieve. */
    @FunctionalInterface
    public interface Builder {
        /**
         * g(n) at index n for every n in {@code 1..sieve.max()}, so an array of
         * {@code sieve.max() + 1} values, index 0 unused.
         */
        char[] values(DivisorSieve sieve);
    }

    private final String game;
    private final LoneHeap loneHeap;
    private final long maxTable;
    /** g(n) at index n, for n in 1..values.length-1; index 0 unused. */
    private final char[] values;
    /** Covers exactly the tabled heaps; null while there are none. */
    private final DivisorSieve sieve;

    private DivisorTable(String game, LoneHeap loneHeap, long maxTable, char[] values, DivisorSieve sieve) {
        this.game = game;
        this.loneHeap = loneHeap;
        this.maxTable = maxTable;
        this.values = values;
        this.sieve = sieve;
    }

    /**
     * A table of no heap yet, that {@link #prepareUpTo} may extend up to {@code maxTable}.
     *
     * @param game     the game's id, which starts every message
     * @param loneHeap what the game does with a single heap beyond the table
     * @throws IllegalArgumentException if {@code maxTable} is not in 1..{@value DivisorSieve#MAX_N}
     */
    public static DivisorTable empty(String game, long maxTable, LoneHeap loneHeap) {
        // Checked here and not only by the parameter: games are also built directly, with any long.
        if (maxTable < 1 || maxTable > DivisorSieve.MAX_N) {
            throw new IllegalArgumentException(game + ": --max-table must be in 1.." + DivisorSieve.MAX_N
                    + ", found " + maxTable);
        }
        return new DivisorTable(game, loneHeap, maxTable, new char[1], null);
    }

    /**
     * The {@code --max-table} parameter of a game that keeps such a table: its range is the one
     * {@link #empty} checks, its default {@link #DEFAULT_MAX_TABLE}; only the description, which
     * says what the table is for in that game, differs.
     */
    public static Parameter<Long> maxTableParameter(String description) {
        return Parameter.optional("max-table", description, ParameterType.integer(1, DivisorSieve.MAX_N),
                DEFAULT_MAX_TABLE);
    }

    /** The game whose values these are, as its messages name it ({@code beads}). */
    public String game() {
        return game;
    }

    /** The most heaps {@link #prepareUpTo} may table ({@code --max-table}). */
    public long maxTable() {
        return maxTable;
    }

    /** The largest tabled heap, 0 while there is none. */
    public long maxHeap() {
        return values.length - 1;
    }

    /**
     * This table extended to the heaps {@code 1..maxHeap}, its values from {@code builder}; the
     * table itself when it already reaches that far.
     *
     * @throws IllegalArgumentException if {@code maxHeap} is above {@code --max-table}; the message
     *                                  names the limit and what to do instead
     * @throws io.github.grundy.core.game.MemoryLimitExceededException if the table would not fit in
     *                                  memory
     */
    public DivisorTable prepareUpTo(long maxHeap, Builder builder) {
        if (maxHeap <= maxHeap()) {
            return this;
        }
        if (maxHeap > maxTable) {
            throw new LimitExceededException(refusal(maxHeap));
        }
        // Built afresh, not from the shorter table: a sieve cannot be extended, and the values
        // cost about as much as the sieve (2 bytes a heap each).
        long bytes = 4 * (maxHeap + 1);
        Supplier<String> what = () -> game + ": a Grundy table of heaps 1.." + maxHeap;
        DivisorSieve larger = Memory.allocate(bytes, what, () -> new DivisorSieve((int) maxHeap));
        char[] computed = Memory.allocate(bytes, what, () -> builder.values(larger));
        if (computed.length != maxHeap + 1) {
            // Heaps are looked up by index, so a short or long array would misplace every value.
            throw new IllegalStateException(game + ": the builder gave " + computed.length + " values for heaps 1.."
                    + maxHeap + " (index 0 included), not " + (maxHeap + 1));
        }
        return new DivisorTable(game, loneHeap, maxTable, computed, larger);
    }

    /** True iff heap {@code n} is tabled. */
    public boolean covers(long n) {
        return n >= 1 && n <= maxHeap();
    }

    /**
     * The Grundy value of heap {@code n} (at least 1: the game checks its heaps first).
     *
     * @throws IllegalArgumentException if {@code n} is beyond the table; the message says whether
     *                                  preparing or raising {@code --max-table} would help
     */
    public int value(long n) {
        if (!covers(n)) {
            if (n < 1) {
                throw new IllegalArgumentException(game + ": no heap below 1 is tabled, found " + n);
            }
            throw n > maxTable ? new LimitExceededException(beyondTable(n)) : new IllegalArgumentException(beyondTable(n));
        }
        return values[(int) n];
    }

    /**
     * Every divisor of {@code n} ≥ 1, ascending, 1 and {@code n} included, for any {@code n}: by
     * lookups in the sieve when {@code n} is tabled, else by a factorisation
     * ({@link Primes#divisors}).
     */
    public long[] sortedDivisors(long n) {
        return covers(n) ? sieve.sortedDivisors((int) n) : Primes.divisors(n);
    }

    /** Why a table for heaps up to {@code maxHeap}, above {@code --max-table}, is refused. */
    private String refusal(long maxHeap) {
        boolean alone = loneHeap == LoneHeap.SOLVED_BY_OUTCOME;
        String head = game + ": a Grundy table for heaps up to " + maxHeap + " exceeds --max-table=" + maxTable;
        if (maxHeap > DivisorSieve.MAX_N) {
            return head + ", and no table goes beyond " + DivisorSieve.MAX_N
                    + (alone ? ": only a single heap that large can be solved" : "");
        }
        return head + ": raise --max-table to at least " + maxHeap + " (4 bytes per heap)"
                + (alone ? ", or solve a single heap, which needs no table" : "");
    }

    /** Why heap {@code n}, beyond the table, has no value here, and what would give it one. */
    private String beyondTable(long n) {
        // A game that solves a lone heap by its outcome only asks for a value within a sum, so its
        // message speaks of sums; in the other game any heap beyond the table ends up here.
        boolean alone = loneHeap == LoneHeap.SOLVED_BY_OUTCOME;
        String head = alone
                ? game + ": a sum of several heaps needs the Grundy value of each (it has no closed form), and " + n
                        + " is beyond the table"
                : game + ": heap " + n + " is beyond the Grundy table, and its value has no closed form";
        if (n <= maxTable) {
            return head + (alone ? ", prepared up to " : "; the table is prepared up to ") + maxHeap()
                    + ": prepare the game for heaps up to " + n;
        }
        if (n > DivisorSieve.MAX_N) {
            return head + (alone
                    ? " (--max-table=" + maxTable + ", which cannot exceed " + DivisorSieve.MAX_N
                            + "): only a single heap that large can be solved"
                    : "; no table goes beyond " + DivisorSieve.MAX_N);
        }
        return head + " (--max-table=" + maxTable + "): raise --max-table to at least " + n + " (4 bytes per heap)";
    }

    @Override
    public boolean equals(Object o) {
        // The values are a function of the game and their count, so the count stands for them.
        return o instanceof DivisorTable t && t.game.equals(game) && t.loneHeap == loneHeap
                && t.maxTable == maxTable && t.values.length == values.length;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(maxTable) * 31 + values.length;
    }

    @Override
    public String toString() {
        return "DivisorTable[game=" + game + ", maxTable=" + maxTable + ", tabled=1.." + maxHeap() + "]";
    }
}
