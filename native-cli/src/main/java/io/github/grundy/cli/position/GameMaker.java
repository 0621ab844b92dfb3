package io.github.grundy.cli.position;

import io.github.grundy.cli.common.Suggestion;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.game.Game;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.GameSpec;
import io.github.grundy.core.spi.Variant;
import java.util.List;
import java.util.Map;

/**
 * Makes the game a spec names ({@code bash --max=3}, {@code bash:max=3}) by its variant in the
 * catalog: an unknown variant, a bad parameter and the variant's refusal are the user's errors.
 */
public final class GameMaker {

    private final VariantCatalog catalog;

    public GameMaker(VariantCatalog catalog) {
        this.catalog = catalog;
    }

    /**
     * A game and the parameter values it was made with.
     *
     * @param game      the game, as its variant made it (a plugin's guarded by the loader)
     * @param arguments the values, the variant's defaults included
     */
    public record Made(Game game, Arguments arguments) {
    }

    /**
     * The game a spec names, created by its variant.
     *
     * @throws UserError for an unknown variant, a bad parameter, or the variant's refusal
     */
    public Game game(GameSpec spec) {
        return make(variant(spec.variant()), spec.parameters()).game();
    }

    /** The game {@code variant} makes of the parameters {@code given} (by name, as written). */
    Made make(Variant variant, Map<String, String> given) {
        Arguments arguments = Refusals.asUserErrors(() -> Arguments.parse(variant, given));
        return new Made(Refusals.asUserErrors(() -> variant.create(arguments)), arguments);
    }

    /** The installed variant {@code id}, or a user error naming the one meant or those installed. */
    Variant variant(String id) {
        return catalog.find(id).orElseThrow(() -> {
            List<String> ids = catalog.entries().stream().map(e -> e.variant().id()).toList();
            String near = Suggestion.didYouMean(id, ids, "'");
            return new UserError("unknown variant '" + id + "'" + (near.isEmpty() ? " (installed: "
                    + String.join(", ", ids) + "; see 'grundy list')" : ": " + near + " (see 'grundy list')"));
        });
    }
}
