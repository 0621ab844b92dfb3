package io.github.grundy.variants.octal;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.Variant;
import java.util.List;

/**
 * A take-and-break game known by name, with its code shown in {@code grundy list}: the same game
 * as {@code octal --code=CODE}, under the name the field uses.
 */
abstract class TakeBreakPreset implements Variant {

    private final String id;
    private final String title;
    private final String rule;
    private final TakeBreakCode code;

    TakeBreakPreset(String id, String title, String code, String rule) {
        this.id = id;
        this.title = title;
        this.rule = rule;
        this.code = TakeBreakCode.parse(code);
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String title() {
        return title + " (" + code + ")";
    }

    @Override
    public final String summary() {
        return rule;
    }

    /** Built with grundy-core, in the same build: its SPI version is this module's. */
    @Override
    public final int spiVersion() {
        return SPI_VERSION;
    }

    @Override
    public final List<Parameter<?>> parameters() {
        return List.of(OctalVariant.MAX_TABLE);
    }

    @Override
    public final Game create(Arguments arguments) {
        return new TakeBreak(code, id, arguments.get(OctalVariant.MAX_TABLE));
    }
}
