package io.github.grundy.variants.subtraction;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import java.util.List;

/** The {@code subtraction} variant: the subtraction game of a set {@code --set}, e.g. {@code --set=2,5}. */
public final class SubtractionVariant implements Variant {

    /**
     * The amounts a move may remove. Elements stop at {@link Subtraction#MAX_ELEMENT} so that a
     * table within the limit can hold a period plus the whole window of max(S) values that proves it.
     */
    public static final Parameter<List<Long>> SET = Parameter.required(
            "set", "the amounts one move may remove", ParameterType.integerSet(1, Subtraction.MAX_ELEMENT));

    @Override
    public String id() {
        return "subtraction";
    }

    @Override
    public String title() {
        return "Subtraction game";
    }

    @Override
    public String summary() {
        return "remove s objects from one heap, for some s in the set S (s <= heap)";
    }

    @Override
    public int spiVersion() {
        return SPI_VERSION;
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(SET);
    }

    @Override
    public Game create(Arguments arguments) {
        return Subtraction.of(arguments.get(SET));
    }
}
