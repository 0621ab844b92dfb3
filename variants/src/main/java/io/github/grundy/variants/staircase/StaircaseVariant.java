package io.github.grundy.variants.staircase;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Variant;

/** The {@code staircase} variant: staircase Nim, no parameters. */
public final class StaircaseVariant implements Variant {

    @Override
    public String id() {
        return "staircase";
    }

    @Override
    public String title() {
        return "Staircase Nim";
    }

    @Override
    public String summary() {
        return "move any positive number of coins from one stair to the stair below; coins on the ground are out";
    }

    @Override
    public int spiVersion() {
        return SPI_VERSION;
    }

    @Override
    public Game create(Arguments arguments) {
        return new Staircase();
    }
}
