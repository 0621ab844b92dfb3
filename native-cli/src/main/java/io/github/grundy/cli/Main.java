package io.github.grundy.cli;

import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.Warnings;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** The entry point of the {@code grundy} command. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        // Raw descriptors: answers go out through our own buffer, not a synchronized PrintStream.
        OutputStream out = new FileOutputStream(FileDescriptor.out);
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        int code = run(args, new FileInputStream(FileDescriptor.in), out, err);
        System.exit(code);
    }

    /**
     * Runs one command line and returns its exit code (see {@link ExitCode}). Never throws: every
     * failure becomes a message on {@code err}. Plugins come from the class path, {@code --plugins}
     * and the process's environment ({@value Catalogs#ENV}; {@value Warnings#ENV} silences their
     * warnings).
     */
    public static int run(String[] args, InputStream in, OutputStream out, PrintStream err) {
        return run(args, System.getenv(), in, out, err);
    }

    /** {@link #run(String[], InputStream, OutputStream, PrintStream)} with the environment {@code env}. */
    public static int run(String[] args, Map<String, String> env, InputStream in, OutputStream out, PrintStream err) {
        // Loaded by the commands that need variants: judge and --help do not pay for it.
        Catalogs catalogs = new Catalogs(env, Main.class.getClassLoader());
        try {
            return new Cli(new Console(in, out, err), catalogs, new Warnings(env)).execute(args);
        } finally {
            catalogs.close();
        }
    }
}
