package io.github.grundy.cli.survey;

import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.survey.MisereRow;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * {@code survey --misere} and its two bounds: how far the genera and the quotient go, and how
 * large a quotient may grow. Checked in one place.
 */
public final class SurveyMisere {

    @Option(names = "--misere",
            description = "Misere play too: how far each code is tame, and its misere quotient while small.")
    boolean misere;

    @Option(names = "--misere-reach", paramLabel = "N",
            description = "With --misere: the last heap of the genera and of a quotient not proved before"
                    + " (default: 1000).")
    Integer reach;

    @Option(names = "--max-quotient", paramLabel = "N",
            description = "With --misere: a quotient stops at the heap where a candidate tried on the way would"
                    + " have more than N elements (default: 256).")
    Integer maxQuotient;

    /**
     * The bounds asked, checked.
     *
     * @return empty without --misere
     * @throws UserError for a bound out of range, or a bound without --misere
     */
    Optional<MisereBounds> asked() {
        if (!misere) {
            if (reach != null || maxQuotient != null) {
                throw new UserError((reach != null ? "--misere-reach" : "--max-quotient")
                        + " bounds the misere part of a survey: give it with --misere");
            }
            return Optional.empty();
        }
        int r = reach == null ? 1000 : reach;
        int q = maxQuotient == null ? 256 : maxQuotient;
        if (r < 0 || r > MisereRow.MAX_REACH) {
            throw new UserError("--misere-reach must be 0 to " + MisereRow.MAX_REACH + ", found " + r);
        }
        if (q < 1) {
            throw new UserError("--max-quotient must be 1 or more, found " + q);
        }
        return Optional.of(new MisereBounds(r, q));
    }
}
