/**
 * The {@code grundy} command line: picocli commands that turn arguments and input files into
 * positions, hand them to the engines in {@code grundy-core} and the games in
 * {@code grundy-variants}, and print the answers. It holds no game theory: a rule or a Grundy
 * formula here is a bug. It is compiled for the JVM and by GraalVM native-image.
 *
 * <p>This package holds {@code Main}, the command tree and its help; each command is a package
 * of its own ({@code solve}, {@code table}, {@code play}, {@code survey}, {@code judge},
 * {@code gen}, {@code list}, {@code completion}), resting on what they share: {@code common}
 * (options, output, errors), {@code position} (reading a position and explaining its answer),
 * {@code plot} and {@code formats} (the judge problems). A command package refers to no other
 * command, and the shared ones to none (the CLI's {@code LayoutTest}).
 */
package io.github.grundy.cli;
