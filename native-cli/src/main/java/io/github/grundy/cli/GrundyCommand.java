package io.github.grundy.cli;

import io.github.grundy.cli.common.DebugOption;
import io.github.grundy.cli.common.PluginsOption;
import io.github.grundy.cli.common.QuietOption;
import io.github.grundy.cli.common.RulesOption;
import io.github.grundy.cli.common.TopCommand;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Properties;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine;

/** The top command: only help and version; the work is in the subcommands. */
@Command(
        name = "grundy",
        mixinStandardHelpOptions = true,
        versionProvider = GrundyCommand.Version.class,
        description = "Solves impartial games with Sprague-Grundy theory: who wins, the Grundy value, the winning moves.",
        synopsisSubcommandLabel = "COMMAND",
        footerHeading = "%nExit codes:%n",
        footer = {
            "  0   done",
            "  2   bad usage or bad input (the message says where and what)",
            "  3   a limit exceeded: memory, --max-table, --timeout (the message names it)",
            "  4   a plugin failed (its bug: the message names the variant and its jar)",
            "  70  internal error (a bug; --debug shows the stack trace)",
            "  141 standard output was a pipe its reader closed (grundy ... | head): stopped quietly",
            "",
            "Plugins: jars on the class path, in --plugins DIR or in $GRUNDY_PLUGINS (docs/plugins.md).",
            "Rule files: games of one rule each, in --rules DIR or in $GRUNDY_RULES (docs/rules.md).",
            "",
            "Example: grundy solve nim 3 4 5"
        })
public final class GrundyCommand implements Runnable, TopCommand {

    @Mixin
    DebugOption debug;

    @Mixin
    PluginsOption plugins;

    @Mixin
    RulesOption rules;

    @Mixin
    QuietOption quiet;

    @CommandLine.Spec
    CommandSpec spec;

    /** Builds the whole tree when this one holds only the command asked for; null when it is whole. */
    private final Supplier<CommandLine> wholeTree;

    /** The top of a tree with every command. */
    GrundyCommand() {
        this(null);
    }

    /** The top of a tree with only the command asked for; {@code wholeTree} builds all of them. */
    GrundyCommand(Supplier<CommandLine> wholeTree) {
        this.wholeTree = wholeTree;
    }

    @Override
    public PluginsOption plugins() {
        return plugins;
    }

    @Override
    public RulesOption rules() {
        return rules;
    }

    @Override
    public QuietOption quiet() {
        return quiet;
    }

    @Override
    public Map<String, CommandLine> commands() {
        return wholeTree != null ? wholeTree.get().getSubcommands() : spec.subcommands();
    }

    @Override
    public void run() {
        // No subcommand: show what there is.
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Reads the version that Maven wrote into the jar. */
    static final class Version implements IVersionProvider {
        @Override
        public String[] getVersion() throws IOException {
            return lines();
        }

        /** The version text; also the start-up fast path's (see {@link Cli}). */
        static String[] lines() throws IOException {
            Properties p = new Properties();
            // A constant class and name: native-image resolves the call at build time and embeds the
            // resource, so it needs no resource metadata (NativeImageIT checks --version).
            try (InputStream in = GrundyCommand.class.getResourceAsStream("version.properties")) {
                if (in != null) {
                    p.load(in);
                }
            }
            return new String[] {"grundy " + p.getProperty("version", "(unknown version)")};
        }
    }
}
