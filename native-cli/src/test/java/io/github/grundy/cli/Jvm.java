package io.github.grundy.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/** Runs a command line in this JVM through {@link Main#run}, the entry point behind {@code main}. */
final class Jvm {

    private Jvm() {
    }

    /** Runs {@code args} with an empty environment: a GRUNDY_PLUGINS of the developer's cannot leak in. */
    static CliCase.Outcome run(List<String> args, byte[] stdin) {
        return run(args, Map.of(), stdin);
    }

    /** Runs {@code args} with exactly the environment {@code env}. */
    static CliCase.Outcome run(List<String> args, Map<String, String> env, byte[] stdin) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(args.toArray(String[]::new), env, new ByteArrayInputStream(stdin), out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CliCase.Outcome(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), exit);
    }
}
