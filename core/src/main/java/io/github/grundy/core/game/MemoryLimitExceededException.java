package io.github.grundy.core.game;

/**
 * A limit of memory: an allocation that {@link Memory} estimated this process cannot make. Its own
 * kind, so that the command line can add how to give the process more memory.
 */
public final class MemoryLimitExceededException extends LimitExceededException {

    private static final long serialVersionUID = 1L;

    /**
     * A limit of memory met.
     *
     * @param message what would not fit, how much it needs and what the process may use
     */
    public MemoryLimitExceededException(String message) {
        super(message);
    }

    private MemoryLimitExceededException(String message, Throwable cause) {
        super(message, cause);
    }

    @Override
    public MemoryLimitExceededException withContext(String context) {
        return new MemoryLimitExceededException(context + ": " + getMessage(), this);
    }
}
