package io.github.grundy.cli.formats;

/** A {@code grundy gen} request the format cannot satisfy (a limit, an option that does not apply): exit 2. */
public final class GenerationRefused extends RuntimeException {

    private static final long serialVersionUID = 1L;

    GenerationRefused(String message) {
        super(message);
    }
}
