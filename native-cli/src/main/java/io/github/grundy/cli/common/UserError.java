package io.github.grundy.cli.common;

import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.MemoryLimitExceededException;

/** A failure the user can fix, reported as one line and an exit code (no stack trace). */
public final class UserError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int exitCode;

    public UserError(String message) {
        this(ExitCode.BAD_INPUT, message);
    }

    public UserError(int exitCode, String message) {
        super(message, null, false, false);
        this.exitCode = exitCode;
    }

    /** A game's refusal of its input: exit 2. */
    public static UserError of(IllegalArgumentException e) {
        return new UserError(ExitCode.BAD_INPUT, e.getMessage());
    }

    /** A limit the user can raise: exit 3; for memory, how to give the process more. */
    public static UserError of(LimitExceededException e) {
        if (e instanceof MemoryLimitExceededException) {
            return new UserError(ExitCode.LIMIT, e.getMessage() + moreMemory());
        }
        return new UserError(ExitCode.LIMIT, e.getMessage());
    }

    /**
     * How to give this process more memory, to end a message about memory: GRUNDY_MAX_MEMORY on
     * both runtimes (NativeMain reads it, the JVM launchers make it -Xmx); on the JVM also -Xmx.
     */
    public static String moreMemory() {
        return System.getProperty("org.graalvm.nativeimage.imagecode") != null
                ? "; give it more with GRUNDY_MAX_MEMORY=<size>"
                : "; give the JVM more with GRUNDY_MAX_MEMORY=<size> or GRUNDY_JAVA_OPTS=-Xmx<size>";
    }

    public int exitCode() {
        return exitCode;
    }
}
