package io.github.grundy.variants.split;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Variant;

/** The {@code split} variant: Split Nim, no parameters. */
public final class SplitVariant implements Variant {

    @Override
    public String id() {
        return "split";
    }

    @Override
    public String title() {
        return "Split Nim";
    }

    @Override
    public String summary() {
        return "replace one heap by two smaller heaps (0 allowed; their sum may exceed it)";
    }

    @Override
    public int spiVersion() {
        return SPI_VERSION;
    }

    @Override
    public Game create(Arguments arguments) {
        return new Split();
    }
}
