package io.github.grundy.cli.plot;

import io.github.grundy.core.period.Period;
import java.util.ArrayList;
import java.util.List;

/**
 * The key of a plot, in the order drawn: the values' dots, the P-positions' marks with their
 * number, and the shading of the preperiod and of the proved period (or the line the values climb
 * along, observed; or that no period is proved).
 * It stands between the title and the plot, where it covers no point.
 *
 * @param entries the entries, left to right
 */
public record PlotLegend(List<Entry> entries) {

    /** What an entry's sample shows. */
    enum Mark {
        /** A blue dot: a heap's value. */
        VALUE,
        /** A red triangle: a P-position. */
        P_POSITION,
        /** The preperiod's shading. */
        PREPERIOD,
        /** The period's shading, its first period darker. */
        PERIOD,
        /** A dashed line: the values climb along it (observed). */
        CLIMB,
        /** No sample: words only. */
        NONE
    }

    /**
     * One entry: its sample and its words.
     *
     * @param mark  the sample drawn before the words
     * @param label the words
     */
    record Entry(Mark mark, String label) {
    }

    public PlotLegend {
        entries = List.copyOf(entries);
    }

    static PlotLegend of(PlotData data) {
        List<Entry> entries = new ArrayList<>();
        entries.add(new Entry(Mark.VALUE, "value g(n)"));
        // P-positions crowded at the start (Grundy's game's 42 below 1223 of 100000) are one smear of
        // marks: where the last one is says what the picture cannot.
        boolean crowded = data.pPositions() > 1 && data.lastP() - data.from() < data.count() / 10;
        entries.add(new Entry(Mark.P_POSITION, (data.pPositions() == 1 ? "P-position" : "P-positions")
                + " (g = 0): " + data.pPositions() + (crowded ? ", the last at heap " + data.lastP() : "")));
        if (data.proof().isPresent()) {
            Period p = data.proof().get().period();
            if (p.preperiod() > 0) {
                entries.add(new Entry(Mark.PREPERIOD, "preperiod: heaps 0.." + (p.preperiod() - 1)));
            }
            entries.add(new Entry(Mark.PERIOD, "period " + p.period() + " from heap " + p.preperiod() + " (proved)"));
        } else if (data.climb().isPresent()) {
            PlotData.Climb c = data.climb().get();
            entries.add(new Entry(Mark.CLIMB, c.regularity().equation("g") + " from heap "
                    + (c.proved() ? c.regularity().period().preperiod() + " (proved)" : c.heap() + " (observed, not proved)")));
        } else {
            entries.add(new Entry(Mark.NONE, "no period proved"));
        }
        return new PlotLegend(entries);
    }
}
