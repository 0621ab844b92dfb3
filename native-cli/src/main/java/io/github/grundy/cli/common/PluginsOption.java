package io.github.grundy.cli.common;

import picocli.CommandLine.Option;

/**
 * {@code --plugins DIR}: a plugin directory to load variants from, besides the class path. A
 * global option: accepted before the command ({@code grundy --plugins DIR solve ...}) and by the
 * commands that use variants ({@code grundy solve --plugins DIR ...}).
 */
public final class PluginsOption {

    @Option(names = "--plugins", paramLabel = "DIR",
            description = {"Also load the variant plugins in DIR: every .jar file in it, each in a class loader of its"
                    + " own (default: the directory in the environment variable " + Catalogs.ENV + ", if set).",
                "Needs the JVM: the native binary has only the built-in variants."})
    String directory;

    /**
     * The directory given to this command or, if none, to the top command; null when neither.
     *
     * @throws UserError if both were given
     */
    public String resolve(TopCommand top) {
        String before = top == null || top.plugins() == null ? null : top.plugins().directory;
        if (directory != null && before != null) {
            throw new UserError("--plugins is given twice, before and after the command; give it once");
        }
        return directory != null ? directory : before;
    }
}
