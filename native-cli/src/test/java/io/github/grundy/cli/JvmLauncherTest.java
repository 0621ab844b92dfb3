package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JVM distribution's {@code bin/grundy} picks the JIT by what the command will do: the quick
 * compiler alone for a one-line answer, every tier for long arithmetic; and the collector for a
 * misere quotient. Run with a stand-in
 * {@code java} that prints the options it was given.
 */
class JvmLauncherTest {

    private static final String QUICK = "-XX:TieredStopAtLevel=1";

    @TempDir
    Path dir;

    @Test
    void quickCompilerForShortAnswersEveryTierForLongWork() throws Exception {
        assertTrue(jvmOptions(List.of(), "solve", "nim", "1", "2", "3").contains(QUICK));
        assertTrue(jvmOptions(List.of(), "--version").contains(QUICK));
        assertTrue(jvmOptions(List.of(), "list").contains(QUICK));
        assertTrue(jvmOptions(List.of(), "solve", "octal", "--code=0.6", "99999").contains(QUICK));

        assertFalse(jvmOptions(List.of(), "table", "kayles").contains(QUICK));
        assertFalse(jvmOptions(List.of(), "judge", "acwing-891").contains(QUICK));
        assertFalse(jvmOptions(List.of(), "gen", "acwing-891", "--heaps=10").contains(QUICK));
        assertFalse(jvmOptions(List.of(), "survey", "0.??").contains(QUICK));
        assertFalse(jvmOptions(List.of(), "--quiet", "table", "kayles").contains(QUICK));
        assertFalse(jvmOptions(List.of(), "solve", "octal", "--code=0.6", "999999").contains(QUICK));
        assertFalse(jvmOptions(List.of(), "solve", "--max-table=5000", "squares", "7").contains(QUICK));
        assertFalse(jvmOptions(List.of(), "--plugins", "plugins", "solve", "squares", "7").contains(QUICK));
        assertFalse(jvmOptions(List.of("GRUNDY_PLUGINS=plugins"), "solve", "squares", "7").contains(QUICK));
        assertFalse(jvmOptions(List.of(), "solve", "octal", "--code=0.07", "--misere", "9").contains(QUICK));
        assertFalse(jvmOptions(List.of(), "solve", "graph", "g.txt", "0").contains(QUICK));
    }

    /** A misere quotient runs with the serial collector from a small heap; nothing else changes collector. */
    @Test
    void serialCollectorForQuotientsOnly() throws Exception {
        List<String> quotient = jvmOptions(List.of(), "table", "octal", "--code=0.07", "--misere", "--quotient", "--to=30");
        assertTrue(quotient.contains("-XX:+UseSerialGC") && quotient.contains("-Xms32m"), quotient.toString());
        assertFalse(quotient.contains(QUICK), quotient.toString());
        List<String> chosen = jvmOptions(List.of("GRUNDY_JAVA_OPTS=-XX:+UseG1GC"), "table", "octal", "--code=0.07",
                "--misere", "--quotient");
        assertTrue(chosen.contains("-XX:+UseG1GC") && !chosen.contains("-XX:+UseSerialGC"), chosen.toString());
        for (List<String> args : List.of(List.of("table", "kayles"), List.of("solve", "nim", "1", "2"),
                List.of("solve", "octal", "--code=0.07", "--misere", "9"))) {
            List<String> options = jvmOptions(List.of(), args.toArray(String[]::new));
            assertFalse(options.stream().anyMatch(o -> o.startsWith("-XX:+Use") && o.endsWith("GC") || o.startsWith("-Xms")),
                    args + ": " + options);
        }
    }

    /** The options before the main class that bin/grundy gives java for {@code args}. */
    private List<String> jvmOptions(List<String> env, String... args) throws IOException, InterruptedException {
        Path home = dir.resolve("grundy");
        Path bin = Files.createDirectories(home.resolve("bin"));
        Files.createDirectories(home.resolve("lib"));
        Path launcher = bin.resolve("grundy");
        Files.copy(Paths.get("src/dist/bin/grundy"), launcher, StandardCopyOption.REPLACE_EXISTING);
        Path jdk = Files.createDirectories(dir.resolve("jdk/bin"));
        Path java = jdk.resolve("java");
        Files.writeString(java, "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done\n", StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));

        List<String> command = new ArrayList<>(List.of("env", "-u", "GRUNDY_PLUGINS", "-u", "GRUNDY_JAVA_OPTS",
                "JAVA_HOME=" + jdk.getParent()));
        command.addAll(env);
        command.add("/bin/sh");
        command.add(launcher.toString());
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the launcher did not finish");
        assertEquals(0, p.exitValue(), out);
        List<String> words = out.lines().toList();
        int main = words.indexOf("io.github.grundy.cli.Main");
        assertTrue(main > 0, out);
        assertEquals(List.of(args), words.subList(main + 1, words.size()), "every argument passed through");
        return words.subList(0, main);
    }
}
