package io.github.grundy.cli;

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

    int exitCode() {
        return exitCode;
    }
}
