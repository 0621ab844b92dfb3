package io.github.grundy.variants.octal;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.sequence.TabledHeapGame;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.GameSpec;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import java.util.List;

/** The {@code octal} variant: the take-and-break game of any code, {@code --code=0.77}. */
public final class OctalVariant implements Variant {

    /** The game's code. */
    public static final Parameter<TakeBreakCode> CODE = Parameter.required("code",
            "the take-and-break code, e.g. 0.77 (Kayles), 4!.0 (Grundy's game), 0.[3] (Nim)",
            ParameterType.of("a code d0.d1d2... (hexadecimal digits, '!' for unequal heaps, a tail in [ ])",
                    TakeBreakCode::parse));

    /** The largest heap tabulated; beyond it only a proved period answers. */
    public static final Parameter<Long> MAX_TABLE = Parameter.optional("max-table",
            "the largest heap whose Grundy value is tabulated (2 bytes per heap while the values fit in"
                    + " 16 bits, 4 from there; two-heap splits cost about n^2/4 option visits)",
            ParameterType.integer(1, TabledHeapGame.TABLE_LIMIT), 100_000L);

    @Override
    public String id() {
        return "octal";
    }

    @Override
    public String title() {
        return "Take-and-break game";
    }

    @Override
    public String summary() {
        return "take k objects from a heap, leaving 0, 1, 2 (or 3) heaps as digit d_k of the code allows";
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
        TakeBreakCode code = arguments.get(CODE);
        String spec = new GameSpec(id(), java.util.Map.of(CODE.name(), code.toString())).print();
        return new TakeBreak(code, spec, arguments.get(MAX_TABLE));
    }
}
