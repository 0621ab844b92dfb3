package io.github.grundy.cli.survey;

import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.survey.SurveyRow;
import picocli.CommandLine.Option;

/**
 * The options of the survey commands that compute rows ({@code survey}, {@code survey compare}):
 * how far and on how many threads; checked in one place.
 */
public final class SurveyWork {

    @Option(names = "--reach", paramLabel = "N", defaultValue = "1048575",
            description = "The last heap of an open code (default: ${DEFAULT-VALUE}, 2^20 values).")
    long reach;

    @Option(names = "--jobs", paramLabel = "J",
            description = "Codes computed at once (default: the number of processors).")
    Integer jobs;

    /** Refuses a reach or a number of jobs out of range. */
    void check() {
        if (reach < 0 || reach > SurveyRow.MAX_REACH) {
            throw new UserError("--reach must be 0 to " + SurveyRow.MAX_REACH + ", found " + reach);
        }
        if (jobs != null && jobs < 1) {
            throw new UserError("--jobs must be 1 or more, found " + jobs);
        }
    }

    /** The threads to compute on: --jobs, else one per processor. */
    int threads() {
        return jobs == null ? Runtime.getRuntime().availableProcessors() : jobs;
    }
}
