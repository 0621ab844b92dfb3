package io.github.grundy.core.store;

/**
 * A store on disk that cannot be used as asked: a directory that holds no store, or another
 * game's, a file missing, damaged or of the wrong length. Its message is one line that names the
 * directory, the file and what is wrong, e.g. {@code store /x/y: segment seg-000002.bin is
 * damaged: its first 1048576 heaps do not match their CRC-32}.
 *
 * <p>An {@link IllegalArgumentException}: the user gave the directory, and can give another one.
 */
public final class StoreException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /**
     * A store that cannot be used.
     *
     * @param message the directory, the file and what is wrong with it, in one line
     */
    public StoreException(String message) {
        super(message);
    }
}
