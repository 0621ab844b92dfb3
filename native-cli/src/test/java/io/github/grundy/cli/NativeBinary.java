package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.Catalogs;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The native executable built by {@code ./mvnw -Pnative package}, run as a process. Failsafe gives
 * its path in the system property {@code grundy.binary}; without it, {@code target/grundy} (on
 * Windows the same path with {@code .exe}).
 */
final class NativeBinary {

    /** Generous: a run takes milliseconds, a 10^7-heap input about a second. */
    private static final long TIMEOUT_SECONDS = 120;

    private NativeBinary() {
    }

    static Path path() {
        Path binary = Path.of(System.getProperty("grundy.binary", "target/grundy")).toAbsolutePath();
        Path exe = binary.resolveSibling(binary.getFileName() + ".exe");
        if (!Files.exists(binary) && Files.exists(exe)) {
            binary = exe; // native-image names it grundy.exe on Windows
        }
        assertTrue(Files.isExecutable(binary), "no native binary at " + binary
                + ": build it with ./mvnw -Pnative package (native-cli/build-native.sh finds a native-image)");
        return binary;
    }

    /** Runs the binary with {@code args}, {@code stdin} as its standard input, in the module directory. */
    static CliCase.Outcome run(List<String> args, byte[] stdin) throws IOException, InterruptedException {
        return run(args, Map.of(), stdin);
    }

    /** The same with {@code env} added to the environment, less GRUNDY_PLUGINS and GRUNDY_MAX_MEMORY. */
    static CliCase.Outcome run(List<String> args, Map<String, String> env, byte[] stdin)
            throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("grundy-native");
        try {
            Path in = Files.write(dir.resolve("stdin"), stdin);
            Path out = dir.resolve("stdout");
            Path err = dir.resolve("stderr");
            int exit = run(args, env, in, out, err);
            return new CliCase.Outcome(Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8), exit);
        } finally {
            try (var files = Files.list(dir)) {
                for (Path p : files.toList()) {
                    Files.delete(p);
                }
            }
            Files.delete(dir);
        }
    }

    /** Runs the binary with standard input, output and error connected to files; returns its exit code. */
    static int run(List<String> args, Path stdin, Path stdout, Path stderr) throws IOException, InterruptedException {
        return run(args, Map.of(), stdin, stdout, stderr);
    }

    private static int run(List<String> args, Map<String, String> env, Path stdin, Path stdout, Path stderr)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(path().toString());
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command);
        // Like the JVM runs (Jvm.run), a plugin directory of the developer's must not leak in, nor
        // a heap bound (the JVM runs have theirs from -Xmx or none).
        builder.environment().remove(Catalogs.ENV);
        builder.environment().remove(NativeMain.ENV);
        builder.environment().putAll(env);
        // Files, not pipes: no thread has to drain them, and large outputs cannot block the process.
        Process p = builder
                .redirectInput(stdin.toFile())
                .redirectOutput(stdout.toFile())
                .redirectError(stderr.toFile())
                .start();
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
            throw new AssertionError(command + " did not finish within " + TIMEOUT_SECONDS + " s");
        }
        return p.exitValue();
    }
}
