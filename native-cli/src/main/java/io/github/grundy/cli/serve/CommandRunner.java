package io.github.grundy.cli.serve;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs the page's command lines in this process, as the command line runs them (same output, byte
 * for byte), with the server's {@code --timeout} for the commands that compute, the request's
 * standard input (play's moves; none for the others),
 * and the environment grundy was started with (its plugins and rule files).
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
    public PageServer.Result run(RunRequest request) {
        List<String> args = new ArrayList<>(request.args());
        if (List.of("solve", "table", "play").contains(args.get(0))) {
            args.add(1, "--timeout=" + timeout);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = main.run(args.toArray(String[]::new), env, new java.io.ByteArrayInputStream(request.input().getBytes(StandardCharsets.UTF_8)), out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new PageServer.Result(exit, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
    }
}
