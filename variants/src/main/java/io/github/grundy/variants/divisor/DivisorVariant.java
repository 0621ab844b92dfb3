package io.github.grundy.variants.divisor;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.variants.arith.DivisorTable;
import java.util.List;

/** The {@code divisor} variant: the odd-divisor game of Codeforces 1370C. */
public final class DivisorVariant implements Variant {

    /** The largest heap whose Grundy value may be tabled (sums of several heaps need them). */
    public static final Parameter<Long> MAX_TABLE = DivisorTable.maxTableParameter(
            "the largest heap whose Grundy value is tabled, for sums of several heaps (4 bytes per heap)");

    @Override
    public String id() {
        return "divisor";
    }

    @Override
    public String title() {
        return "Odd-divisor game";
    }

    @Override
    public String summary() {
        return "divide n by one of its odd divisors > 1, or subtract 1 from it";
    }

    @Override
    public int spiVersion() {
        return SPI_VERSION;
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(MAX_TABLE);
    }

    @Override
    public Game create(Arguments arguments) {
        return new Divisor(arguments.get(MAX_TABLE));
    }
}
