package io.github.grundy.cli;

import io.github.grundy.cli.common.DebugOption;
import io.github.grundy.cli.common.QuietOption;
import io.github.grundy.cli.common.UserError;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/** {@code grundy help [COMMAND]}: the same text as {@code grundy [COMMAND] --help}. */
@Command(name = "help", helpCommand = true, mixinStandardHelpOptions = true,
        header = "Show the help of grundy or of one of its commands.",
        description = "Print the help of COMMAND (as 'grundy COMMAND --help' does), or of grundy itself.")
public final class HelpCommand implements Runnable {

    @Parameters(paramLabel = "COMMAND", arity = "0..1", description = "The command, e.g. solve.")
    String command;

    @Mixin
    DebugOption debug;

    @Mixin
    QuietOption quiet;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        CommandLine top = spec.commandLine().getParent();
        CommandLine shown = top;
        if (command != null) {
            shown = top.getSubcommands().get(command);
            if (shown == null) {
                throw new UserError("no command '" + command + "' (commands: "
                        + String.join(", ", top.getSubcommands().keySet()) + ")");
            }
        }
        shown.usage(spec.commandLine().getOut());
    }
}
