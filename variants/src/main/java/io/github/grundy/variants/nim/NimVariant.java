package io.github.grundy.variants.nim;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Variant;

/** The {@code nim} variant: plain Nim, no parameters. */
public final class NimVariant implements Variant {

    @Override
    public String id() {
        return "nim";
    }

    @Override
    public String title() {
        return "Nim";
    }

    @Override
    public String summary() {
        return "take any positive number of objects from one heap";
    }

    @Override
    public int spiVersion() {
        return SPI_VERSION;
    }

    @Override
    public Game create(Arguments arguments) {
        return new Nim();
    }
}
