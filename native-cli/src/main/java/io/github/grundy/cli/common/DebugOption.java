package io.github.grundy.cli.common;

import picocli.CommandLine.Option;

/**
 * {@code --debug}, accepted by every command: internal errors then show their stack trace, and a
 * {@code --timeout} stop says whether the work stopped itself or was left behind.
 */
public final class DebugOption {

    @Option(names = "--debug", description = "On an internal error, print the stack trace; on a --timeout stop, say whether the work"
                    + " stopped itself or was left behind.")
    public boolean debug;
}
