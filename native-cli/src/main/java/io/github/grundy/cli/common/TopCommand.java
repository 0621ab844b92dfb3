package io.github.grundy.cli.common;

import java.util.Map;
import picocli.CommandLine;

/**
 * What the top command ({@code grundy}) offers the commands below it, which see it as their
 * parent: the global options given before the command, and the whole command tree (for the
 * option of another command, see {@link OptionPlacement}). An interface here, so that the
 * commands and what they share do not refer up to the root package.
 */
public interface TopCommand {

    /** {@code --plugins} as given before the command; null when picocli has not set it. */
    PluginsOption plugins();

    /** {@code --rules} as given before the command; null when picocli has not set it. */
    RulesOption rules();

    /** {@code --quiet} as given before the command; null when picocli has not set it. */
    QuietOption quiet();

    /** Every command of the tree, by name, built now if the tree holds only the command asked for. */
    Map<String, CommandLine> commands();
}
