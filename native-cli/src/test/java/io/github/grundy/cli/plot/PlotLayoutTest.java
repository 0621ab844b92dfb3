package io.github.grundy.cli.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodProof;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The plot's layout, for sizes from the smallest to the largest and for awkward ranges: every word
 * inside the picture, nothing over anything else, the legend above the points, the P strip below
 * the x axis, the value 0 above it.
 */
class PlotLayoutTest {

    private static final PlotFont FONT = new PlotFont();

    private static Optional<PeriodProof> period(int preperiod, int period) {
        return Optional.of(new PeriodProof(new Period(preperiod, period), "a theorem", preperiod + 2L * period));
    }

    static List<PlotData> awkward() {
        long max = Long.MAX_VALUE;
        return List.of(
                new PlotData("kayles", 0, 2000, 8, 1, 0, period(71, 12)),
                new PlotData("grundy-game", 0, 100_000, 230, 42, 1222, Optional.empty()),
                new PlotData("octal --code=0.6", 1000, 1200, 38, 0, -1, Optional.empty()),
                new PlotData("nim", 5, 5, 5, 0, -1, Optional.empty()),
                new PlotData("nim", 0, 0, 0, 1, 0, Optional.empty()),
                new PlotData("nim", max - 1000, max, max, 0, -1, Optional.empty()),
                new PlotData("bash --max=1", max - 1, max, 1, 1, max - 1, period(0, 2)),
                new PlotData("subtraction --set=1", 0, 50, 0, 51, 50, period(0, 1)),
                new PlotData("octal --code=0.16", 0, 509_620, 1000, 5000, 509_000, period(105_351, 149_459)),
                new PlotData("my-plugin-game " + "--a-long-parameter=1,2,3,4,5,6,7,8,9 ".repeat(12), 0, 300,
                        77, 3, 200, period(30_000, 7)));
    }

    static List<PlotSize> sizes() {
        return List.of(PlotSize.DEFAULT, new PlotSize(1920, 960), new PlotSize(480, 240), new PlotSize(3840, 2160),
                new PlotSize(1000, 2000), new PlotSize(3840, 240));
    }

    private record Box(String what, double x0, double y0, double x1, double y1) {

        boolean overlaps(Box o) {
            return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1;
        }
    }

    /** The box of a text's ink: capitals and figures from row 1 to the baseline, descenders below. */
    private static Box box(PlotLayout.Text t, int s) {
        return new Box(t.text(), t.left(), t.y() + s, t.left() + t.width(), t.y() + PlotFont.ROWS * s);
    }

    @Test
    void nothingOverlapsAndAllIsInside() {
        for (PlotSize size : sizes()) {
            for (PlotData data : awkward()) {
                PlotLayout l = PlotLayout.of(size, data, PlotLegend.of(data), FONT);
                int s = l.scale();
                String what = size + " " + data.title() + ": ";
                List<Box> boxes = new ArrayList<>();
                boxes.add(box(l.title(), s));
                for (PlotLayout.LegendItem item : l.legend()) {
                    boxes.add(new Box("sample of " + item.words().text(), item.x(), item.y() + s,
                            item.x() + PlotLayout.sampleWidth(item.entry(), s) - 5 * s, item.y() + 11 * s));
                    boxes.add(box(item.words(), s));
                    assertTrue(item.y() + PlotFont.LINE * s <= l.top(), what + "the legend is above the plot area");
                }
                for (PlotLayout.Text t : l.labels()) {
                    boxes.add(box(t, s));
                }
                PlotLayout.Text y = l.yTitle();
                boxes.add(new Box("g(n)", y.x() - 6.5 * s, y.y() - y.width() / 2.0, y.x() + 6.5 * s,
                        y.y() + y.width() / 2.0));
                boxes.add(new Box("plot area", l.left(), l.top(), l.right(), l.axis() + s));
                boxes.add(new Box("P strip", l.left() - 4 * s, l.pTip(), l.right() + 4 * s, l.pBase()));
                for (int i = 0; i < boxes.size(); i++) {
                    Box a = boxes.get(i);
                    assertTrue(a.x0() >= 0 && a.y0() >= 0 && a.x1() <= l.width() && a.y1() <= l.height(),
                            what + a + " is outside the picture");
                    for (int j = i + 1; j < boxes.size(); j++) {
                        assertTrue(!a.overlaps(boxes.get(j)), what + a + " overlaps " + boxes.get(j));
                    }
                }
                checkAxes(l, data, what);
            }
        }
    }

    private static void checkAxes(PlotLayout l, PlotData data, String what) {
        int s = l.scale();
        assertEquals(0, l.yTicks().first(), what);
        assertTrue(l.yTop() >= Math.max(1, data.max()) && l.yTicks().last() <= l.yTop(), what + l.yTicks());
        assertTrue(l.yTicks().last() == l.yTop() || data.max() > Long.MAX_VALUE / 2, what + "the axis ends on a tick");
        assertTrue(l.yTicks().count() >= 2 && l.yTicks().count() <= PlotLayout.MAX_TICKS, what + l.yTicks());
        assertTrue(l.xTicks().first() >= data.from() && l.xTicks().last() <= data.to(), what + l.xTicks());
        assertTrue(l.xTicks().count() <= PlotLayout.MAX_TICKS, what + l.xTicks());
        if (data.to() - data.from() >= 4 && l.width() >= 960) {
            assertTrue(l.xTicks().count() >= 2, what + l.xTicks());
        }
        // Value 0 clear of the x axis line; the top value inside the area.
        assertTrue(l.zeroY() + l.zeroDot() / 2 < l.axis(), what + "the points of value 0 touch the axis");
        assertTrue(l.x(data.from()) - l.zeroDot() / 2 > l.left() + s, what + "the first point touches the y axis");
        assertTrue(l.topY() - l.dot() / 2 > l.top(), what);
        assertTrue(l.dot() >= 2.5 * s && l.dot() <= 6 * s, what + l.dot());
        // The heaps' x ascend over the area, the first and last inside it, their points clear of the y axis line.
        assertTrue(l.x(data.from()) - l.dot() / 2 > l.left() + s && l.x(data.to()) + l.dot() / 2 < l.right()
                && l.x(data.from()) <= l.x(data.to()), what);
    }

    /** The ticks stand at least a line apart on the value axis and a label and a gap apart on the heap axis. */
    @Test
    void ticksAreApart() {
        for (PlotSize size : sizes()) {
            for (PlotData data : awkward()) {
                PlotLayout l = PlotLayout.of(size, data, PlotLegend.of(data), FONT);
                int s = l.scale();
                for (int i = 1; i < l.yTicks().count(); i++) {
                    double gap = l.valueY(l.yTicks().value(i - 1)) - l.valueY(l.yTicks().value(i));
                    assertTrue(gap >= PlotFont.LINE * s, size + " " + data.title() + ": " + gap);
                }
                for (int i = 1; i < l.xTicks().count(); i++) {
                    double gap = l.x(l.xTicks().value(i)) - l.x(l.xTicks().value(i - 1));
                    int widest = FONT.width(Long.toString(data.to()), s, false);
                    assertTrue(gap >= widest + 8 * s, size + " " + data.title() + ": " + gap);
                }
            }
        }
    }

    @Test
    void readableSizes() {
        assertEquals(1, PlotSize.DEFAULT.scale());
        assertEquals(2, new PlotSize(1920, 960).scale());
        assertEquals(1, new PlotSize(1280, 640).scale());
        assertEquals(2, new PlotSize(1700, 850).scale());
        assertEquals(4, new PlotSize(3840, 2160).scale());
        assertEquals(1, new PlotSize(3840, 240).scale());
        assertEquals(new PlotSize(1920, 960), PlotSize.parse("1920x960"));
        for (String bad : List.of("1920", "x960", "1920x", "1920*960", "-1x5", "319x200", "320x199", "3841x960", "960x2161",
                "99999999x1")) {
            IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> PlotSize.parse(bad), bad);
            assertTrue(e.getMessage().startsWith("--plot-size=" + bad + ": give "), e.getMessage());
        }
    }

    /** The legend names what is drawn, and where crowded P-positions end when the picture cannot show it. */
    @Test
    void legendWords() {
        List<String> kayles = PlotLegend.of(awkward().get(0)).entries().stream().map(PlotLegend.Entry::label).toList();
        assertEquals(List.of("value g(n)", "P-position (g = 0): 1", "preperiod: heaps 0..70",
                "period 12 from heap 71 (proved)"), kayles);
        List<String> grundy = PlotLegend.of(awkward().get(1)).entries().stream().map(PlotLegend.Entry::label).toList();
        assertEquals(List.of("value g(n)", "P-positions (g = 0): 42, the last at heap 1222", "no period proved"),
                grundy);
        List<String> bash = PlotLegend.of(awkward().get(6)).entries().stream().map(PlotLegend.Entry::label).toList();
        assertEquals(List.of("value g(n)", "P-position (g = 0): 1", "period 2 from heap 0 (proved)"), bash);
    }
}
