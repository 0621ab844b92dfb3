package io.github.grundy.variants.turning;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.sequence.TabledHeapGame;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.GameSpec;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.core.turning.TurningCode;
import java.util.List;
import java.util.Map;

/** The {@code turning} variant: the coin-turning strip of any turning code, {@code --code=1-3}. */
public final class TurningVariant implements Variant {

    /** The game's code. */
    public static final Parameter<TurningCode> CODE = Parameter.required("code",
            "the turning code, e.g. 1-3 (Mock Turtles), 1+C (Ruler), 4FS (Grunt), 1-3C(5) (docs/turning.md)",
            ParameterType.of("counts k, a-b or a+, modifiers C, E, S, F, C(n); alternatives joined by ','",
                    TurningCode::parse));

    /** The largest coin tabled. */
    public static final Parameter<Long> MAX_TABLE = Parameter.optional("max-table",
            "the largest coin whose value is tabled (a move of k coins from coin n costs about n^(k-1) option visits)",
            ParameterType.integer(1, TabledHeapGame.TABLE_LIMIT), 10_000L);

    @Override
    public String id() {
        return "turning";
    }

    @Override
    public String title() {
        return "Coin-turning game";
    }

    @Override
    public String summary() {
        return "turn over a set of coins of a strip as the code allows, the rightmost from heads to tails";
    }

    @Override
    public int spiVersion() {
        return SPI_VERSION;
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(CODE, MAX_TABLE);
    }

    @Override
    public Game create(Arguments arguments) {
        TurningCode code = arguments.get(CODE);
        String spec = new GameSpec(id(), Map.of(CODE.name(), code.toString())).print();
        return TurningStrip.tabled(code, spec, arguments.get(MAX_TABLE), "--" + MAX_TABLE.name());
    }
}
