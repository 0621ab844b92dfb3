package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Both JVM launchers, the checkout's {@code ./grundy} (bash) and the JVM distribution's
 * {@code bin/grundy} (POSIX sh), take their JVM options from one rule,
 * {@code src/dist/bin/jvm-options.sh}: the JIT by what the command will do (the quick compiler
 * alone for a one-line answer, every tier for long arithmetic), the collector for a misere
 * quotient, the heap bound of GRUNDY_MAX_MEMORY. One table, run through each launcher with a
 * stand-in {@code java} that prints the options it was given.
 */
class JvmLauncherTest {

    /**
     * Environment (entries split by {@code ;}) | arguments | the options java gets before the jar,
     * in order, less what one launcher alone adds (bin/grundy's {@code -Xshare:auto}; ./grundy's
     * start-up archive, off here). GRUNDY_JAVA_OPTS comes last, so what it names wins.
     */
    private static final List<String> RULE = List.of(
            " | solve nim 1 2 3 | -XX:TieredStopAtLevel=1 -XX:-UsePerfData",
            " | --version | -XX:TieredStopAtLevel=1 -XX:-UsePerfData",
            " | list | -XX:TieredStopAtLevel=1 -XX:-UsePerfData",
            " | play nim 3 | -XX:TieredStopAtLevel=1 -XX:-UsePerfData",
            " | solve nim table | -XX:TieredStopAtLevel=1 -XX:-UsePerfData",
            " | solve octal --code=0.6 99999 | -XX:TieredStopAtLevel=1 -XX:-UsePerfData",
            // Every tier: the commands that read or write whole inputs, wherever the command is.
            " | table kayles | -XX:-UsePerfData",
            " | judge acwing-891 | -XX:-UsePerfData",
            " | gen acwing-891 --heaps=10 | -XX:-UsePerfData",
            " | survey 0.?? | -XX:-UsePerfData",
            " | --quiet table kayles | -XX:-UsePerfData",
            // ... and numbers of six digits or more, the limits that ask for large work, plugins,
            // misere play and graphs.
            " | solve octal --code=0.6 999999 | -XX:-UsePerfData",
            " | solve nim 12345 --to=1000000 | -XX:-UsePerfData",
            " | solve --max-table=5000 squares 7 | -XX:-UsePerfData",
            " | solve --max-positions=9 squares 7 | -XX:-UsePerfData",
            " | solve --max-quotient=9 squares 7 | -XX:-UsePerfData",
            " | solve --no-stop nim 1 | -XX:-UsePerfData",
            " | --plugins plugins solve squares 7 | -XX:-UsePerfData",
            " | --plugins=plugins solve squares 7 | -XX:-UsePerfData",
            "GRUNDY_PLUGINS=plugins | solve squares 7 | -XX:-UsePerfData",
            "GRUNDY_PLUGINS= | solve squares 7 | -XX:TieredStopAtLevel=1 -XX:-UsePerfData",
            " | solve octal --code=0.07 --misere 9 | -XX:-UsePerfData",
            " | solve graph g.txt 0 | -XX:-UsePerfData",
            // A misere quotient: the serial collector from a small heap, unless a collector is named.
            " | table octal --code=0.07 --misere --quotient --to=30 | -XX:-UsePerfData -XX:+UseSerialGC -Xms32m",
            " | solve nim --quotient 1 | -XX:TieredStopAtLevel=1 -XX:-UsePerfData -XX:+UseSerialGC -Xms32m",
            "GRUNDY_JAVA_OPTS=-XX:+UseG1GC | table octal --code=0.07 --misere --quotient"
                    + " | -XX:-UsePerfData -XX:+UseG1GC",
            // GRUNDY_JAVA_OPTS, split into words, after the rule's options.
            "GRUNDY_JAVA_OPTS=-Xss4m -Dx=y | solve nim 1 | -XX:TieredStopAtLevel=1 -XX:-UsePerfData -Xss4m -Dx=y",
            // GRUNDY_MAX_MEMORY bounds the heap; a quotient's small start stays under the bound.
            "GRUNDY_MAX_MEMORY=512m | solve nim 1 2 3 | -XX:TieredStopAtLevel=1 -XX:-UsePerfData -Xmx512m",
            "GRUNDY_MAX_MEMORY=2G | table kayles | -XX:-UsePerfData -Xmx2G",
            "GRUNDY_MAX_MEMORY=1000000000 | judge acwing-891 | -XX:-UsePerfData -Xmx1000000000",
            "GRUNDY_MAX_MEMORY= | solve nim 1 | -XX:TieredStopAtLevel=1 -XX:-UsePerfData",
            "GRUNDY_MAX_MEMORY=512m | table octal --code=0.07 --misere --quotient"
                    + " | -XX:-UsePerfData -XX:+UseSerialGC -Xms32m -Xmx512m",
            "GRUNDY_MAX_MEMORY=16m | table octal --code=0.07 --misere --quotient"
                    + " | -XX:-UsePerfData -XX:+UseSerialGC -Xms16m -Xmx16m",
            "GRUNDY_MAX_MEMORY=20000k | table octal --code=0.07 --misere --quotient"
                    + " | -XX:-UsePerfData -XX:+UseSerialGC -Xms20000k -Xmx20000k",
            "GRUNDY_MAX_MEMORY=16m;GRUNDY_JAVA_OPTS=-Xmx1g | solve nim 1"
                    + " | -XX:TieredStopAtLevel=1 -XX:-UsePerfData -Xmx16m -Xmx1g");

    /** What is not a size stops either launcher before java, in the native binary's words. */
    private static final List<String> NOT_SIZES = List.of("lots", "0", "1.5g", "-5m", "5mm", "512 m");

    /** The two launchers, and how each is set up in a directory of its own and run. */
    enum Launcher {
        /** The checkout's ./grundy, beside a built jar (empty: only the stand-in java sees it). */
        CHECKOUT,
        /** bin/grundy of the JVM zip, run by /bin/sh as its first line says. */
        DISTRIBUTION
    }

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(Launcher.class)
    void oneRuleForBothLaunchers(Launcher launcher) throws Exception {
        List<Executable> checks = new ArrayList<>();
        for (String line : RULE) {
            String[] columns = line.split("\\|", -1);
            List<String> env = columns[0].isBlank() ? List.of() : Arrays.asList(columns[0].strip().split(";"));
            List<String> args = words(columns[1]);
            List<String> expected = words(columns[2]);
            Run run = run(launcher, env, args);
            checks.add(() -> assertEquals(expected, run.options(), launcher + ": " + line + "; stderr: " + run.stderr()));
            checks.add(() -> assertEquals(0, run.exit(), launcher + ": " + line + "; stderr: " + run.stderr()));
        }
        assertAll(checks);
    }

    @ParameterizedTest
    @EnumSource(Launcher.class)
    void aMaximumMemoryThatIsNotASizeIsRefused(Launcher launcher) throws Exception {
        List<Executable> checks = new ArrayList<>();
        for (String size : NOT_SIZES) {
            Run run = run(launcher, List.of("GRUNDY_MAX_MEMORY=" + size), List.of("solve", "nim", "1"));
            checks.add(() -> assertEquals(new Run(List.of(), "grundy: " + NativeMain.bound(size) + "\n", 2), run,
                    launcher + ": " + size));
        }
        assertAll(checks);
    }

    private static List<String> words(String text) {
        return text.isBlank() ? List.of() : List.of(text.strip().split(" +"));
    }

    /** What a launcher gave java: the options before the jar, and the launcher's standard error. */
    record Run(List<String> options, String stderr, int exit) {
    }

    /** Runs {@code launcher} with {@code args} in an environment of {@code env} and a stand-in JDK. */
    private Run run(Launcher launcher, List<String> env, List<String> args) throws IOException, InterruptedException {
        Path jdk = dir.resolve("jdk");
        Path java = jdk.resolve("bin/java");
        if (!Files.exists(java)) {
            Files.createDirectories(java.getParent());
            Files.writeString(java, "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done\n", StandardCharsets.UTF_8);
            Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        List<String> command = new ArrayList<>(List.of("env", "-u", "GRUNDY_PLUGINS", "-u", "GRUNDY_JAVA_OPTS",
                "-u", "GRUNDY_JVM", "GRUNDY_CDS=0", "JAVA_HOME=" + jdk));
        command.addAll(env);
        command.addAll(launcher == Launcher.CHECKOUT ? List.of("bash", checkout().toString())
                : List.of("/bin/sh", distribution().toString()));
        command.addAll(args);
        Process p = new ProcessBuilder(command).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the launcher did not finish");
        List<String> words = out.lines().toList();
        int end = words.indexOf(launcher == Launcher.CHECKOUT ? "-jar" : "-cp");
        if (end < 0) {
            return new Run(List.of(), err, p.exitValue());
        }
        int main = launcher == Launcher.CHECKOUT ? end + 1 : words.indexOf("io.github.grundy.cli.Main");
        assertEquals(args, words.subList(main + 1, words.size()), "every argument passed through");
        List<String> options = new ArrayList<>(words.subList(0, end));
        if (launcher == Launcher.DISTRIBUTION) {
            assertTrue(options.remove("-Xshare:auto"), options.toString());
        }
        return new Run(options, err, p.exitValue());
    }

    /** ./grundy in a checkout of its own: the rule's file, and a jar no source is newer than. */
    private Path checkout() throws IOException {
        Path root = dir.resolve("checkout");
        Path launcher = root.resolve("grundy");
        if (!Files.exists(launcher)) {
            Path rule = root.resolve("native-cli/src/dist/bin/jvm-options.sh");
            Files.createDirectories(rule.getParent());
            Files.copy(Paths.get("src/dist/bin/jvm-options.sh"), rule);
            Files.copy(Paths.get("../grundy"), launcher);
            Path target = Files.createDirectories(root.resolve("native-cli/target"));
            Files.createFile(target.resolve("grundy-cli.jar"));
            Files.createFile(target.resolve(".built-by-launcher"));
        }
        return launcher;
    }

    /** bin/grundy as the JVM zip holds it, beside the rule's file. */
    private Path distribution() throws IOException {
        Path bin = dir.resolve("distribution/bin");
        Path launcher = bin.resolve("grundy");
        if (!Files.exists(launcher)) {
            Files.createDirectories(bin);
            Files.createDirectories(bin.resolveSibling("lib"));
            Files.copy(Paths.get("src/dist/bin/grundy"), launcher, StandardCopyOption.REPLACE_EXISTING);
            Files.copy(Paths.get("src/dist/bin/jvm-options.sh"), bin.resolve("jvm-options.sh"));
        }
        return launcher;
    }
}
