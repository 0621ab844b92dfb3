package io.github.grundy.variants.turning;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.core.turning.TurningCode;
import java.util.List;

/**
 * A coin-turning game of Winning Ways by its name, with its code shown in {@code grundy list}: the
 * same game as {@code turning --code=CODE}, its values by a proved closed form where there is one.
 */
abstract class TurningPreset implements Variant {

    private final String id;
    private final String title;
    private final String rule;
    private final TurningCode code;
    private final Formula formula;

    TurningPreset(String id, String title, String code, String rule, Formula formula) {
        this.id = id;
        this.title = title;
        this.rule = rule;
        this.code = TurningCode.parse(code);
        this.formula = formula;
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
        return formula != null ? List.of() : List.of(TurningVariant.MAX_TABLE);
    }

    /**
     * The preset's turning code, what the boards play it by.
     *
     * @return the code, e.g. {@code 1+C} for Ruler
     */
    final TurningCode code() {
        return code;
    }

    /**
     * The game of a preset with a closed form, no parameters needed: what judge formats use.
     *
     * @return the strip, its values by the closed form
     * @throws IllegalStateException for a preset whose values are tabled
     */
    public final TurningStrip strip() {
        if (formula == null) {
            throw new IllegalStateException(id + " has no closed form: create it with its --max-table");
        }
        return TurningStrip.closed(code, id, formula);
    }

    @Override
    public final Game create(Arguments arguments) {
        return strip(formula != null ? 1 : arguments.get(TurningVariant.MAX_TABLE));
    }

    /** The strip: by its closed form, or tabled up to {@code maxTable} coins. */
    final TurningStrip strip(long maxTable) {
        return formula != null ? TurningStrip.closed(code, id, formula)
                : TurningStrip.tabled(code, id, maxTable, "--" + TurningVariant.MAX_TABLE.name());
    }
}
