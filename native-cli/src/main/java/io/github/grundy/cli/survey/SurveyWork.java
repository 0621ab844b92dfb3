package io.github.grundy.cli.survey;

import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.survey.SurveyRow;
import picocli.CommandLine.Option;

/**
 * The options of the survey commands that compute rows ({@code survey}, {@code survey compare}):
 * how far, how many codes at once and on how many threads; checked in one place.
 */
public final class SurveyWork {

    @Option(names = "--reach", paramLabel = "N", defaultValue = "1048575",
            description = "The last heap of an open code (default: ${DEFAULT-VALUE}, 2^20 values).")
    long reach;

    @Option(names = "--jobs", paramLabel = "J",
            description = "Codes computed at once (default: --threads).")
    Integer jobs;

    @Option(names = "--threads", paramLabel = "N",
            description = "Threads the survey computes on (default: every core this process may use): --jobs codes at"
                    + " once, and a code whose table goes far (past 2^16 heaps) takes the threads the others leave"
                    + " free, as the last codes do when the rest are done. The same rows on any number.")
    Integer threads;

    /** Refuses a reach, a number of jobs or of threads out of range. */
    void check() {
        if (reach < 0 || reach > SurveyRow.MAX_REACH) {
            throw new UserError("--reach must be 0 to " + SurveyRow.MAX_REACH + ", found " + reach);
        }
        if (jobs != null && jobs < 1) {
            throw new UserError("--jobs must be 1 or more, found " + jobs);
        }
        if (threads != null && (threads < 1 || threads > MAX_THREADS)) {
            throw new UserError("--threads must be 1 to " + MAX_THREADS + ", found " + threads);
        }
    }

    /** The most threads: beyond, a typo rather than a machine. */
    private static final int MAX_THREADS = 4096;

    /** The threads to compute on: --threads, else one per processor. */
    int threads() {
        return threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    }

    /** The codes computed at once: --jobs, else one per thread. */
    int jobs() {
        return jobs == null ? threads() : jobs;
    }
}
