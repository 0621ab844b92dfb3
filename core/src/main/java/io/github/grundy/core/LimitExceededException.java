package io.github.grundy.core;

/**
 * A position or parameter the code could answer exactly, but only beyond a limit it keeps: a
 * table larger than {@code --max-table}, a period not proved within the work allowed. The message
 * names the limit and, where there is one, the option that raises it. A kind of
 * {@link IllegalArgumentException}, so callers that only tell valid from invalid input need not
 * know it; the command line answers it with its own exit code (3).
 */
public final class LimitExceededException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public LimitExceededException(String message) {
        super(message);
    }

    public LimitExceededException(String message, Throwable cause) {
        super(message, cause);
    }
}
