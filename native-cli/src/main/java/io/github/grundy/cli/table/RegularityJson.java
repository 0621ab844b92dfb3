package io.github.grundy.cli.table;

import io.github.grundy.cli.common.Json;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.period.ArithmeticPeriod;
import java.io.IOException;

/** The {@code "regularity"} member of {@code table --json}: what a table's values prove or show. */
final class RegularityJson {

    private RegularityJson() {
    }

    /**
     * {@code "regularity":{"kind":"arithmetic","preperiod":1,"period":3,"saltus":1,"proved":false,
     * "theorem":null,"checkedTo":99}}: the period proved, else the regularity the values show
     * (kind {@code "none"} with nulls when they show none), and the last heap it was checked on:
     * of a table of heaps {@code from..next-1}.
     */
    static void write(AsciiOutput out, ArithmeticPeriod found, String theorem, long provedTo, long from, long next)
            throws IOException {
        boolean proved = theorem != null;
        out.text(",\"regularity\":{\"kind\":");
        if (found == null) {
            out.text("\"none\",\"preperiod\":null,\"period\":null,\"saltus\":null");
        } else {
            // A proof's preperiod is of the game's heaps; an observed one counts from the table's first heap.
            long e = proved ? found.period().preperiod() : from + found.period().preperiod();
            out.text(found.plain() ? "\"periodic\"" : "\"arithmetic\"").text(",\"preperiod\":").number(e)
                    .text(",\"period\":").number(found.period().period()).text(",\"saltus\":").number(found.saltus());
        }
        out.text(",\"proved\":").text(proved ? "true" : "false").text(",\"theorem\":");
        if (!proved) {
            out.text("null");
        } else {
            Json.string(out, theorem);
        }
        out.text(",\"checkedTo\":");
        if (!proved && next == from) {
            // No value written: nothing was checked.
            out.text("null");
        } else {
            out.number(proved ? provedTo : next - 1);
        }
        out.ascii('}');
    }
}
