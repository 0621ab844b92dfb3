package io.github.grundy.cli.table;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.period.ArithmeticPeriod;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.RulerRegularity;
import java.io.IOException;
import java.util.Optional;

/**
 * A ruler regularity as a table says it ({@link RulerRegularity}, observed only): found on the
 * values written, its heaps those of the game (the table may start past heap 0).
 */
final class RulerWords {

    private RulerWords() {
    }

    /** The ruler heaps {@code from..last} show, in the game's heaps; empty beyond {@code int} indices. */
    static Optional<RulerRegularity> find(HeapGame known, long from, long last, long largest) {
        long length = last - from + 1;
        if (known == null || length < 1 || from + length > Integer.MAX_VALUE || largest > Integer.MAX_VALUE) {
            return Optional.empty();
        }
        return RulerRegularity.find(i -> (int) known.grundy(from + i), (int) length).map(r -> new RulerRegularity(
                new ArithmeticPeriod(new Period((int) (from + r.climb().period().preperiod()),
                        r.climb().period().period()), r.climb().saltus()), from + r.first(), r.shift(), r.offsets()));
    }

    /** {@code ; observed up to heap N: a ruler from heap 29, g(n + 26) = ... (...)}; {@code noun} is what the table's n is. */
    static String line(RulerRegularity r, long last, String noun) {
        return "; observed up to " + noun + " " + last + ": a ruler from " + noun + " " + r.climb().period().preperiod()
                + ", "
                + r.describe() + ", v2 the ruler function (Grossman and Nowakowski's ruler regularity, seen to the"
                + " table's end; no theorem says it goes on)";
    }

    /** The JSON regularity of kind {@code "ruler"}, with its class apart. */
    static void json(AsciiOutput out, RulerRegularity r, long checkedTo) throws IOException {
        ArithmeticPeriod a = r.climb();
        out.text(",\"regularity\":{\"kind\":\"ruler\",\"preperiod\":").number(a.period().preperiod())
                .text(",\"period\":").number(a.period().period()).text(",\"saltus\":").number(a.saltus())
                .text(",\"proved\":false,\"theorem\":null,\"checkedTo\":").number(checkedTo)
                .text(",\"ruler\":{\"first\":").number(r.first()).text(",\"step\":").number(a.period().period())
                .text(",\"shift\":").number(r.shift()).text(",\"offsets\":[");
        long[] offsets = r.offsets();
        for (int j = 0; j < offsets.length; j++) {
            if (j > 0) {
                out.ascii(',');
            }
            out.number(offsets[j]);
        }
        out.text("]}}");
    }
}
