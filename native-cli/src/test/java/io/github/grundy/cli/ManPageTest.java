package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.Warnings;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The committed man page, src/main/man/grundy.1 (in the JVM zip as man/man1/grundy.1), is the one
 * the current help writes. When the help changes, run this test with
 * {@code -Dgrundy.writeManPage=true} to write the new page, and commit it.
 */
class ManPageTest {

    private static final Path PAGE = Path.of("src/main/man/grundy.1");

    private static CommandLine commandLine() {
        Console console = new Console(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        Cli cli = new Cli(console, new Catalogs(Map.of(), ManPageTest.class.getClassLoader()), new Warnings(Map.of()));
        return cli.commandLine();
    }

    @Test
    void theCommittedPageIsTheCurrentHelp() throws IOException {
        CommandLine commandLine = commandLine();
        String page = ManPage.of(commandLine);
        if (Boolean.getBoolean("grundy.writeManPage")) {
            Files.createDirectories(PAGE.getParent());
            Files.writeString(PAGE, page, StandardCharsets.UTF_8);
        }
        assertEquals(page, Files.readString(PAGE, StandardCharsets.UTF_8),
                "src/main/man/grundy.1 is not the current help: run ManPageTest with -Dgrundy.writeManPage=true"
                        + " and commit the page");
        // A section for every command there is, not only for those someone remembered to list.
        for (String command : commandLine.getSubcommands().keySet()) {
            assertTrue(page.contains(".SS grundy " + command + "\n"), command);
        }
    }

    /**
     * man itself reads it without a warning, where man is man-db (Linux): {@code -l} and
     * {@code --warnings} are man-db's, which macOS's man does not have. Elsewhere it is skipped, and
     * says so, rather than passing without a check.
     */
    @Test
    void manReadsIt() throws Exception {
        Assumptions.assumeTrue(isManDb(), "no man-db here (its -l and --warnings): the page is not read by man");
        Process p = new ProcessBuilder("man", "-l", "--warnings", PAGE.toAbsolutePath().toString())
                .redirectErrorStream(true).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("grundy play"), out);
        assertTrue(!out.contains("warning:"), out);
    }

    /** Whether the man here has man-db's {@code --local-file} and {@code --warnings}, as its help says. */
    private static boolean isManDb() throws InterruptedException {
        try {
            Process p = new ProcessBuilder("man", "--help").redirectErrorStream(true).start();
            p.getOutputStream().close();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return p.waitFor(30, TimeUnit.SECONDS) && out.contains("--local-file") && out.contains("--warnings");
        } catch (IOException e) {
            return false;
        }
    }
}
