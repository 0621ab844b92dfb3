package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The committed man page, src/main/man/grundy.1 (in the JVM zip as man/man1/grundy.1), is the one
 * the current help writes. When the help changes, run this test with
 * {@code -Dgrundy.writeManPage=true} to write the new page, and commit it.
 */
class ManPageTest {

    private static final Path PAGE = Path.of("src/main/man/grundy.1");

    private static String generated() {
        Console console = new Console(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        Cli cli = new Cli(console, new Catalogs(Map.of(), ManPageTest.class.getClassLoader()), new Warnings(Map.of()));
        return ManPage.of(cli.commandLine());
    }

    @Test
    void theCommittedPageIsTheCurrentHelp() throws IOException {
        String page = generated();
        if (Boolean.getBoolean("grundy.writeManPage")) {
            Files.createDirectories(PAGE.getParent());
            Files.writeString(PAGE, page, StandardCharsets.UTF_8);
        }
        assertEquals(page, Files.readString(PAGE, StandardCharsets.UTF_8),
                "src/main/man/grundy.1 is not the current help: run ManPageTest with -Dgrundy.writeManPage=true"
                        + " and commit the page");
        for (String command : new String[] {"list", "solve", "table", "play", "judge", "completion"}) {
            assertTrue(page.contains(".SS grundy " + command + "\n"), command);
        }
    }

    /** man itself reads it without a warning, when man is installed. */
    @Test
    void manReadsIt() throws Exception {
        if (Files.notExists(Path.of("/usr/bin/man"))) {
            return;
        }
        Process p = new ProcessBuilder("man", "-l", "--warnings", PAGE.toAbsolutePath().toString())
                .redirectErrorStream(true).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("grundy play"), out);
        assertTrue(!out.contains("warning:"), out);
    }
}
