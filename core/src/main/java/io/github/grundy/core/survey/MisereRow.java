package io.github.grundy.core.survey;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.MemoryLimitExceededException;
import io.github.grundy.core.misere.Genera;
import io.github.grundy.core.misere.MisereQuotient;
import io.github.grundy.core.misere.QuotientRun;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.sequence.TabledHeapGame;
import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One code's misère row of a survey, where misère play is cheap to know: how far its heaps are
 * tame (each heap's genus, and every heap it reaches, that of a misère Nim heap, so that sums of
 * them play as misère Nim on their Grundy values), and its misère quotient (Plambeck and Siegel)
 * while it stays small.
 *
 * @param code        the code, canonical
 * @param reach       the last heap looked at, by the genera and by the quotient
 * @param maxQuotient the most elements a candidate quotient could have (a candidate tried on the
 *                    way may be larger than the quotient found at that heap)
 * @param firstWild   the first heap that is not tame, or empty when heaps {@code 0..reach} all are
 * @param wildGenus   that heap's genus as the books write it ({@code 0^{120}}), or empty when no
 *                    heap is wild or its genus is not known (an option is a sum with a wild heap)
 * @param genera      the genus sequence to where tameness ends: the genera of heaps
 *                    {@code 0..firstWild}, the last one the wild heap's ("?" when it has none), or of
 *                    heaps {@code 0..reach} when all are tame
 * @param quotient    the quotient as far as it went
 * @since SPI version 2
 */
public record MisereRow(String code, int reach, int maxQuotient, OptionalInt firstWild, Optional<String> wildGenus,
        List<String> genera, Quotient quotient) {

    /** The farthest reach: a quotient goes to heap 10^6 at most. */
    public static final int MAX_REACH = 1_000_000;

    /**
     * The misère quotient of heaps {@code 0..to}, or of every heap once the period of its
     * pretending function is proved.
     *
     * @param to           the last heap computed
     * @param size         {@code |Q|}
     * @param pSize        {@code |P|}, the elements that are misère P-positions
     * @param tame         whether it is the quotient of misère Nim on as many heaps
     * @param presentation generators and relations, and P ({@link MisereQuotient#presentation()})
     * @param period       the period of the pretending function, once proved: the quotient then
     *                     holds for every heap
     * @param outgrew      the heap where a candidate quotient tried on the way would have had more
     *                     than {@code maxQuotient} elements, and the computing stopped
     *                     ({@code to + 1}), or empty
     */
    public record Quotient(int to, int size, int pSize, boolean tame, String presentation, Optional<Period> period,
            OptionalInt outgrew) {

        /**
         * Checks the fields.
         *
         * @param to           the last heap computed, 0 or more
         * @param size         {@code |Q|}, 1 or more
         * @param pSize        {@code |P|}
         * @param tame         whether it is tame
         * @param presentation the presentation
         * @param period       the proved period, or empty
         * @param outgrew      {@code to + 1} when the quotient outgrew the limit there, or empty
         */
        public Quotient {
            Objects.requireNonNull(presentation, "presentation");
            Objects.requireNonNull(period, "period");
            if (to < 0 || size < 1 || pSize < 0 || pSize > size) {
                throw new IllegalArgumentException("a quotient to heap " + to + " of " + size + " elements, " + pSize
                        + " in P");
            }
            if (outgrew.isPresent() && (outgrew.getAsInt() != to + 1 || period.isPresent())) {
                throw new IllegalArgumentException("a quotient outgrows its limit at the heap after its last");
            }
        }
    }

    /**
     * Checks the fields.
     *
     * @param code        the code, canonical
     * @param reach       the last heap looked at, 0 to {@link #MAX_REACH}
     * @param maxQuotient the limit of the quotient, 1 or more
     * @param firstWild   the first wild heap, at most {@code reach}, or empty
     * @param wildGenus   its genus, or empty
     * @param genera      the genera of heaps {@code 0..firstWild}, or {@code 0..reach} when none is wild
     * @param quotient    the quotient, to {@code reach} at most
     */
    public MisereRow {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(wildGenus, "wildGenus");
        Objects.requireNonNull(quotient, "quotient");
        genera = List.copyOf(genera);
        if (genera.size() != firstWild.orElse(reach) + 1) {
            throw new IllegalArgumentException("a misere row has the genera of heaps 0.." + firstWild.orElse(reach)
                    + ", not of " + genera.size() + " heaps");
        }
        if (reach < 0 || reach > MAX_REACH || maxQuotient < 1 || quotient.to() > reach) {
            throw new IllegalArgumentException("a misere row to heap " + reach + " with a quotient to heap "
                    + quotient.to() + " and at most " + maxQuotient + " elements");
        }
        if (firstWild.isPresent() ? firstWild.getAsInt() < 0 || firstWild.getAsInt() > reach : wildGenus.isPresent()) {
            throw new IllegalArgumentException("a genus of a wild heap without the heap, or beyond heap " + reach);
        }
    }

    /**
     * Computes {@code code}'s misère row: the genera of heaps {@code 0..reach} until the first
     * wild one, and the quotient heap by heap until its period is proved (for a finite code
     * without {@code !}), a candidate would have more than {@code maxQuotient} elements, or heap
     * {@code reach}.
     *
     * @param code        the game
     * @param reach       the last heap, 0 to {@link #MAX_REACH}
     * @param maxQuotient the most elements a candidate quotient may have, 1 or more
     * @return the row
     * @throws MemoryLimitExceededException if a candidate quotient does not fit in memory
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     */
    public static MisereRow of(TakeBreakCode code, int reach, int maxQuotient) {
        if (reach < 0 || reach > MAX_REACH || maxQuotient < 1) {
            throw new IllegalArgumentException("a misere row's reach must be in 0.." + MAX_REACH
                    + " and its quotient's limit 1 or more, found " + reach + " and " + maxQuotient);
        }
        // Genera work each genus out from the options; the game's Grundy table is never read, so it is
        // not built (prepare would cost a pass over every option of every heap to the reach).
        HeapGame game = TabledHeapGame.of(code.toString(), code, Math.max(1, reach));
        Genera genera = Genera.of(game, Long.MAX_VALUE, "the survey's misere reach");
        OptionalInt firstWild = OptionalInt.empty();
        Optional<String> genus = Optional.empty();
        List<String> sequence = new ArrayList<>();
        for (int h = 0; h <= reach; h++) {
            boolean tame = genera.isTame(h);
            Optional<String> g = genera.of(h).map(Object::toString);
            sequence.add(g.orElse("?"));
            if (!tame) {
                firstWild = OptionalInt.of(h);
                genus = g;
                break;
            }
        }
        QuotientRun run = QuotientRun.of(code, maxQuotient, "--max-quotient=" + maxQuotient);
        OptionalInt outgrew = OptionalInt.empty();
        try {
            while (run.lastHeap() < reach && run.proof().isEmpty()) {
                run.next();
            }
        } catch (MemoryLimitExceededException e) {
            // Not the quotient's limit but the machine's: no row, rather than one that depends on -Xmx.
            throw e;
        } catch (LimitExceededException e) {
            // The run is as it was before the heap where a candidate outgrew the limit.
            outgrew = OptionalInt.of(run.lastHeap() + 1);
        }
        MisereQuotient q = run.quotient();
        Optional<Period> period = q.proof().map(p -> new Period(p.preperiod(), p.period()));
        return new MisereRow(code.toString(), reach, maxQuotient, firstWild, genus, sequence,
                new Quotient(q.maxHeap(), q.size(), q.pSize(), q.isTame(), q.presentation(), period, outgrew));
    }
}
