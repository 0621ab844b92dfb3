package io.github.grundy.cli.common;

import io.github.grundy.core.loader.VariantCatalog;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What every command that reads a game ({@code solve}, {@code table}, {@code play}) takes and
 * does alike: {@code --debug}, {@code --plugins}, {@code --rules}, {@code --quiet} and {@code --timeout} (each
 * accepted before the command too), and the loading of the catalogue with its checks and
 * warnings. One picocli mixin, so that the commands declare it once and load a game in one call.
 */
public final class GameCommandOptions {

    @Mixin
    DebugOption debug;

    @Mixin
    PluginsOption plugins;

    @Mixin
    RulesOption rules;

    @Mixin
    QuietOption quiet;

    @Mixin
    TimeoutOption timeout;

    /** The command this mixin is part of (its words are checked against it). */
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    /**
     * The catalogue the command's game comes from, {@code --plugins} and {@code --rules} read here or before the
     * command, the options among {@code words} checked, warnings printed unless {@code --quiet}.
     *
     * @throws UserError for an option misplaced or mistyped among the words, or a bad plugin or rule directory
     */
    public VariantCatalog load(GameCatalogs games, List<String> words, Console console) {
        return games.load(command, words, new Catalogs.Sources(plugins.resolve(top()), rules.resolve(top())), quiet(),
                console);
    }

    /** True when {@code --quiet} is given, here or before the command. */
    public boolean quiet() {
        return quiet.given(top());
    }

    /** {@code --timeout} and {@code --debug}, whose work this runs ({@link TimeoutOption#run}). */
    public int run(Console console, TimeoutOption.Work work) throws Exception {
        return timeout.run(console, debug.debug, work);
    }

    /** As {@link #run(Console, TimeoutOption.Work)}, a stop waiting {@code graceMillis} for the work to end. */
    public int run(Console console, long graceMillis, TimeoutOption.Work work) throws Exception {
        return timeout.run(console, debug.debug, graceMillis, work);
    }

    /** {@code --timeout} itself, for work that runs in steps ({@link TimeoutOption#within}). */
    public TimeoutOption timeout() {
        return timeout;
    }

    /** The top command, whose options given before this one count too; null when run alone (tests). */
    private TopCommand top() {
        CommandSpec parent = command.parent();
        return parent != null && parent.userObject() instanceof TopCommand top ? top : null;
    }
}
