package io.github.grundy.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Runs a command line in this JVM through {@link Main#run}, the entry point behind {@code main}. */
final class Jvm {

    private Jvm() {
    }

    static CliCase.Outcome run(List<String> args, byte[] stdin) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(args.toArray(String[]::new), new ByteArrayInputStream(stdin), out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CliCase.Outcome(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), exit);
    }
}
