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

    private static PageServer server;
    private static WebDriver browser;

    @BeforeAll
    static void start() throws IOException {
        boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
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
