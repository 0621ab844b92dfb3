package io.github.grundy.variants.turning;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.GameSpec;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.core.turning.Acrostic;
import io.github.grundy.core.turning.TurningCode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code acrostic} variant: the acrostic product of two strips on a board, each strip a game
 * by name ({@code motley}) or a turning code ({@code 1+}), as {@code tartan} takes them; Winning
 * Ways' Strip and Streak is {@code --rows=motley --columns=ruler}.
 */
public final class AcrosticVariant implements Variant {

    @Override
    public String id() {
        return "acrostic";
    }

    @Override
    public String title() {
        return "Acrostic product of two coin strips";
    }

    @Override
    public String summary() {
        return "turn over the cells of a move of the rows' strip in one column, or of the columns' strip in one row,"
                + " the head from heads to tails";
    }

    @Override
    public int spiVersion() {
        return SPI_VERSION;
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(TartanVariant.ROWS, TartanVariant.COLUMNS, TurningVariant.MAX_TABLE);
    }

    @Override
    public Game create(Arguments arguments) {
        long maxTable = arguments.get(TurningVariant.MAX_TABLE);
        Map<String, String> given = new LinkedHashMap<>();
        given.put(TartanVariant.ROWS.name(), arguments.get(TartanVariant.ROWS));
        given.put(TartanVariant.COLUMNS.name(), arguments.get(TartanVariant.COLUMNS));
        String spec = new GameSpec(id(), given).print();
        Acrostic product = new Acrostic(code(arguments.get(TartanVariant.ROWS)), code(arguments.get(TartanVariant.COLUMNS)));
        return new AcrosticBoard(product, spec, maxTable);
    }

    /** A strip's code: a preset's own, or the code as given (already checked by the parameter). */
    private static TurningCode code(String text) {
        return TurningPresets.find(text).map(TurningPreset::code).orElseGet(() -> TurningCode.parse(text));
    }
}
