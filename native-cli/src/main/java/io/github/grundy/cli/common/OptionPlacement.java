package io.github.grundy.cli.common;

import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Parameter;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine;

/**
 * {@code solve}, {@code table} and {@code play} pass the options they do not know to the game as
 * its parameters ({@code bash --max=3}). An option of another command ({@code table kayles
 * --limit=5}) would then be blamed on the game ("kayles: unknown parameter 'limit'"); this names
 * it for what it is: "--limit is an option of solve, not of table"; a slip of an option gets the
 * option meant: "nim: unknown option --summry (did you mean --summary?)".
 */
public final class OptionPlacement {

    private OptionPlacement() {
    }

    /**
     * Refuses the first of {@code words} that is an option neither of {@code command} nor a
     * parameter of any installed game, when it is an option of other commands of the tree, or a
     * slip of an option of {@code command} or a parameter of the game ({@code --summry}). A
     * parameter of another game, {@code --max} on a game that takes none, is the game's to refuse
     * ("nim: unknown parameter 'max'"), since bash takes it.
     *
     * @throws UserError naming the option and the commands that take it, or the option meant
     */
    public static void check(CommandSpec command, VariantCatalog catalog, List<String> words) {
        List<Parameter<?>> parameters = words.isEmpty() ? List.of()
                : catalog.find(words.get(0)).map(v -> List.<Parameter<?>>copyOf(v.parameters())).orElse(List.of());
        for (String word : words) {
            String name = name(word);
            if (name == null) {
                continue;
            }
            if (isParameter(catalog, name.substring(2))) {
                // Another game's parameter ("nim --max=3") is the game's to refuse, saying what it takes.
                continue;
            }
            Optional<String> misplaced = misplaced(command, name);
            if (misplaced.isPresent()) {
                throw new UserError(misplaced.get());
            }
            // A slip of the command's options or the game's parameters ("--summry"), said before the
            // game reads it as a parameter of its own ("nim: --summry needs a value").
            String near = nearOption(command, name, parameters);
            if (!near.isEmpty()) {
                throw new UserError(words.get(0) + ": unknown option " + name + " (" + near + ")");
            }
        }
    }

    /**
     * "did you mean --summary?" for an option {@code name} ({@code --summry}, without its value)
     * near one of {@code command}'s options or of the game's {@code parameters}; empty when none is
     * near.
     */
    public static String nearOption(CommandSpec command, String name, List<Parameter<?>> parameters) {
        java.util.Set<String> names = new java.util.LinkedHashSet<>();
        for (CommandLine.Model.OptionSpec o : command.options()) {
            for (String n : o.names()) {
                if (n.startsWith("--")) {
                    names.add(n);
                }
            }
        }
        for (Parameter<?> p : parameters) {
            names.add("--" + p.name());
        }
        return Suggestion.didYouMean(name, names, "");
    }

    /**
     * "--limit is an option of solve, not of gen" when {@code word} is an option that
     * {@code command} does not take and other commands do; empty otherwise.
     */
    public static Optional<String> misplaced(CommandSpec command, String word) {
        String name = name(word);
        if (name == null || command.findOption(name) != null) {
            return Optional.empty();
        }
        TreeSet<String> owners = new TreeSet<>();
        for (CommandLine other : commands(command.root()).values()) {
            if (other.getCommandSpec().findOption(name) != null) {
                owners.add(other.getCommandName());
            }
        }
        if (owners.isEmpty()) {
            return Optional.empty();
        }
        String last = owners.pollLast();
        String all = owners.isEmpty() ? last : String.join(", ", owners) + " and " + last;
        return Optional.of(name + " is an option of " + all + ", not of " + command.name());
    }

    /** The option name of {@code word} ({@code --limit} of {@code --limit=5}), or null when it is none. */
    private static String name(String word) {
        if (!word.startsWith("--") || word.length() == 2) {
            return null;
        }
        int equals = word.indexOf('=');
        return equals < 0 ? word : word.substring(0, equals);
    }

    private static boolean isParameter(VariantCatalog catalog, String name) {
        for (VariantCatalog.Entry e : catalog.entries()) {
            for (Parameter<?> p : e.variant().parameters()) {
                if (p.name().equals(name)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Every command of the tree whose top is {@code root}: the whole tree's, when the top is grundy's. */
    public static java.util.Map<String, CommandLine> commands(CommandSpec root) {
        return root.userObject() instanceof TopCommand top ? top.commands() : root.subcommands();
    }
}
