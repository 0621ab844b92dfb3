package io.github.grundy.core.game;

/**
 * A game that failed while core's engines asked it something, or broke the contract of
 * {@link HeapGame} (an option not smaller than its heap): a bug of the game, not of the input.
 * {@link #asked()} says what the game was asked, e.g. {@code heap 7}, so that the report can name
 * the place; the loader reports a plugin's failure as the plugin's, by name.
 *
 * @since SPI version 2
 */
public final class GameFailure extends RuntimeException {

    /** The version of this class's serialized form. */
    private static final long serialVersionUID = 1L;

    /** What the game was asked, e.g. {@code heap 7}. */
    private final String asked;

    /**
     * A failure of the game when asked {@code asked}.
     *
     * @param asked   what the game was asked, e.g. {@code heap 7}
     * @param message what went wrong, in one line
     * @param cause   the game's own exception, or null for a broken contract
     */
    public GameFailure(String asked, String message, Throwable cause) {
        super(message, cause);
        this.asked = asked;
    }

    /**
     * What the game was asked when it failed, e.g. {@code heap 7}.
     *
     * @return the question, in words, to put in a report
     */
    public String asked() {
        return asked;
    }
}
