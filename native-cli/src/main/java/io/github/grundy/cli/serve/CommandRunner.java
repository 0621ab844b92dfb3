package io.github.grundy.cli.serve;

import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.ProgressLines;
import io.github.grundy.cli.common.TimeoutOption;
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
 * @param timeout   the seconds each computation may take, as {@code --timeout} writes them
 * @param maxOutput the most bytes of standard output a run may write
 */
record CommandRunner(Main main, Map<String, String> env, String timeout, int maxOutput) implements PageServer.Runner {

    /** The most bytes of standard output a run may write for the page: a table of 10^6 values is about 8 MB. */
    static final int MAX_OUTPUT = 32 << 20;

    /**
     * A runner whose runs write at most {@link #MAX_OUTPUT} bytes.
     *
     * @param main    grundy's own entry point
     * @param env     the environment
     * @param timeout the seconds each computation may take
     */
    CommandRunner(Main main, Map<String, String> env, String timeout) {
        this(main, env, timeout, MAX_OUTPUT);
    }

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
        BoundedOutput out = new BoundedOutput(maxOutput);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        // Standard error as a program reads it: the progress lines apart, readable while it runs.
        ProgressLines lines = new ProgressLines(err);
        progress.accept(lines::latest);
        int exit;
        // The server answers at the time limit whatever the run does (PageServer), and stops it.
        exit = main.run(args.toArray(String[]::new), env,
                new ByteArrayInputStream(request.input().getBytes(StandardCharsets.UTF_8)), out, lines);
        if (out.exceeded()) {
            return new PageServer.Result(ExitCode.LIMIT, new byte[0], "grundy: the answer is over " + maxOutput
                    + " bytes, more than the page shows: ask for less, or run it on the command line\n");
        }
        return new PageServer.Result(exit, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
    }

    /** Each computation's time limit, in milliseconds. */
    long limitMillis() {
        return TimeoutOption.millis("--time-limit", timeout, "");
    }

    /** Standard output held in memory, up to a bound: beyond it, writes fail and the run ends. */
    private static final class BoundedOutput extends ByteArrayOutputStream {
        private final int max;
        private boolean exceeded;

        BoundedOutput(int max) {
            this.max = max;
        }

        @Override
        public synchronized void write(int b) {
            check(1);
            super.write(b);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            check(len);
            super.write(b, off, len);
        }

        private void check(int len) {
            if (count + (long) len > max) {
                exceeded = true;
                throw new java.io.UncheckedIOException(new java.io.IOException("the page's answer is over its bound"));
            }
        }

        synchronized boolean exceeded() {
            return exceeded;
        }
    }
}
