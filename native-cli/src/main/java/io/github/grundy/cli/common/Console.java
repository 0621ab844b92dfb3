package io.github.grundy.cli.common;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;

/**
 * The streams a command talks to: standard input, output for answers, and errors.
 */
public record Console(InputStream in, OutputStream out, PrintStream err) {
}
