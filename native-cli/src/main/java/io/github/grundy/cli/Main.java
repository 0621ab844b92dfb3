package io.github.grundy.cli;

import io.github.grundy.core.spi.VariantCatalog;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;

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
     * The installed variants, loaded by the commands that need them: judge and --version do not
     * pay for it. A class rather than a lambda: the first lambda of a JVM costs milliseconds of
     * bootstrap, which the start-up fast path avoids.
     */
    private static final class InstalledVariants implements Supplier<VariantCatalog> {
        @Override
        public VariantCatalog get() {
            return VariantCatalog.load(Main.class.getClassLoader());
        }
    }

    /**
     * Runs one command line and returns its exit code (see {@link ExitCode}). Never throws: every
     * failure becomes a message on {@code err}.
     */
    public static int run(String[] args, InputStream in, OutputStream out, PrintStream err) {
        return new Cli(new Console(in, out, err), new InstalledVariants()).execute(args);
    }
}
