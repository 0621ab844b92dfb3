package io.github.grundy.cli.survey;

import io.github.grundy.cli.common.UserError;
import picocli.CommandLine.Option;

/** {@code --near=N}, for the survey commands that print classes ({@code survey}, {@code survey merge}). */
public final class NearOption {

    @Option(names = "--near", paramLabel = "N", defaultValue = "256",
            description = "Classes that agree on N or more values are near misses (default: ${DEFAULT-VALUE}).")
    long near;

    /** The bound, checked. */
    long near() {
        if (near < 1) {
            throw new UserError("--near must be 1 or more, found " + near);
        }
        return near;
    }
}
