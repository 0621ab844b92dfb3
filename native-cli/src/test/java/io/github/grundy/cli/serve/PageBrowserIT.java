package io.github.grundy.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.Main;
import io.github.grundy.cli.common.JsonReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in a real browser ({@link BrowserPage}): a visitor picks a game, types a position and
 * reads the answer, which must be the command line's; a bad position or rule shows the command
 * line's words; the table shows {@code grundy table --json}'s values, a grid its heat map, and the
 * plot is {@code grundy table --plot}'s picture, read point by point and downloaded byte for byte.
 * Screenshots of the views at 1280×800 and 390×844 go to {@code target/screenshots}.
 */
class PageBrowserIT extends BrowserPage {


    @Test
    void aVisitorSolvesPositionsAsTheCommandLineDoes() {
        open("game=nim");
        SplittableRandom random = new SplittableRandom(41);
        List<String[]> games = List.of(new String[] {"nim"}, new String[] {"kayles"}, new String[] {"bash", "max", "3"},
                new String[] {"grundy-game"}, new String[] {"split"});
        for (int i = 0; i < 10; i++) {
            String[] game = games.get(i % games.size());
            new Select(byId("variant")).selectByValue(game[0]);
            if (game.length > 1) {
                byId("param-" + game[1]).clear();
                byId("param-" + game[1]).sendKeys(game[2]);
            }
            List<String> heaps = new ArrayList<>();
            for (int h = random.nextInt(1, 5); h > 0; h--) {
                heaps.add(String.valueOf(random.nextInt(0, 40)));
            }
            byId("position").clear();
            byId("position").sendKeys(String.join(" ", heaps));
            // By keyboard: Enter in the position submits it.
            answer(() -> byId("position").sendKeys(Keys.ENTER), "answer");
            List<String> args = new ArrayList<>(List.of("solve", "--json", "--explain", game[0]));
            if (game.length > 1) {
                args.add("--" + game[1] + "=" + game[2]);
            }
            args.addAll(heaps);
            String[] expected = cli(args.toArray(String[]::new));
            assertEquals("0", expected[0], expected[2]);
            Map<?, ?> json = (Map<?, ?>) JsonReader.read(expected[1]);
            String shown = byId("answer").getText();
            String where = args + " shows\n" + shown;
            String verdict = browser.findElement(By.cssSelector("#answer .verdict")).getAttribute("class");
            assertEquals("verdict " + json.get("outcome"), verdict, where);
            assertTrue(shown.contains("Grundy value: " + json.get("grundy") + "\n"), where);
            Map<?, ?> moves = (Map<?, ?>) json.get("winningMoves");
            assertTrue(shown.contains("Winning moves: " + moves.get("count")), where);
            for (Object m : (List<?>) moves.get("moves")) {
                Map<?, ?> move = (Map<?, ?>) m;
                assertTrue(shown.contains("heap " + move.get("component") + ": " + move.get("text")), where);
            }
            // The explanation's table: a row per heap, value and binary as --explain's, then their xor.
            Map<?, ?> why = (Map<?, ?>) json.get("explanation");
            List<WebElement> rows = browser.findElements(By.cssSelector("#answer table.binary tr"));
            List<?> expectedRows = (List<?>) why.get("rows");
            assertEquals(expectedRows.size() + 2, rows.size(), where);
            for (int r = 0; r < expectedRows.size(); r++) {
                Map<?, ?> row = (Map<?, ?>) expectedRows.get(r);
                assertEquals(row.get("component") + " " + row.get("heap") + " " + row.get("grundy") + " "
                        + row.get("binary"), rows.get(r + 1).getText(), where);
            }
            assertEquals("xor " + why.get("nimSum") + " " + why.get("binary"),
                    rows.get(rows.size() - 1).getText().replaceAll("\\s+", " "), where);
            assertTrue(browser.getCurrentUrl().contains("position=" + String.join("+", heaps)), "the address names it");
        }
    }

    @Test
    void aBadPositionIsSaidInTheCommandLinesWords() {
        open("game=kayles");
        byId("position").sendKeys("3 x 4");
        answer(() -> byId("solve").click(), "answer");
        String[] expected = cli("solve", "--json", "kayles", "3", "x", "4");
        assertEquals("2", expected[0]);
        assertEquals(expected[2].trim().replaceFirst("^grundy: ", ""), byId("error").getText());
        assertTrue(byId("answer").getText().isEmpty());
    }

    @Test
    void theTableIsTableJsons() throws IOException {
        open("game=kayles&view=table&to=150");
        new WebDriverWait(browser, WAIT).until(d -> !d.findElements(By.cssSelector("table.values td")).isEmpty());
        List<WebElement> cells = browser.findElements(By.cssSelector("table.values td"));
        Map<?, ?> json = (Map<?, ?>) JsonReader.read(cli("table", "--json", "kayles", "--to=150")[1]);
        List<?> values = (List<?>) json.get("values");
        assertEquals(values.size(), cells.size());
        for (int i = 0; i < cells.size(); i++) {
            assertEquals(String.valueOf(values.get(i)), cells.get(i).getText(), "heap " + i);
            List<String> classes = List.of(cells.get(i).getAttribute("class").split(" "));
            assertEquals(values.get(i).equals(0L), classes.contains("p"), "P at heap " + i);
            assertEquals(i >= 71, classes.contains("periodic"), "Kayles' period is proved from heap 71: heap " + i);
        }
        // The regularity, said once: the JSON's (TeacherPageBrowserIT checks that nothing contradicts it).
        assertTrue(byId("table-answer").getText().contains("Proved: period 12 from heap 71"), byId("table-answer").getText());
        screenshots("table", "table-answer");
    }

    @Test
    void screenshotsOfTheSolveView() throws IOException {
        open("game=kayles&position=3+4+7&view=solve");
        new WebDriverWait(browser, WAIT).until(d -> !d.findElements(By.cssSelector("#answer .verdict")).isEmpty());
        screenshots("solve", "answer");
    }

    @Test
    void aBadRuleIsSaidInTheCommandLinesWords() {
        open("game=rule:wythoff");
        byId("param-rule").clear();
        byId("param-rule").sendKeys("(a, b) -> [(a - 1, b)");
        byId("position").sendKeys("3 4");
        answer(() -> byId("solve").click(), "answer");
        String[] expected = cli("solve", "--json", "--explain", "rule", "--rule=(a, b) -> [(a - 1, b)", "3", "4");
        assertEquals("2", expected[0]);
        assertEquals(expected[2].trim().replaceFirst("^grundy: ", ""), byId("error").getText());
    }

    @Test
    void aGridIsAHeatMapOfTableJson() throws IOException {
        open("game=rule:wythoff&view=table&to=7x9");
        new WebDriverWait(browser, WAIT).until(d -> !d.findElements(By.cssSelector("table.heat td")).isEmpty());
        Map<?, ?> json = (Map<?, ?>) JsonReader.read(cli("table", "--json", "rule", "--rule=" + WYTHOFF, "--to=7x9")[1]);
        List<WebElement> cells = browser.findElements(By.cssSelector("table.heat td"));
        List<?> rows = (List<?>) json.get("values");
        assertEquals(8 * 10, cells.size());
        for (int r = 0; r < 8; r++) {
            for (int c = 0; c < 10; c++) {
                Object v = ((List<?>) rows.get(r)).get(c);
                // Row a = 0 at the foot, as in the picture.
                WebElement cell = cells.get((7 - r) * 10 + c);
                assertEquals(String.valueOf(v), cell.getText(), "(" + r + ", " + c + ")");
                assertEquals(v.equals(0L), cell.getAttribute("class").contains("p"), "(" + r + ", " + c + ")");
            }
        }
        assertTrue(byId("table-answer").getText().contains("7 P-positions (value 0, in red): (0, 0) (1, 2) (2, 1) (3, 5)"
                + " (4, 7) (5, 3) (7, 4)"), byId("table-answer").getText());
        screenshots("heat-map", "table-answer");
    }

    @Test
    void thePlotIsTablesAndReadsItsPoints() throws IOException, InterruptedException {
        open("game=kayles&view=table&to=150");
        new WebDriverWait(browser, WAIT).until(d -> byId("plot").isDisplayed() && !byId("plot-image").getAttribute("src").isEmpty());
        Map<?, ?> json = (Map<?, ?>) JsonReader.read(cli("table", "--json", "kayles", "--to=150")[1]);
        List<?> values = (List<?>) json.get("values");
        // Pointing at the plot reads a heap and its value.
        WebElement image = byId("plot-image");
        int width = image.getSize().getWidth();
        for (int x : new int[] {-width / 4, 0, width / 3}) {
            new org.openqa.selenium.interactions.Actions(browser).moveToElement(image, x, 0).perform();
            String hover = byId("plot-hover").getText();
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("heap (\\d+): (\\d+)").matcher(hover);
            assertTrue(m.find(), hover);
            assertEquals(String.valueOf(values.get(Integer.parseInt(m.group(1)))), m.group(2), hover);
        }
        // The keyboard reads them too: Home, then Right.
        byId("plot-frame").sendKeys(Keys.HOME, Keys.ARROW_RIGHT);
        assertEquals("heap 1: 1", byId("plot-hover").getText());
        // The downloads are the command line's bytes.
        for (String format : List.of("svg", "png")) {
            Path file = DOWNLOADS.resolve("kayles." + format);
            Files.deleteIfExists(file);
            byId("download-" + format).click();
            new WebDriverWait(browser, WAIT).until(d -> Files.exists(file));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            List<String> args = new ArrayList<>(List.of("table", "kayles", "--to=150", "--plot=-"));
            if (format.equals("png")) {
                args.add("--plot-format=png");
            }
            assertEquals(0, Main.run(args.toArray(String[]::new), NO_ENV, InputStream.nullInputStream(), out,
                    new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));
            new WebDriverWait(browser, WAIT).until(d -> sizeOf(file) == out.size());
            org.junit.jupiter.api.Assertions.assertArrayEquals(out.toByteArray(), Files.readAllBytes(file), format);
        }
        assertEquals("grundy table kayles --to=150 --plot kayles.svg", byId("plot-command").getText());
        // Enter zooms in on the heap read, to a plot of fewer heaps, and the address keeps it.
        byId("plot-frame").sendKeys(Keys.ENTER);
        new WebDriverWait(browser, WAIT).until(d -> byId("plot-caption").getText().contains(" of 0..150"));
        assertTrue(byId("plot-command").getText().startsWith("grundy table kayles --from=0 --to="),
                byId("plot-command").getText());
        assertTrue(browser.getCurrentUrl().contains("zoom=0-"), browser.getCurrentUrl());
        screenshots("plot", "plot");
    }

    @Test
    void aLongComputationShowsItsProgressAndStops() {
        open("game=turning");
        byId("param-code").sendKeys("1-4");
        byId("position").sendKeys("500");
        byId("solve").click();
        // The line a terminal would show, after the work's first second.
        new WebDriverWait(browser, WAIT).until(d -> byId("busy-text").getText().startsWith("Computing… solve: "));
        assertTrue(byId("stop").isDisplayed());
        byId("stop").click();
        new WebDriverWait(browser, WAIT).until(d -> byId("error").isDisplayed());
        assertEquals("Stopped.", byId("error").getText());
        assertTrue(byId("busy").getAttribute("hidden") != null);
    }
}
