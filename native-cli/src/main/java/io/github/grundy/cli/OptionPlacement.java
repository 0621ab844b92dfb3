package io.github.grundy.cli;

import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Parameter;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code solve}, {@code table} and {@code play} pass the options they do not know to the game as
 * its parameters ({@code bash --max=3}). An option of another command ({@code table kayles
 * --limit=5}) would then be blamed on the game ("kayles: unknown parameter 'limit'"); this names
 * it for what it is: "--limit is an option of solve, not of table".
 */
final class OptionPlacement {

    private OptionPlacement() {
    }

    /**
     * Refuses the first of {@code words} that is an option of other commands of the tree, neither
     * of {@code command} nor a parameter of any installed game: {@code --max} on a game that takes
     * none is the game's to refuse ("nim: unknown parameter 'max'"), since bash takes it.
     *
     * @throws UserError naming the option and the commands that take it
     */
    static void check(CommandSpec command, VariantCatalog catalog, List<String> words) {
        for (String word : words) {
            String name = name(word);
            if (name != null && !isParameter(catalog, name.substring(2))) {
                Optional<String> misplaced = misplaced(command, name);
                if (misplaced.isPresent()) {
                    throw new UserError(misplaced.get());
                }
            }
        }
    }

    /**
     * "--limit is an option of solve, not of gen" when {@code word} is an option that
     * {@code command} does not take and other commands do; empty otherwise.
     */
    static Optional<String> misplaced(CommandSpec command, String word) {
        String name = name(word);
        if (name == null || command.findOption(name) != null) {
            return Optional.empty();
        }
        TreeSet<String> owners = new TreeSet<>();
        for (CommandLine other : GrundyCommand.commands(command.root()).values()) {
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
}
