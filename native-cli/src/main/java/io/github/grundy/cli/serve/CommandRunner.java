package io.github.grundy.cli.serve;

import io.github.grundy.cli.common.ProgressLines;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Runs the page's command lines in this process, as the command line runs them (same output, byte
 * for byte), with the server's {@code --timeout} for the commands that compute, the request's
 * standard input (play's moves; none for the others), a standard error that keeps the progress
 * lines apart for the page to read, and the environment grundy was started with (its plugins and
 * rule files).
 *
 * @param main    grundy's own entry point ({@code Main::run})
 * @param env     the environment
 * @param timeout the seconds each computation may take, as {@code --timeout} writes them
 */
record CommandRunner(Main main, Map<String, String> env, String timeout) implements PageServer.Runner {

    /** How grundy runs a command line: the signature of its entry point's {@code run}. */
    @FunctionalInterface
    public interface Main {
        /**
         * Runs {@code args} and returns the exit code; never throws.
         *
         * @param args the command line
         * @param env  the environment
         * @param in   standard input
         * @param out  standard output
         * @param err  standard error
         * @return the exit code
         */
        int run(String[] args, Map<String, String> env, InputStream in, OutputStream out, PrintStream err);
    }

    @Override
    public PageServer.Result run(RunRequest request, Consumer<Supplier<String>> progress) {
        List<String> args = new ArrayList<>(request.args());
        if (List.of("solve", "table", "play").contains(args.get(0))) {
            args.add(1, "--timeout=" + timeout);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        // Standard error as a program reads it: the progress lines apart, readable while it runs.
        ProgressLines lines = new ProgressLines(err);
        progress.accept(lines::latest);
        int exit = main.run(args.toArray(String[]::new), env,
                new ByteArrayInputStream(request.input().getBytes(StandardCharsets.UTF_8)), out, lines);
        return new PageServer.Result(exit, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
    }
}
