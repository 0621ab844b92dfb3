package io.github.grundy.cli;

import picocli.CommandLine.Option;

/** {@code --debug}, accepted by every command: internal errors then show their stack trace. */
final class DebugOption {

    @Option(names = "--debug", description = "On an internal error, print the stack trace.")
    boolean debug;
}
