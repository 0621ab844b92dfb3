package io.github.grundy.cli.position;

import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.game.LimitExceededException;
import java.util.function.Supplier;

/**
 * A game's refusals as the user's errors: what the SPI lets a game throw about its input. A
 * plugin's own failure is a {@code PluginFailure} (its guard's), which passes through as the
 * plugin's.
 */
final class Refusals {

    private Refusals() {
    }

    /**
     * Runs a game's parser, factory, check or analysis: its refusal is the user's to fix (exit 2),
     * a limit theirs to raise (exit 3).
     */
    static <T> T asUserErrors(Supplier<T> call) {
        try {
            return call.get();
        } catch (IllegalArgumentException e) {
            throw UserError.of(e);
        } catch (LimitExceededException e) {
            throw UserError.of(e);
        }
    }
}
