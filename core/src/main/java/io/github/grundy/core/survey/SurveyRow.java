package io.github.grundy.core.survey;

import io.github.grundy.core.period.ArithmeticPeriod;
import io.github.grundy.core.period.ArithmeticProof;
import io.github.grundy.core.period.ObservedPeriod;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodCriterion;
import io.github.grundy.core.period.PeriodProof;
import io.github.grundy.core.period.RulerRegularity;
import io.github.grundy.core.sequence.GrundySequence;
import io.github.grundy.core.sequence.StoredSequence;
import io.github.grundy.core.sequence.ThreadShare;
import io.github.grundy.core.sequence.RareSplit;
import io.github.grundy.core.sequence.SequenceSummary;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.core.sequence.TakeBreakSaltus;
import java.util.Objects;
import java.util.Optional;

/**
 * One code's row of a survey of take-and-break games, as the literature's tables have it: its
 * values computed until their period is proved or up to a reach, and what they amount to up to
 * the reach (largest value and where, P-positions, checksum, the rare/common split). A code is
 * solved when its period is proved; else it is open at the reach.
 *
 * <p>Heaps are the code's own, as {@code grundy table} counts them, with one exception that the
 * tables make: a game with no move from heaps {@code 1..offset} is compared with others on its
 * values from heap {@code offset} on (tczajka's normalisation; {@code 0.07} from heap 1 is
 * {@code .4} from heap 2). The {@link #fingerprint()} covers those values, heaps
 * {@code offset..offset + reach}, so every row of a survey fingerprints as many values.
 *
 * @param code        the code, canonical
 * @param reach       the last heap summed up
 * @param offset      how many heaps from heap 1 on have no move
 * @param proof       the period proved, and by what
 * @param summary     the values of heaps {@code 0..reach}
 * @param rareSplit   the rare/common split of heaps {@code 0..reach}, for codes the rare/common
 *                    engine runs (finite, at most two heaps left)
 * @param fingerprint the values of heaps {@code offset..offset + reach}
 * @param climb       where no period is proved: the saltus with which the values climb, proved
 *                    or observed (hexadecimal codes), or empty
 * @param climbProof  the proof of the climb, when {@link TakeBreakSaltus} gives one
 * @param ruler       where neither a period is proved nor a climb shows: the ruler regularity the
 *                    values of heaps {@code 0..reach} show ({@link RulerRegularity}), or empty
 * @since SPI version 2
 */
public record SurveyRow(String code, long reach, int offset, Optional<PeriodProof> proof, SequenceSummary summary,
        Optional<RareSplit> rareSplit, Fingerprint fingerprint, Optional<ArithmeticPeriod> climb,
        Optional<ArithmeticProof> climbProof, Optional<RulerRegularity> ruler) {

    /** The farthest reach: the table holds heaps {@code 0..reach + offset} in one array. */
    public static final long MAX_REACH = Integer.MAX_VALUE - 9 - 64;

    /**
     * Checks the fields.
     *
     * @param code        the code, canonical
     * @param reach       the last heap summed up, 0 or more
     * @param offset      how many heaps from heap 1 on have no move
     * @param proof       the period proved, and by what
     * @param summary     the values of heaps {@code 0..reach}
     * @param rareSplit   the rare/common split of heaps {@code 0..reach}, or empty
     * @param fingerprint the values of heaps {@code offset..offset + reach}
     * @param climb       where no period is proved: the saltus (not 0) with which the values of
     *                    heaps {@code 0..reach} climb, observed ({@link ObservedPeriod#findArithmetic}),
     *                    or empty
     * @param climbProof  the proof of the climb, when {@link TakeBreakSaltus} gives one: then the
     *                    climb is the one it proves
     * @param ruler       where neither a period is proved nor a climb shows: the ruler regularity
     *                    the values show, or empty
     */
    public SurveyRow {
        Objects.requireNonNull(ruler, "ruler");
        if (ruler.isPresent() && (proof.isPresent() || climb.isPresent())) {
            throw new IllegalArgumentException("a ruler is said of rows without a period or a climb");
        }
        Objects.requireNonNull(climb, "climb");
        Objects.requireNonNull(climbProof, "climbProof");
        if (climbProof.isPresent() && !climb.equals(Optional.of(climbProof.get().period()))) {
            throw new IllegalArgumentException("a proved climb is the row's climb");
        }
        if (climb.isPresent() && (proof.isPresent() || climb.get().plain())) {
            throw new IllegalArgumentException("a climb is said of rows without a proved period, with a saltus");
        }
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(proof, "proof");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(rareSplit, "rareSplit");
        if (reach < 0 || summary.from() != 0 || summary.to() != reach) {
            throw new IllegalArgumentException("a survey row sums heaps 0.." + reach + ", not " + summary.from()
                    + ".." + summary.to());
        }
        if (offset < 0 || fingerprint.length() != reach + 1) {
            throw new IllegalArgumentException("a survey row to heap " + reach + " fingerprints " + (reach + 1)
                    + " values, not " + fingerprint.length());
        }
    }

    /**
     * Computes {@code code}'s row: its values by its own engine until a period is proved (Guy and
     * Smith's criterion for codes that leave at most two heaps, the three-heap one otherwise) or
     * heap {@code reach + offset} is reached, then summed up (periodic values beyond the table
     * come from the period).
     *
     * @param code  the game
     * @param reach the last heap, 0 to {@link #MAX_REACH}
     * @return the row
     * @throws io.github.grundy.core.game.LimitExceededException if the table does not fit in memory
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     */
    public static SurveyRow of(TakeBreakCode code, long reach) {
        return of(code, reach, ThreadShare.none());
    }

    /**
     * {@link #of(TakeBreakCode, long)}, its far heaps computed on the threads {@code share} has
     * free as each stretch of them begins ({@link StoredSequence#engine}): the same row.
     *
     * @param code  the game
     * @param reach the last heap, 0 to {@link #MAX_REACH}
     * @param share the threads shared with the survey's other codes
     * @return the row
     */
    public static SurveyRow of(TakeBreakCode code, long reach, ThreadShare share) {
        if (reach < 0 || reach > MAX_REACH) {
            throw new IllegalArgumentException("a survey's reach must be in 0.." + MAX_REACH + ", found " + reach);
        }
        int offset = offset(code);
        GrundySequence values = values(code, reach + offset, share);
        SequenceSummary.Builder sum = new SequenceSummary.Builder(0);
        for (long n = 0; n <= reach; n++) {
            sum.add(values.get(n));
        }
        SequenceSummary summary = sum.build();
        Fingerprint.Builder print = new Fingerprint.Builder();
        for (long n = offset; n <= reach + offset; n++) {
            print.add(values.get(n));
        }
        Optional<RareSplit> split = RareSplit.of(code, values::get, 0, reach, (int) summary.maxValue());
        // Without a period, values that climb (hexadecimal codes) are said with their saltus: proved
        // where the three-heap test proves it, else observed.
        Optional<ArithmeticProof> climbProof = values.proof().isPresent() ? Optional.empty()
                : TakeBreakSaltus.prove(code, n -> values.get(n), (int) reach + 1);
        Optional<ArithmeticPeriod> climb = values.proof().isPresent() ? Optional.empty()
                : climbProof.map(ArithmeticProof::period).or(() -> ObservedPeriod.findArithmetic(n -> values.get(n),
                        (int) reach + 1).filter(a -> !a.plain()));
        // Neither: the values may still show a ruler (0.2048), observed.
        Optional<RulerRegularity> ruler = values.proof().isPresent() || climb.isPresent() ? Optional.empty()
                : RulerRegularity.find(n -> values.get(n), (int) reach + 1);
        return new SurveyRow(code.toString(), reach, offset, values.proof(), summary, split, print.build(), climb,
                climbProof, ruler);
    }

    /**
     * The values of {@code code} from heap {@code offset} on, as the tables compare codes.
     *
     * @param code   the game
     * @param length how many values, 1 to {@link #MAX_REACH}
     * @return the values of heaps {@code offset..offset + length - 1}
     */
    public static int[] tableValues(TakeBreakCode code, int length) {
        int offset = offset(code);
        GrundySequence values = values(code, offset + (long) length - 1, ThreadShare.none());
        int[] out = new int[length];
        for (int i = 0; i < length; i++) {
            out[i] = values.get(offset + (long) i);
        }
        return out;
    }

    private static GrundySequence values(TakeBreakCode code, long last, ThreadShare share) {
        PeriodCriterion criterion = code.periodCriterion()
                .orElseGet(() -> PeriodCriterion.none("no period criterion for " + code));
        return GrundySequence.empty().extend(StoredSequence.engine(code, share), criterion, last,
                new GrundySequence.TableLimit((int) last + 1, "the survey's reach, heap " + last));
    }

    /**
     * How many heaps from heap 1 on have no move: those are P-positions like heap 0, and the
     * tables start such a game's values after them ({@code .4} has none from heaps 1 and 2).
     *
     * @param code the game
     * @return the heaps before the first one with a move, less one; 0 for a game with no move at all
     */
    public static int offset(TakeBreakCode code) {
        // A move takes k objects and leaves at most three unequal heaps: the first non-zero digit
        // k0 makes a move from heap k0 + 6 at the latest, and none comes from below k0.
        int bound = code.toString().length() + 7;
        boolean[] found = new boolean[1];
        for (int n = 1; n <= bound; n++) {
            code.forEachOption(n, option -> {
                found[0] = true;
                return false;
            });
            if (found[0]) {
                return n - 1;
            }
        }
        return 0;
    }

    /**
     * Whether the period is proved.
     *
     * @return true when {@link #proof()} is present
     */
    public boolean solved() {
        return proof.isPresent();
    }

    /**
     * The proved period as the tables count heaps, from heap {@code offset}: the same period, the
     * preperiod shortened by the offset (heaps {@code 1..offset} are all 0, like heap 0).
     *
     * @return the least preperiod and period of the values from heap {@code offset} on, or empty
     */
    public Optional<Period> tablePeriod() {
        return proof.map(p -> new Period(Math.max(0, p.period().preperiod() - offset), p.period().period()));
    }
}
