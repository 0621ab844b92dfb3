package io.github.grundy.cli.serve;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.grundy.cli.Main;
import io.github.grundy.cli.common.Catalogs;
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
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the page's browser tests share: a server in this JVM and Debian's chromium, driven by its
 * chromedriver (both from apt, no download at test time), and the command line's own answers to
 * compare with. Screenshots go to {@code target/screenshots}, downloads to {@code target/downloads}.
 *
 * <p>Without the browser the tests are skipped, saying why, unless {@code GRUNDY_BROWSER_TESTS=required}
 * (as {@code .ci/run} sets it): then a missing browser fails the build.
 */
abstract class BrowserPage {

    static final Path CHROMIUM = Path.of(System.getProperty("grundy.chromium", "/usr/bin/chromium"));
    static final Path DRIVER = Path.of(System.getProperty("grundy.chromedriver", "/usr/bin/chromedriver"));
    static final Map<String, String> NO_ENV = Map.of();
    static final Duration WAIT = Duration.ofSeconds(60);

    /** Wythoff's game, as its rule in the page's list of games. */
    static final String WYTHOFF = "(a, b) -> [(a - k, b) for k in 1..a] + [(a, b - k) for k in 1..b]"
            + " + [(a - k, b - k) for k in 1..min(a, b)]";

    static final Path DOWNLOADS = Path.of("target/downloads");

    static PageServer server;
    static WebDriver browser;

    @BeforeAll
    static void start() throws IOException {
        boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER);
        Files.createDirectories(DOWNLOADS);
        if (!present && "required".equals(System.getenv("GRUNDY_BROWSER_TESTS"))) {
            fail("GRUNDY_BROWSER_TESTS=required, but no " + CHROMIUM + " or " + DRIVER
                    + ": apt-get install chromium chromium-driver");
        }
        Assumptions.assumeTrue(present, "no browser: apt-get install chromium chromium-driver to run the page's tests");
        Catalogs catalogs = new Catalogs(NO_ENV, BrowserPage.class.getClassLoader());
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
    static String[] cli(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(args, NO_ENV, InputStream.nullInputStream(), out, new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {String.valueOf(exit), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    }

    static void open(String hash) {
        // A new query string loads the page anew (a changed hash alone would not).
        browser.get(server.url() + "?load=" + System.nanoTime() + "#" + hash);
        new WebDriverWait(browser, WAIT).until(d -> d.findElements(By.cssSelector("#variant option")).size() > 1);
    }

    static WebElement byId(String id) {
        return browser.findElement(By.id(id));
    }

    /** Clicks {@code button} and waits until the page's answer (or its error) is there. */
    static void answer(Runnable click, String box) {
        ((JavascriptExecutor) browser).executeScript("document.getElementById(arguments[0]).replaceChildren();"
                + "document.getElementById('error').hidden = true;", box);
        click.run();
        new WebDriverWait(browser, WAIT).until(d -> byId("busy").getAttribute("hidden") != null
                && (!byId(box).getText().isEmpty() || byId("error").isDisplayed()));
    }

    static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return -1;
        }
    }

    /** The view at a desktop's and a phone's size, scrolled to its answer. */
    static void screenshots(String view, String answer) throws IOException {
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
