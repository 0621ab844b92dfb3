package io.github.grundy.cli.common;

import picocli.CommandLine.Option;

/**
 * {@code --quiet}: no warnings about plugins or rule files that could not be used. A global option like
 * {@code --plugins}: accepted before the command ({@code grundy --quiet solve ...}) and by the
 * commands that load variants ({@code grundy solve --quiet ...}). {@code grundy list} takes it but
 * shows the warnings all the same, since listing is how a user inspects broken plugins.
 */
public final class QuietOption {

    @Option(names = "--quiet",
            description = "Print no warnings (about plugins and rule files that could not be used; for gen, about inputs beyond a"
                    + " problem's stated limits; for table, the notice that a search for a period may take minutes), as the environment variable "
                    + Warnings.ENV + " does, set to anything but empty or 0; 'grundy list' shows them all the same.")
    boolean quiet;

    /** True when given to this command or to the top command (once is enough, twice is harmless). */
    public boolean given(TopCommand top) {
        return quiet || top != null && top.quiet() != null && top.quiet().quiet;
    }
}
