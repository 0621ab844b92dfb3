package io.github.grundy.variants.turning;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.GameSpec;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.core.turning.TurningCode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code tartan} variant: the Tartan (direct) product of two strips on a board, each strip a
 * game by name ({@code ruler}) or a turning code ({@code 1-3}); Turning Corners is
 * {@code --rows=turning-turtles --columns=turning-turtles}.
 */
public final class TartanVariant implements Variant {

    private static final ParameterType<String> STRIP = ParameterType.of(
            "a strip by name (turning-turtles, mock-turtles, ruler, ...) or a turning code (1-3, 1+C, ...)",
            TartanVariant::strip);

    /** The strip of the rows (the first coordinate). */
    public static final Parameter<String> ROWS = Parameter.required("rows",
            "the strip of the first coordinate x: a game by name or a turning code", STRIP);

    /** The strip of the columns (the second coordinate). */
    public static final Parameter<String> COLUMNS = Parameter.required("columns",
            "the strip of the second coordinate y: a game by name or a turning code", STRIP);

    @Override
    public String id() {
        return "tartan";
    }

    @Override
    public String title() {
        return "Tartan product of two coin strips";
    }

    @Override
    public String summary() {
        return "turn over every cell of a move of the rows' strip times one of the columns', the far corner from heads"
                + " to tails";
    }

    @Override
    public int spiVersion() {
        return SPI_VERSION;
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(ROWS, COLUMNS, TurningVariant.MAX_TABLE);
    }

    @Override
    public Game create(Arguments arguments) {
        long maxTable = arguments.get(TurningVariant.MAX_TABLE);
        Map<String, String> given = new LinkedHashMap<>();
        given.put(ROWS.name(), arguments.get(ROWS));
        given.put(COLUMNS.name(), arguments.get(COLUMNS));
        String spec = new GameSpec(id(), given).print();
        return new TartanBoard(strip(arguments.get(ROWS), maxTable), strip(arguments.get(COLUMNS), maxTable), spec);
    }

    /** A strip's name as given, checked: a preset's id, or a code read as the canonical code. */
    private static String strip(String text) {
        return TurningPresets.find(text).isPresent() ? text : TurningCode.parse(text).toString();
    }

    private static TurningStrip strip(String text, long maxTable) {
        return TurningPresets.find(text).map(p -> p.strip(maxTable))
                .orElseGet(() -> TurningStrip.tabled(TurningCode.parse(text), text, maxTable, "--" + TurningVariant.MAX_TABLE.name()));
    }
}
