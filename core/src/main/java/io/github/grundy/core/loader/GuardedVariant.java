package io.github.grundy.core.loader;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.Variant;
import java.util.List;

/**
 * A plugin's variant as the catalogue hands it out: the same variant, whose games report their
 * failures as the plugin's ({@link PluginFailure}, naming the variant and its jar) rather than
 * as grundy's. Its describing methods were checked when it was loaded.
 */
final class GuardedVariant implements Variant {

    private final Variant plugin;
    private final Guard guard;

    GuardedVariant(Variant plugin, String source) {
        this.plugin = plugin;
        this.guard = new Guard(plugin.id(), source);
    }

    /** The class of the provider behind {@code variant}: the plugin's own, if it is guarded. */
    static Class<?> providerClass(Variant variant) {
        return variant instanceof GuardedVariant g ? g.plugin.getClass() : variant.getClass();
    }

    /** The plugin's own provider object. */
    Variant plugin() {
        return plugin;
    }

    @Override
    public String id() {
        return plugin.id();
    }

    @Override
    public String title() {
        return plugin.title();
    }

    @Override
    public String summary() {
        return plugin.summary();
    }

    @Override
    public List<Parameter<?>> parameters() {
        return plugin.parameters();
    }

    @Override
    public int spiVersion() {
        return plugin.spiVersion();
    }

    @Override
    public Game create(Arguments arguments) {
        Game game = guard.call("creating its game", () -> plugin.create(arguments));
        return guard(game, guard);
    }

    /** {@code game} with every call guarded; null stays null (reported where it is used). */
    static Game guard(Game game, Guard guard) {
        if (game instanceof HeapGame h) {
            return new GuardedHeapGame(h, guard);
        }
        if (game instanceof PositionGame p) {
            return new GuardedPositionGame(p, guard);
        }
        throw new PluginFailure(guard.variant(), guard.source(), "creating its game",
                "create() returned " + game + " instead of a game", null);
    }

    @Override
    public String toString() {
        return plugin.toString();
    }
}
