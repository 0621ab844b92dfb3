package io.github.grundy.cli.common;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Standard output, whose write failures (a full disk, a closed pipe) say that it was standard
 * output that could not be written, rather than a bare {@code I/O error: No space left on device}.
 */
public final class StandardOutput extends FilterOutputStream {

    /** A failure to write standard output. */
    public static final class Failure extends IOException {
        private static final long serialVersionUID = 1L;

        Failure(IOException cause) {
            super("standard output could not be written: " + cause.getMessage(), cause);
        }

        /**
         * Whether the reader of the pipe closed it (EPIPE): the words the JVM and the native image
         * give it on Linux and macOS, and Windows' two for a closed pipe.
         */
        public boolean closedPipe() {
            String m = String.valueOf(getCause().getMessage());
            return m.contains("Broken pipe") || m.contains("pipe is being closed") || m.contains("pipe has been ended");
        }
    }

    public StandardOutput(OutputStream out) {
        super(out);
    }

    @Override
    public void write(int b) throws IOException {
        try {
            out.write(b);
        } catch (Failure e) {
            throw e;
        } catch (IOException e) {
            throw new Failure(e);
        }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        try {
            out.write(b, off, len);
        } catch (Failure e) {
            throw e;
        } catch (IOException e) {
            throw new Failure(e);
        }
    }

    @Override
    public void flush() throws IOException {
        try {
            out.flush();
        } catch (Failure e) {
            throw e;
        } catch (IOException e) {
            throw new Failure(e);
        }
    }
}
