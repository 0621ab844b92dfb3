package io.github.grundy.core;

/**
 * A position or parameter the code could answer exactly, but only beyond a limit it keeps: a
 * table larger than {@code --max-table}, a period not proved within the work allowed, memory
 * ({@link MemoryLimitExceededException}). The message names the limit and, where there is one, the option that raises it. A kind of
 * {@link IllegalArgumentException}, so callers that only tell valid from invalid input need not
 * know it; the command line answers it with its own exit code (3).
 */
public sealed class LimitExceededException extends IllegalArgumentException permits MemoryLimitExceededException {

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
