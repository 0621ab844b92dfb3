package io.github.grundy.cli.common;

import picocli.CommandLine.Option;

/**
 * {@code --rules DIR}: a directory of rule files, each a game (docs/rules.md, "Rule files"). A
 * global option as {@code --plugins} is: accepted before the command ({@code grundy --rules DIR
 * solve ...}) and by the commands that use variants ({@code grundy solve --rules DIR ...}).
 */
public final class RulesOption {

    @Option(names = "--rules", paramLabel = "DIR",
            description = {"Also read the games of the rule files in DIR: every .rule file in it is a game, its id the"
                    + " file's name (default: the directory in the environment variable " + Catalogs.RULES_ENV
                    + ", if set).",
                "On the native binary as on the JVM (docs/rules.md, \"Rule files\")."})
    String directory;

    /**
     * The directory given to this command or, if none, to the top command; null when neither.
     *
     * @throws UserError if both were given
     */
    public String resolve(TopCommand top) {
        String before = top == null || top.rules() == null ? null : top.rules().directory;
        if (directory != null && before != null) {
            throw new UserError("--rules is given twice, before and after the command; give it once");
        }
        return directory != null ? directory : before;
    }
}
