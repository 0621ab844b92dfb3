package io.github.grundy.variants.bash;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import java.util.List;

/** The {@code bash} variant: Bash's game with a move limit {@code --max}. */
public final class BashVariant implements Variant {

    /** The most objects one move may take. */
    public static final Parameter<Long> MAX = Parameter.required(
            "max", "the most objects one move may take", ParameterType.integer(1, Long.MAX_VALUE));

    @Override
    public String id() {
        return "bash";
    }

    @Override
    public String title() {
        return "Bash's game";
    }

    @Override
    public String summary() {
        return "take 1 to max objects from one heap";
    }

    @Override
    public int spiVersion() {
        return SPI_VERSION;
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(MAX);
    }

    @Override
    public Game create(Arguments arguments) {
        return new Bash(arguments.get(MAX));
    }
}
