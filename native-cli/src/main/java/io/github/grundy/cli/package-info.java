/**
 * The {@code grundy} command line: picocli commands that turn arguments and input files into
 * positions, hand them to the engines in {@code grundy-core} and the games in
 * {@code grundy-variants}, and print the answers. This package holds no game theory: a rule or a
 * Grundy formula here is a bug. It is compiled for the JVM and by GraalVM native-image.
 */
package io.github.grundy.cli;
