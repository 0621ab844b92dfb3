package io.github.grundy.variants.beads;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.variants.arith.DivisorTable;
import java.util.List;

/** The {@code beads} variant: magic beads, a heap splits into its proper divisors minus one. */
public final class BeadsVariant implements Variant {

    /** The largest heap whose Grundy value may be tabled: no heap beyond it can be solved. */
    public static final Parameter<Long> MAX_TABLE = DivisorTable.maxTableParameter(
            "the largest heap whose Grundy value is tabled; larger heaps cannot be solved (4 bytes per heap)");

    @Override
    public String id() {
        return "beads";
    }

    @Override
    public String title() {
        return "Magic beads";
    }

    @Override
    public String summary() {
        return "replace a heap p > 1 by one heap per divisor of p below p, then remove one of them";
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
        return new Beads(arguments.get(MAX_TABLE));
    }
}
