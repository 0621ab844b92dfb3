package io.github.grundy.core.sequence;

import io.github.grundy.core.period.PeriodCriterion;
import io.github.grundy.core.period.PeriodProof;
import java.util.Objects;
import java.util.Optional;

/**
 * One code's row of a survey of take-and-break games, as the literature's tables have it: its
 * values computed until their period is proved or up to a reach, and what they amount to up to
 * the reach (largest value and where, P-positions, checksum). A code is solved when its period is
 * proved; else it is open at the reach.
 *
 * @param code    the code, canonical
 * @param reach   the last heap computed and summed up
 * @param proof   the period proved within the reach, and by what
 * @param summary the values of heaps {@code 0..reach}
 * @since SPI version 2
 */
public record SurveyRow(String code, long reach, Optional<PeriodProof> proof, SequenceSummary summary) {

    /** The farthest reach: the table holds heaps {@code 0..reach} in one array. */
    public static final long MAX_REACH = Integer.MAX_VALUE - 9;

    /**
     * Checks the fields.
     *
     * @param code    the code, canonical
     * @param reach   the last heap computed and summed up, 0 or more
     * @param proof   the period proved within the reach, and by what
     * @param summary the values of heaps {@code 0..reach}
     */
    public SurveyRow {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(proof, "proof");
        Objects.requireNonNull(summary, "summary");
        if (reach < 0 || summary.from() != 0 || summary.to() != reach) {
            throw new IllegalArgumentException("a survey row sums heaps 0.." + reach + ", not " + summary.from()
                    + ".." + summary.to());
        }
    }

    /**
     * Computes {@code code}'s row: its values by its own engine until a period is proved (Guy and
     * Smith's criterion for codes that leave at most two heaps, the three-heap one otherwise) or
     * heap {@code reach} is reached, then summed up to {@code reach} (periodic values beyond the
     * table come from the period).
     *
     * @param code  the game
     * @param reach the last heap, 0 to {@link #MAX_REACH}
     * @return the row
     * @throws io.github.grundy.core.game.LimitExceededException if the table does not fit in memory
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     */
    public static SurveyRow of(TakeBreakCode code, long reach) {
        if (reach < 0 || reach > MAX_REACH) {
            throw new IllegalArgumentException("a survey's reach must be in 0.." + MAX_REACH + ", found " + reach);
        }
        PeriodCriterion criterion = code.periodCriterion()
                .orElseGet(() -> PeriodCriterion.none("no period criterion for " + code));
        GrundySequence values = GrundySequence.empty().extend(code.engine(), criterion, reach,
                new GrundySequence.TableLimit((int) reach + 1, "the survey's reach, heap " + reach));
        SequenceSummary.Builder sum = new SequenceSummary.Builder(0);
        for (long n = 0; n <= reach; n++) {
            sum.add(values.get(n));
        }
        return new SurveyRow(code.toString(), reach, values.proof(), sum.build());
    }

    /**
     * Whether the period is proved.
     *
     * @return true when {@link #proof()} is present
     */
    public boolean solved() {
        return proof.isPresent();
    }
}
