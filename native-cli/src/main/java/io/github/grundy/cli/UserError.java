package io.github.grundy.cli;

import io.github.grundy.core.LimitExceededException;

/** A failure the user can fix, reported as one line and an exit code (no stack trace). */
final class UserError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int exitCode;

    UserError(String message) {
        this(ExitCode.BAD_INPUT, message);
    }

    UserError(int exitCode, String message) {
        super(message, null, false, false);
        this.exitCode = exitCode;
    }

    /** A game's refusal: exit 3 when it is a limit the user can raise, else 2. */
    static UserError of(IllegalArgumentException e) {
        return new UserError(e instanceof LimitExceededException ? ExitCode.LIMIT : ExitCode.BAD_INPUT, e.getMessage());
    }

    int exitCode() {
        return exitCode;
    }
}
