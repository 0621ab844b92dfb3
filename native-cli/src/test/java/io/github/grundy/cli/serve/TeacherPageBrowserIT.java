package io.github.grundy.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.JsonReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page as a teacher would show it (issue 56): a point game's answer names its points, a misère
 * answer its rule, the table says its period once, labels are words and not options, a link to an
 * unknown game says so, the heat map reads as its picture, and the plots fit a phone. Screenshots
 * of every view at 1280×800 and 390×844, each loaded at that size, go to {@code target/screenshots}.
 */
class TeacherPageBrowserIT extends BrowserPage {

    private static final Dimension DESKTOP = new Dimension(1280, 800);
    private static final Dimension PHONE = new Dimension(390, 844);

    @Test
    void aPointGameSolvesWithItsPoints() {
        open("game=rule:wythoff&position=9+6");
        waitFor("#answer .verdict");
        String shown = byId("answer").getText();
        assertFalse(shown.contains("undefined"), shown);
        Map<?, ?> json = (Map<?, ?>) JsonReader.read(cli("solve", "--json", "--explain", "rule", "--rule=" + WYTHOFF, "9", "6")[1]);
        Map<?, ?> move = (Map<?, ?>) ((List<?>) ((Map<?, ?>) json.get("winningMoves")).get("moves")).get(0);
        assertEquals(move.get("text"), browser.findElement(By.cssSelector("#answer ul.moves li")).getText());
        List<WebElement> rows = browser.findElements(By.cssSelector("#answer table.binary tr"));
        assertEquals("position Grundy value binary", rows.get(0).getText());
        assertEquals("(9, 6) 13 1101", rows.get(1).getText());
        assertTrue(shown.contains("(9, 6) has it, and moving it to value 0 makes the xor 0: (9, 6) -> (7, 4)."), shown);
        assertTrue(shown.contains("Position (9, 6): its options are worth 5, 4, 3"), shown);
    }

    /**
     * Each load of the page names itself to the server's queue (X-Grundy-Client), in the form the
     * server takes: the pages of a class behind one address get a turn each, not one between them.
     */
    @Test
    void eachLoadOfThePageNamesItselfAsTheServerTakes() {
        open("game=nim");
        String first = (String) ((JavascriptExecutor) browser).executeScript("return CLIENT;");
        open("game=nim");
        String second = (String) ((JavascriptExecutor) browser).executeScript("return CLIENT;");
        assertTrue(first.matches("[A-Za-z0-9-]{1,64}"), first);
        assertTrue(second.matches("[A-Za-z0-9-]{1,64}"), second);
        assertFalse(first.equals(second), "two loads, one name: " + first);
    }

    @Test
    void misereNimShowsTheRuleThatDecides() {
        open("game=nim&position=3+4+5&misere=1");
        waitFor("#answer .verdict");
        String shown = byId("answer").getText();
        String rule = (String) ((Map<?, ?>) JsonReader.read(cli("solve", "--json", "--explain", "--misere", "nim", "3", "4",
                "5")[1])).get("rule");
        assertTrue(shown.contains("Why\n" + rule.replace("misere", "misère") + "."), shown);
        assertFalse(shown.contains("named above"), shown);
    }

    @Test
    void aNegativeHeapIsSaidInWords() {
        open("game=nim");
        byId("position").sendKeys("3 -4");
        answer(() -> byId("solve").click(), "answer");
        assertEquals("'-4' is not a heap or a coordinate: a position is whole numbers, 0 or more, separated by spaces.",
                byId("error").getText());
    }

    @Test
    void theTableSaysItsPeriodOnceAndShadesIt() {
        open("game=kayles&view=table&to=150");
        new WebDriverWait(browser, WAIT).until(d -> byId("plot").isDisplayed() && !byId("plot-image").getAttribute("src").isEmpty());
        String words = byId("table-answer").getText();
        assertTrue(words.contains("Proved: period 12 from heap 71 (the Guy-Smith theorem for octal games taking at most 2),"
                + " by the values of heaps 0..166, computed beyond this table."), words);
        assertFalse(words.contains("not proved") || words.contains("--to"), words);
        String picture = shownPicture();
        assertTrue(picture.contains(">period 12 from heap 71 (proved)<") && !picture.contains("no period proved"), picture);
        // The periodic part's shade is seen: darker than the page's white by a clear step.
        String shade = browser.findElement(By.cssSelector("table.values td.periodic")).getCssValue("background-color");
        assertTrue(luminance(shade) < 0.75, shade);
    }

    @Test
    void labelsAreWordsNotOptions() {
        open("game=rule:wythoff");
        List<String> labels = browser.findElements(By.cssSelector("#parameters label")).stream()
                .map(e -> e.getAttribute("textContent")).toList();
        for (String text : labels) {
            assertFalse(text.startsWith("--") || text.contains("(required)"), text);
        }
        assertTrue(labels.containsAll(List.of("The rule", "Largest heap kept in the table")), labels.toString());
        assertEquals("Kayles (0.77)", browser.findElement(By.cssSelector("#variant option[value=kayles]")).getText());
        long games = browser.findElements(By.cssSelector("h2, h3, label")).stream()
                .filter(e -> e.getAttribute("textContent").trim().equals("Game")).count();
        assertEquals(1, games, "one heading 'Game'");
    }

    @Test
    void aLinkToAnUnknownGameSaysSoAndTheAddressFollowsTheList() {
        open("game=nosuchgame&position=3+4");
        new WebDriverWait(browser, WAIT).until(d -> byId("error").isDisplayed());
        assertEquals("This page has no game 'nosuchgame': pick one from the list.", byId("error").getText());
        assertTrue(byId("answer").getText().isEmpty(), "no answer for another game");
        new Select(byId("variant")).selectByValue("kayles");
        assertTrue(browser.getCurrentUrl().contains("game=kayles"), browser.getCurrentUrl());
        assertFalse(byId("error").isDisplayed());
    }

    @Test
    void anotherGameInTheListLeavesNoZoomOfTheLastInTheAddress() {
        open("game=kayles&view=table&to=150");
        waitForPlot();
        byId("plot-frame").sendKeys(org.openqa.selenium.Keys.ENTER);
        new WebDriverWait(browser, WAIT).until(d -> d.getCurrentUrl().contains("zoom=0-"));
        new Select(byId("variant")).selectByValue("dawson");
        String address = browser.getCurrentUrl();
        assertTrue(address.contains("game=dawson") && address.contains("view=table") && !address.contains("zoom="), address);
    }

    @Test
    void theHeatMapIsItsPicturesWayUpInItsColoursAndReadsOnHover() throws IOException {
        open("game=rule:wythoff&view=table&to=7x9");
        new WebDriverWait(browser, WAIT).until(d -> !d.findElements(By.cssSelector("table.heat td")).isEmpty()
                && !byId("plot-image").getAttribute("src").isEmpty());
        // Each cell's colour in the command line's picture, found by its place there.
        String svg = cli("table", "rule", "--rule=" + WYTHOFF, "--to=7x9", "--plot=-")[1];
        Map<String, String> fills = new HashMap<>();
        Matcher path = Pattern.compile("<path (?:id=\"[^\"]*\" )?d=\"([^\"]*)\" fill=\"#([0-9a-f]{6})\"").matcher(svg);
        int left = Integer.MAX_VALUE;
        int bottom = 0;
        int side = 0;
        Map<int[], String> rects = new HashMap<>();
        while (path.find()) {
            Matcher rect = Pattern.compile("M(\\d+) (\\d+)H(\\d+)V(\\d+)").matcher(path.group(1));
            while (rect.find()) {
                int[] r = {Integer.parseInt(rect.group(1)), Integer.parseInt(rect.group(2)), Integer.parseInt(rect.group(3))};
                side = r[2] - r[0];
                left = Math.min(left, r[0]);
                bottom = Math.max(bottom, r[1] + side);
                rects.put(r, path.group(2));
            }
        }
        for (Map.Entry<int[], String> e : rects.entrySet()) {
            fills.put((bottom - e.getKey()[1]) / side - 1 + "," + (e.getKey()[0] - left) / side, e.getValue());
        }
        assertEquals(80, fills.size());
        List<WebElement> rows = browser.findElements(By.cssSelector("table.heat tr"));
        assertEquals("7", rows.get(0).findElement(By.tagName("th")).getText(), "a = 7 at the top, as in the picture");
        for (int a = 0; a <= 7; a++) {
            List<WebElement> cells = rows.get(7 - a).findElements(By.tagName("td"));
            for (int b = 0; b <= 9; b++) {
                assertEquals(fills.get(a + "," + b), hex(cells.get(b).getCssValue("background-color")), "(" + a + ", " + b + ")");
            }
        }
        String caption = byId("plot-caption").getText();
        assertTrue(caption.startsWith("Wythoff's game: g(a, b)") && !caption.contains("->"), caption);
        // The read-out: the pointer over the picture's cell (3, 5), a P-position.
        WebElement image = byId("plot-image");
        double scale = image.getSize().getWidth() / 960.0;
        int x = (int) Math.round((left + 5.5 * side) * scale - image.getSize().getWidth() / 2.0);
        int y = (int) Math.round((bottom - 3.5 * side) * scale - image.getSize().getHeight() / 2.0);
        new Actions(browser).moveToElement(image, x, y).perform();
        assertEquals("(3, 5): 0, a P-position", byId("plot-hover").getText());
        Path dir = Files.createDirectories(Path.of("target/screenshots"));
        Files.write(dir.resolve("teacher-heat-map-hover-1280x800.png"),
                ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
    }

    @Test
    void onAPhoneThePlotsAreDrawnForItsWidth() {
        browser.manage().window().setSize(PHONE);
        try {
            open("game=kayles&view=table&to=150");
            WebElement image = waitForPlot();
            String command = byId("plot-command").getText();
            assertTrue(command.matches(".* --plot-size=3[0-9][0-9]x[0-9]+$"), command);
            double shown = image.getSize().getWidth() / ((Number) ((JavascriptExecutor) browser)
                    .executeScript("return arguments[0].naturalWidth", image)).doubleValue();
            assertTrue(shown > 0.95, "the picture at " + shown + " of its size");
            open("game=rule:wythoff&view=table&to=7x9");
            image = waitForPlot();
            String d = shownPicture();
            Matcher axes = Pattern.compile("id=\"axes\" d=\"M([\\d.]+) [\\d.]+V[\\d.]+H([\\d.]+)").matcher(d);
            assertTrue(axes.find(), d);
            double natural = ((Number) ((JavascriptExecutor) browser).executeScript("return arguments[0].naturalWidth", image))
                    .doubleValue();
            double grid = (Double.parseDouble(axes.group(2)) - Double.parseDouble(axes.group(1))) * image.getSize().getWidth()
                    / natural;
            assertTrue(grid > 250, "the heat map's grid is " + grid + " px wide on the phone");
        } finally {
            browser.manage().window().setSize(DESKTOP);
        }
    }

    @Test
    void screenshotsOfEveryViewAtBothSizes() throws IOException {
        Map<String, String> views = Map.of("solve-kayles", "game=kayles&position=3+4+7&view=solve",
                "solve-wythoff", "game=rule:wythoff&position=9+6&view=solve",
                "solve-misere", "game=nim&position=3+4+5&misere=1&view=solve",
                "table-kayles", "game=kayles&view=table&to=150",
                "heat-map-wythoff", "game=rule:wythoff&view=table&to=20x20");
        Path dir = Files.createDirectories(Path.of("target/screenshots"));
        try {
            for (Dimension size : List.of(DESKTOP, PHONE)) {
                browser.manage().window().setSize(size);
                for (Map.Entry<String, String> view : views.entrySet()) {
                    open(view.getValue());
                    if (view.getKey().startsWith("solve")) {
                        waitFor("#answer .verdict");
                    } else {
                        waitForPlot();
                    }
                    List<String> parts = view.getKey().equals("solve-wythoff") ? List.of("game", "answer")
                            : view.getKey().startsWith("solve") ? List.of("answer") : List.of("plot", "table-values");
                    for (String part : parts) {
                        ((JavascriptExecutor) browser).executeScript("document.getElementById(arguments[0]).scrollIntoView()", part);
                        Path file = dir.resolve("teacher-" + view.getKey() + "-" + part + "-" + size.width + "x" + size.height
                                + ".png");
                        Files.write(file, ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
                        assertTrue(Files.size(file) > 0, file.toString());
                    }
                }
            }
        } finally {
            browser.manage().window().setSize(DESKTOP);
        }
    }

    /**
     * The picture shown: the command line's own, run with the arguments the page ran (the page's
     * Content-Security-Policy keeps its blob from a test's fetch).
     */
    private static String shownPicture() {
        List<?> args = (List<?>) ((JavascriptExecutor) browser).executeScript("return plotArgs(plot.from, plot.to, 'svg')");
        String[] run = cli(args.stream().map(String::valueOf).toArray(String[]::new));
        assertEquals("0", run[0], run[2]);
        return run[1];
    }

    private static void waitFor(String css) {
        new WebDriverWait(browser, WAIT).until(d -> !d.findElements(By.cssSelector(css)).isEmpty());
    }

    private static WebElement waitForPlot() {
        new WebDriverWait(browser, WAIT).until(d -> byId("plot").isDisplayed() && byId("busy").getAttribute("hidden") != null
                && (Boolean) ((JavascriptExecutor) d).executeScript("const i = document.getElementById('plot-image');"
                        + " return i.complete && i.naturalWidth > 0"));
        return byId("plot-image");
    }

    /** A CSS colour, rgb(r, g, b) or rgba(r, g, b, a), as six hexadecimal digits. */
    private static String hex(String css) {
        Matcher m = Pattern.compile("(\\d+), (\\d+), (\\d+)").matcher(css);
        assertTrue(m.find(), css);
        return String.format("%02x%02x%02x", Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)));
    }

    /** The relative luminance of a CSS colour (WCAG's). */
    private static double luminance(String css) {
        int rgb = Integer.parseInt(hex(css), 16);
        double l = 0;
        double[] weights = {0.2126, 0.7152, 0.0722};
        for (int i = 0; i < 3; i++) {
            double c = (rgb >> (16 - 8 * i) & 0xFF) / 255.0;
            l += weights[i] * (c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4));
        }
        return l;
    }
}
