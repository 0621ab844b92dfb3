package io.github.grundy.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.grundy.cli.Main;
import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.cli.common.JsonReader;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in a real browser: Debian's chromium, driven by its chromedriver (both from apt, no
 * download at test time), against a server in this JVM. A visitor picks a game, types a position
 * and reads the answer, which must be the command line's; a bad position shows the command line's
 * words; the table shows {@code grundy table --json}'s values. Screenshots of the views at 1280×800
 * and 390×844 go to {@code target/screenshots}.
 *
 * <p>Without the browser these tests are skipped, saying why, unless {@code GRUNDY_BROWSER_TESTS=required}
 * (as {@code .ci/run} sets it): then a missing browser fails the build.
 */
class PageBrowserIT {

    private static final Path CHROMIUM = Path.of(System.getProperty("grundy.chromium", "/usr/bin/chromium"));
    private static final Path DRIVER = Path.of(System.getProperty("grundy.chromedriver", "/usr/bin/chromedriver"));
    private static final Map<String, String> NO_ENV = Map.of();
    private static final Duration WAIT = Duration.ofSeconds(60);

    private static final Path DOWNLOADS = Path.of("target/downloads");

    private static PageServer server;
    private static WebDriver browser;

    @BeforeAll
    static void start() throws IOException {
        boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
        Files.createDirectories(DOWNLOADS);
        if (!present && "required".equals(System.getenv("GRUNDY_BROWSER_TESTS"))) {
            fail("GRUNDY_BROWSER_TESTS=required, but no " + CHROMIUM + " or " + DRIVER
                    + ": apt-get install chromium chromium-driver");
        }
        Assumptions.assumeTrue(present, "no browser: apt-get install chromium chromium-driver to run the page's tests");
        Catalogs catalogs = new Catalogs(NO_ENV, PageBrowserIT.class.getClassLoader());
        server = new PageServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
                new CommandRunner(Main::run, NO_ENV, "60"), ServeCommand.parameters(catalogs, new Catalogs.Sources(null, null)));
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.setExperimentalOption("prefs", Map.of("download.default_directory", DOWNLOADS.toAbsolutePath().toString(),
                "download.prompt_for_download", false));
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1280,800", "--no-first-run", "--disable-extensions");
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.close();
        }
    }

    /** The command line's own answer: exit code, standard output, standard error. */
    private static String[] cli(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(args, NO_ENV, InputStream.nullInputStream(), out, new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {String.valueOf(exit), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    }

    private static void open(String hash) {
        // A new query string loads the page anew (a changed hash alone would not).
        browser.get(server.url() + "?load=" + System.nanoTime() + "#" + hash);
        new WebDriverWait(browser, WAIT).until(d -> d.findElements(By.cssSelector("#variant option")).size() > 1);
    }

    private static WebElement byId(String id) {
        return browser.findElement(By.id(id));
    }

    /** Clicks {@code button} and waits until the page's answer (or its error) is there. */
    private static void answer(Runnable click, String box) {
        ((JavascriptExecutor) browser).executeScript("document.getElementById(arguments[0]).replaceChildren();"
                + "document.getElementById('error').hidden = true;", box);
        click.run();
        new WebDriverWait(browser, WAIT).until(d -> byId("busy").getAttribute("hidden") != null
                && (!byId(box).getText().isEmpty() || byId("error").isDisplayed()));
    }

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
        screenshots("table", "table-answer");
    }

    @Test
    void screenshotsOfTheSolveView() throws IOException {
        open("game=kayles&position=3+4+7&view=solve");
        new WebDriverWait(browser, WAIT).until(d -> !d.findElements(By.cssSelector("#answer .verdict")).isEmpty());
        screenshots("solve", "answer");
    }

    /** Wythoff's game, as its rule in the page's list of games. */
    private static final String WYTHOFF = "(a, b) -> [(a - k, b) for k in 1..a] + [(a, b - k) for k in 1..b]"
            + " + [(a - k, b - k) for k in 1..min(a, b)]";

    /** {@code (5, 3)} as the command line's words {@code 5 3}. */
    private static String[] point(String text) {
        return text.replaceAll("[(),]", " ").trim().split("\\s+");
    }

    /** The outcome of a Wythoff position, by the command line. */
    private static String wythoff(String point) {
        List<String> args = new ArrayList<>(List.of("solve", "--json", "--moves=none", "rule", "--rule=" + WYTHOFF));
        args.addAll(List.of(point(point)));
        String[] r = cli(args.toArray(String[]::new));
        assertEquals("0", r[0], r[2]);
        return (String) ((Map<?, ?>) JsonReader.read(r[1])).get("outcome");
    }

    private static int plies() {
        return browser.findElements(By.cssSelector("#history li")).size();
    }

    /** Clicks and waits until the game has {@code plies} positions or has ended. */
    private static void move(WebElement button, int before) {
        button.click();
        new WebDriverWait(browser, WAIT).until(d -> byId("busy").getAttribute("hidden") != null && plies() > before);
    }

    @Test
    void aNewcomerPlaysWythoffToItsEnd() throws IOException {
        open("game=nim");
        // Without reading anything: pick the game by its name, go to Play, press New game.
        new Select(byId("variant")).selectByVisibleText("Wythoff's game");
        byId("tab-play").click();
        byId("new-game").click();
        new WebDriverWait(browser, WAIT).until(d -> plies() == 1);
        assertEquals("(9, 6)", byId("play-position").getText());
        // Every move is coloured by the command line's outcome of the position it leads to.
        List<WebElement> buttons = browser.findElements(By.cssSelector("#play-moves button.move"));
        assertEquals(9 + 6 + 6, buttons.size());
        for (WebElement b : buttons) {
            String after = b.getText().split("->")[1];
            String expected = wythoff(after).equals("P") ? "win" : "lose";
            assertTrue(b.getAttribute("class").contains(expected), b.getText() + " " + expected);
        }
        // The hint is a winning move here, (9, 6) being an N-position.
        byId("hint").click();
        WebElement hinted = browser.findElement(By.cssSelector("#play-moves button.hinted"));
        assertTrue(hinted.getAttribute("class").contains("win"), hinted.getText());
        assertTrue(byId("play-said").getText().startsWith("Hint: " + hinted.getText()));
        screenshots("play", "play-status");
        // Play losing moves at random, and undo once: the computer must win, by winning moves only.
        SplittableRandom random = new SplittableRandom(7);
        boolean undone = false;
        while (!byId("play-status").getText().matches("You win!|The computer wins\\.")) {
            List<WebElement> moves = browser.findElements(By.cssSelector("#play-moves button.move"));
            int before = plies();
            move(moves.get(random.nextInt(moves.size())), before);
            if (!undone && plies() >= 3) {
                int now = plies();
                byId("undo").click();
                new WebDriverWait(browser, WAIT).until(d -> byId("busy").getAttribute("hidden") != null
                        && plies() == now - 2);
                undone = true;
            }
        }
        assertTrue(undone, "the game lasted long enough to undo a move");
        assertEquals("The computer wins.", byId("play-status").getText());
        assertTrue(browser.getCurrentUrl().contains("moves="), "the address names the moves");
        // The strip's titles are the moves made; the computer's, checked by the command line.
        List<WebElement> history = browser.findElements(By.cssSelector("#history li"));
        int computer = 0;
        for (WebElement li : history.subList(1, history.size())) {
            String title = li.getAttribute("title");
            if (title.startsWith("Computer: ")) {
                String[] move = title.substring("Computer: ".length()).split(" — ")[0].split(" -> ");
                if (wythoff(move[0]).equals("N")) {
                    assertEquals("P", wythoff(move[1]), "the computer's " + title + " wins");
                    computer++;
                }
            }
        }
        assertTrue(computer > 0, "the computer moved from a winning position");
        // The last position has no move: (0, 0), made by the computer.
        assertEquals("(0, 0)", byId("play-position").getText());
        assertTrue(history.get(history.size() - 1).getAttribute("title").startsWith("Computer: "));
        screenshots("play-end", "play-status");
    }

    @Test
    void misereNimIsPlayedAsTheCommandLinePlaysIt() {
        // Misère Nim of 1s: the player to move wins when their number is even.
        open("game=nim&view=play&start=1+1+1&play=misere");
        new WebDriverWait(browser, WAIT).until(d -> plies() == 1);
        assertTrue(byId("play-status").getText().contains("you lose"), byId("play-status").getText());
        for (WebElement m : browser.findElements(By.cssSelector("#play-moves button.move"))) {
            assertTrue(m.getAttribute("class").contains("lose"), m.getText());
        }
        open("game=nim&view=play&start=1+1&play=misere");
        new WebDriverWait(browser, WAIT).until(d -> plies() == 1);
        assertTrue(byId("play-status").getText().contains("You can win"), byId("play-status").getText());
        List<WebElement> moves = browser.findElements(By.cssSelector("#play-moves button.move"));
        assertEquals(2, moves.size());
        for (WebElement m : moves) {
            assertTrue(m.getAttribute("class").contains("win"), m.getText());
        }
        // The computer must take the last 1, and in misère play that loses.
        move(moves.get(0), 1);
        assertEquals("You win!", byId("play-status").getText());
        assertEquals(3, plies());
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
                WebElement cell = cells.get(r * 10 + c);
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

    private static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return -1;
        }
    }

    /** The view at a desktop's and a phone's size, scrolled to its answer. */
    private static void screenshots(String view, String answer) throws IOException {
        Path dir = Files.createDirectories(Path.of("target/screenshots"));
        for (Dimension size : List.of(new Dimension(1280, 800), new Dimension(390, 844))) {
            browser.manage().window().setSize(size);
            ((JavascriptExecutor) browser).executeScript("document.getElementById(arguments[0]).scrollIntoView()", answer);
            byte[] png = ((org.openqa.selenium.TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES);
            Files.write(dir.resolve(view + "-" + size.width + "x" + size.height + ".png"), png);
        }
        browser.manage().window().setSize(new Dimension(1280, 800));
        assertTrue(new File(dir.toFile(), view + "-390x844.png").length() > 0);
    }
}
