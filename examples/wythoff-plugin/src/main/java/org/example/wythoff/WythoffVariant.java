package org.example.wythoff;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import java.util.List;

/**
 * The {@code wythoff} variant: what grundy finds through
 * {@code META-INF/services/io.github.grundy.core.spi.Variant}. It names the game, declares its one
 * parameter and creates the game; {@link Wythoff} plays it.
 */
public final class WythoffVariant implements Variant {

    /** The largest heap whose Grundy values are tabled: 4(n+1)² bytes, 4 MB at the default. */
    static final Parameter<Long> MAX_TABLE = Parameter.optional("max-table",
            "the largest heap whose Grundy values are tabled (4(n+1)^2 bytes); outcomes and winning moves need no"
                    + " table",
            ParameterType.integer(0, 4000), 1000L);

    /** Built against this grundy-core: see {@link Variant#spiVersion()}. */
    @Override
    public int spiVersion() {
        return SPI_VERSION;
    }

    @Override
    public String id() {
        return "wythoff";
    }

    @Override
    public String title() {
        return "Wythoff's game";
    }

    @Override
    public String summary() {
        return "two heaps: take any number of objects from one heap, or the same number from both";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(MAX_TABLE);
    }

    @Override
    public Game create(Arguments arguments) {
        return new Wythoff(Math.toIntExact(arguments.get(MAX_TABLE)));
    }
}
