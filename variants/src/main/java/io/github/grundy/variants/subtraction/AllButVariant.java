package io.github.grundy.variants.subtraction;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import java.util.List;

/** The {@code all-but} variant: take any amount but those of {@code --except}, e.g. {@code --except=1,3}. */
public final class AllButVariant implements Variant {

    /** The amounts a move may not remove. */
    public static final Parameter<List<Long>> EXCEPT = Parameter.required(
            "except", "the amounts one move may not remove", ParameterType.integerSet(1, AllBut.MAX_ELEMENT));

    @Override
    public String id() {
        return "all-but";
    }

    @Override
    public String title() {
        return "All-but subtraction game";
    }

    @Override
    public String summary() {
        return "remove any number of objects from one heap except the amounts in the set X";
    }

    @Override
    public int spiVersion() {
        return SPI_VERSION;
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(EXCEPT);
    }

    @Override
    public Game create(Arguments arguments) {
        return AllBut.of(arguments.get(EXCEPT));
    }
}
