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
     * The failure of a game one of whose options of {@code heap} holds {@code part}, a heap that
     * is negative or not smaller than {@code heap} (the contract of {@link HeapMoves}): the one
     * wording of this fault, for the engines, the loader and {@code GameChecker}.
     *
     * @param heap the heap whose option it is
     * @param part the heap the option holds, negative or at least {@code heap}
     * @return the failure, asked {@code heap H}: {@code an option of heap 0 holds heap -1, which is
     *         negative}, or {@code an option of heap 4 holds heap 4, not smaller than 4}
     * @since SPI version 2
     */
    public static GameFailure badOption(long heap, long part) {
        return new GameFailure("heap " + heap, "an option of heap " + heap + " holds heap " + part
                + (part < 0 ? ", which is negative" : ", not smaller than " + heap), null);
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
