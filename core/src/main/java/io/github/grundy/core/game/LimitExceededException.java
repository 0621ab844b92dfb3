package io.github.grundy.core.game;

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

    /**
     * A limit met.
     *
     * @param message the limit and what raises it, in one line, e.g. {@code heap 2000000 is beyond
     *                the Grundy table, which holds heaps up to --max-table=1000000 (...)}
     */
    public LimitExceededException(String message) {
        super(message);
    }

    /**
     * A limit met, found as {@code cause}.
     *
     * @param message the limit and what raises it, in one line
     * @param cause   the exception that revealed it (another limit, given more context)
     */
    public LimitExceededException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * The same limit, its message preceded by {@code context} (a game's name, a place in the input),
     * and still of its kind.
     *
     * @param context where the limit was met, without a trailing colon
     * @return a new exception of the same class, this one its cause
     */
    public LimitExceededException withContext(String context) {
        return new LimitExceededException(context + ": " + getMessage(), this);
    }
}
