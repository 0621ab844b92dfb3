package io.github.grundy.core.loader;

import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.LimitExceededException;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;

/**
 * Turns a plugin's failure into a {@link PluginFailure} that names it. What passes through
 * unchanged is what the SPI lets a plugin throw: an {@link IllegalArgumentException} refusing the
 * user's input, a {@link LimitExceededException}, and a {@link CancellationException} (the
 * command's time is up). Anything else, and a {@link GameFailure} of core's engines (a broken
 * contract), is the plugin's bug.
 *
 * @param variant the plugin variant's id
 * @param source  its jar (or class directory)
 */
record Guard(String variant, String source) {

    /**
     * What to throw for {@code e}, thrown by the plugin when asked {@code asked} ({@code on heap 7}).
     * Call as {@code throw guard.failure(...)} from a catch of
     * {@code RuntimeException | LinkageError | StackOverflowError}.
     */
    RuntimeException failure(String asked, Throwable e) {
        if (e instanceof IllegalArgumentException || e instanceof LimitExceededException
                || e instanceof CancellationException || e instanceof PluginFailure) {
            return (RuntimeException) e;
        }
        if (e instanceof GameFailure f) {
            return new PluginFailure(variant, source, "on " + f.asked(), f.getMessage(), f);
        }
        String message = e.getMessage();
        String what = (e.getClass().getSimpleName() + (message == null ? "" : ": " + message)).replace('\n', ' ');
        if (e instanceof LinkageError) {
            what += " (a class is missing or does not match: is the plugin built for another version of grundy?)";
        }
        return new PluginFailure(variant, source, asked, what, e);
    }

    /** Runs {@code call} (not on a hot path: it allocates), its failure named. */
    <T> T call(String asked, Supplier<T> call) {
        try {
            return call.get();
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw failure(asked, e);
        }
    }
}
