package io.github.grundy.core;

/**
 * A position or parameter the code could answer exactly, but only beyond a limit it keeps: a
 * table larger than a game's table limit, a heap beyond both a table and a proved period, memory
 * ({@link MemoryLimitExceededException}), time. The message names the limit and, where there is
 * one, what raises it (the caller says how: a limit's name is a parameter of the code that keeps
 * it, never a command's option).
 *
 * <p>Not an {@link IllegalArgumentException}: the input is valid, only too large, and callers
 * tell the two apart by type (the command line answers a limit with exit code 3, bad input with
 * 2), not by the order of their catch clauses.
 *
 * @since SPI version 2 (in version 1 it was a kind of {@code IllegalArgumentException})
 */
public sealed class LimitExceededException extends RuntimeException permits MemoryLimitExceededException {

    private static final long serialVersionUID = 1L;

    public LimitExceededException(String message) {
        super(message);
    }

    public LimitExceededException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * The same limit, its message preceded by {@code context} (a game's name, a place in the input),
     * and still of its kind.
     */
    public LimitExceededException withContext(String context) {
        return new LimitExceededException(context + ": " + getMessage(), this);
    }
}
