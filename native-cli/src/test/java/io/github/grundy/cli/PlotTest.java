package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.plot.PngDecoder;
import io.github.grundy.cli.plot.SequencePlot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * {@code table --plot}: a well-formed SVG with its parts named, and a PNG of the same layout that a
 * strict reader takes, at the default size and at {@code --plot-size}.
 */
class PlotTest {

    private static CliCase.Outcome grundy(String... args) {
        return Jvm.run(List.of(args), new byte[0]);
    }

    private static Document svg(Path file) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(file.toFile());
    }

    private static Element byId(Document doc, String id) {
        NodeList all = doc.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            if (id.equals(e.getAttribute("id"))) {
                return e;
            }
        }
        throw new AssertionError("no element with id " + id);
    }

    private static List<String> texts(Element group) {
        List<String> texts = new ArrayList<>();
        NodeList nodes = group.getElementsByTagName("text");
        for (int i = 0; i < nodes.getLength(); i++) {
            texts.add(nodes.item(i).getTextContent());
        }
        return texts;
    }

    /** How many subpaths (one a P mark, one a dot) a path's {@code d} has. */
    private static int subpaths(Element path) {
        return path.getAttribute("d").isEmpty() ? 0 : path.getAttribute("d").split("M").length - 1;
    }

    /** The number of P-positions the summary line counts. */
    private static int pPositions(String summary) {
        Matcher m = Pattern.compile("; (\\d+) P-positions?;").matcher(summary);
        assertTrue(m.find(), summary);
        return Integer.parseInt(m.group(1));
    }

    /**
     * Dawson's Kayles to 300: the title, the axis titles, round tick labels, the legend's four
     * entries, a dot a heap, and a P mark for each of its P-positions; no temporary file left.
     */
    @Test
    void theSvgNamesItsParts(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("dawson.svg");
        CliCase.Outcome out = grundy("table", "dawson", "--to=300", "--summary", "--plot", file.toString());
        assertEquals(0, out.exit(), out.stderr());
        Document doc = svg(file);
        Element root = doc.getDocumentElement();
        assertEquals("svg", root.getTagName());
        assertEquals("960", root.getAttribute("width"));
        assertEquals("480", root.getAttribute("height"));
        assertEquals("0 0 960 480", root.getAttribute("viewBox"));
        assertTrue(root.getAttribute("font-family").endsWith("sans-serif"), root.getAttribute("font-family"));
        String title = "dawson: g(n) for heaps n = 0..300";
        assertEquals(title, doc.getElementsByTagName("title").item(0).getTextContent());
        assertEquals(title, byId(doc, "title").getTextContent());
        assertEquals("g(n)", byId(doc, "y-title").getTextContent());
        List<String> labels = texts(byId(doc, "labels"));
        assertTrue(labels.contains("heap n"), labels.toString());
        assertEquals(List.of("0", "50", "100", "150", "200", "250", "300"), labels.subList(0, 7), "heap ticks");
        assertEquals(List.of("0", "1", "2", "3", "4", "5", "6", "7", "8", "9"), labels.subList(7, 17), "value ticks");
        int p = pPositions(out.stdout());
        assertEquals(List.of("value g(n)", "P-positions (g = 0): " + p, "preperiod: heaps 0..52",
                "period 34 from heap 53 (proved)"), texts(byId(doc, "legend")));
        // 301 heaps, 301 columns: a dot each, the P-positions' in red, and a mark each below the axis.
        assertEquals(301, subpaths(byId(doc, "values")) + subpaths(byId(doc, "zeros")));
        assertEquals(p, subpaths(byId(doc, "zeros")));
        assertEquals(p, subpaths(byId(doc, "p-marks")));
        assertTrue(p > 40, "Dawson's Kayles has many P-positions: " + p);
        for (String id : List.of("grid", "axes", "shading", "preperiod", "period", "first-period", "background")) {
            byId(doc, id);
        }
        try (var files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList());
        }
    }

    /** Grundy's game to 13000: the P-positions crowd at the start; the legend says where the last is. */
    @Test
    void crowdedPositionsAreNamed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("grundy.svg");
        CliCase.Outcome out = grundy("table", "grundy-game", "--to=13000", "--summary", "--plot", file.toString(),
                "--plot-size=1920x960");
        assertEquals(0, out.exit(), out.stderr());
        Document doc = svg(file);
        assertEquals("0 0 1920 960", doc.getDocumentElement().getAttribute("viewBox"));
        assertEquals("24", doc.getDocumentElement().getAttribute("font-size"));
        // 13001 heaps over fewer pixels: a mark a column that holds P-positions, fewer than the positions.
        int p = pPositions(out.stdout());
        int marks = subpaths(byId(doc, "p-marks"));
        assertTrue(marks > 10 && marks <= p, marks + " marks for " + p);
        assertTrue(texts(byId(doc, "legend")).contains("P-positions (g = 0): " + p + ", the last at heap 1222"),
                texts(byId(doc, "legend")).toString());
        assertTrue(texts(byId(doc, "legend")).contains("no period proved"));
    }

    /**
     * --plot FILE.png: the same layout in pixels, 960x480 (or --plot-size), the shading, the dots,
     * the P marks in red below the x axis and none on it, and text. Another ending is refused before
     * anything is computed.
     */
    @Test
    void thePngIsTheSamePicture(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("kayles.png");
        CliCase.Outcome out = grundy("table", "kayles", "--to=300", "--summary", "--plot", file.toString());
        assertEquals(0, out.exit(), out.stderr());
        PngDecoder png = PngDecoder.decode(Files.readAllBytes(file));
        assertEquals(960, png.width());
        assertEquals(480, png.height());
        // Kayles: period 12 from 71, so most of the plot is shaded; the preperiod too.
        assertTrue(png.count(SequencePlot.PERIOD) > 100_000, "period shading");
        assertTrue(png.count(SequencePlot.FIRST_PERIOD) > 1_000, "the first period");
        assertTrue(png.count(SequencePlot.PREPERIOD) > 10_000, "preperiod shading");
        assertTrue(png.count(SequencePlot.VALUE) > 301, "dots");
        assertTrue(png.count(SequencePlot.TEXT) > 500, "text");
        int axis = xAxisRow(png);
        long onAxis = 0;
        long below = 0;
        for (int x = 0; x < png.width(); x++) {
            onAxis += png.at(x, axis) == SequencePlot.P_POSITION ? 1 : 0;
            for (int y = axis + 5; y <= axis + 12; y++) {
                below += png.at(x, y) == SequencePlot.P_POSITION ? 1 : 0;
            }
        }
        assertEquals(0, onAxis, "nothing hides in the axis line");
        assertTrue(below >= 10, "Kayles' one P-position (heap 0) marked below the axis: " + below);

        Path large = dir.resolve("large.png");
        out = grundy("table", "kayles", "--to=300", "--summary", "--plot", large.toString(), "--plot-size=1920x960");
        assertEquals(0, out.exit(), out.stderr());
        PngDecoder big = PngDecoder.decode(Files.readAllBytes(large));
        assertEquals(1920, big.width());
        assertEquals(960, big.height());

        CliCase.Outcome bad = grundy("table", "kayles", "--to=30", "--plot", dir.resolve("kayles.gif").toString());
        assertEquals(2, bad.exit());
        assertTrue(bad.stderr().contains("give a file ending in .svg or .png"), bad.stderr());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(file, large), files.sorted().toList());
        }
    }

    /**
     * Values that climb, no period proved (the hexadecimal code 0.8): the dashed line they climb
     * along, from where the climb starts, in the SVG and the PNG, and its equation in the legend,
     * proved (0.8) or observed (0.9C); a proved period draws none.
     */
    @Test
    void valuesThatClimbAreDrawnWithTheirLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("climb.svg");
        CliCase.Outcome out = grundy("table", "octal", "--code=0.8", "--to=300", "--summary", "--plot", file.toString());
        assertEquals(0, out.exit(), out.stderr());
        Document doc = svg(file);
        Element line = byId(doc, "climb");
        assertEquals(1, subpaths(line));
        assertTrue(line.getAttribute("stroke-dasharray").length() > 0, "dashed");
        assertTrue(texts(byId(doc, "legend")).contains("g(n + 3) = g(n) + 1 from heap 1 (proved)"),
                texts(byId(doc, "legend")).toString());
        // The line rises to the right: its end is higher (a smaller y) than its start.
        String[] d = line.getAttribute("d").substring(1).split("[ L]");
        assertTrue(Double.parseDouble(d[3]) < Double.parseDouble(d[1]) - 100, line.getAttribute("d"));

        Path png = dir.resolve("climb.png");
        out = grundy("table", "octal", "--code=0.8", "--to=300", "--summary", "--plot", png.toString());
        assertEquals(0, out.exit(), out.stderr());
        assertTrue(PngDecoder.decode(Files.readAllBytes(png)).count(SequencePlot.CLIMB) > 400, "the dashed line");

        // A table shorter than the proof's window: proved by looking further, and the plot says so too.
        Path shortTable = dir.resolve("short.svg");
        out = grundy("table", "octal", "--code=0.8", "--to=10", "--summary", "--plot", shortTable.toString());
        assertEquals(0, out.exit(), out.stderr());
        assertTrue(texts(byId(svg(shortTable), "legend")).contains("g(n + 3) = g(n) + 1 from heap 1 (proved)"),
                texts(byId(svg(shortTable), "legend")).toString());

        Path observed = dir.resolve("observed.svg");
        out = grundy("table", "octal", "--code=0.9C", "--to=300", "--summary", "--plot", observed.toString());
        assertEquals(0, out.exit(), out.stderr());
        assertTrue(texts(byId(svg(observed), "legend")).contains("g(n + 36) = g(n) + 16 from heap 28 (observed, not proved)"),
                texts(byId(svg(observed), "legend")).toString());

        Path proved = dir.resolve("kayles.svg");
        out = grundy("table", "kayles", "--to=300", "--summary", "--plot", proved.toString());
        assertEquals(0, out.exit(), out.stderr());
        assertTrue(!Files.readString(proved).contains("id=\"climb\""), "no line for a proved period");

        // Kayles to 150, short of the 167 heaps its proof reads: proved by looking further, as the
        // summary's last line and the JSON say, so the legend says so too (it said "no period proved").
        Path shortKayles = dir.resolve("kayles-150.svg");
        out = grundy("table", "kayles", "--to=150", "--summary", "--plot", shortKayles.toString());
        assertEquals(0, out.exit(), out.stderr());
        List<String> legend = texts(byId(svg(shortKayles), "legend"));
        assertTrue(legend.contains("period 12 from heap 71 (proved)") && !legend.contains("no period proved"),
                legend.toString());
    }

    /**
     * A rule's heat map, at a phone's width (the page asks for 358x358): the title is the rule cut
     * short and the whole range after it (the title was the whole rule, cut before its range).
     */
    @Test
    void aLongRulesTitleIsCutAndKeepsItsRange(@TempDir Path dir) throws Exception {
        String wythoff = "(a, b) -> [(a - k, b) for k in 1..a] + [(a, b - k) for k in 1..b]"
                + " + [(a - k, b - k) for k in 1..min(a, b)]";
        for (String size : List.of("960x480", "358x358")) {
            Path file = dir.resolve("wythoff-" + size + ".svg");
            CliCase.Outcome out = grundy("table", "rule", "--rule=" + wythoff, "--to=7x9", "--plot", file.toString(),
                    "--plot-size=" + size);
            assertEquals(0, out.exit(), out.stderr());
            String title = byId(svg(file), "title").getTextContent();
            assertTrue(title.startsWith("rule --rule=\"(a,") && title.endsWith("...: g(a, b) for a = 0..7, b = 0..9")
                    && title.length() < 90, size + ": " + title);
        }
        Path kayles = dir.resolve("kayles.svg");
        CliCase.Outcome out = grundy("table", "kayles", "--to=150", "--plot", kayles.toString(), "--plot-size=358x286");
        assertEquals(0, out.exit(), out.stderr());
        assertEquals("kayles: g(n) for heaps n = 0..150", byId(svg(kayles), "title").getTextContent());
    }

    /** The row of the x axis: the longest run of the axis colour across the picture. */
    private static int xAxisRow(PngDecoder png) {
        int best = -1;
        int bestRun = 0;
        for (int y = 0; y < png.height(); y++) {
            int run = 0;
            for (int x = 0; x < png.width(); x++) {
                run = png.at(x, y) == SequencePlot.AXIS ? run + 1 : 0;
                if (run > bestRun) {
                    bestRun = run;
                    best = y;
                }
            }
        }
        assertTrue(bestRun > 500, "an x axis across the picture: " + bestRun);
        return best;
    }
}
