package io.github.grundy.cli.common;

import io.github.grundy.core.loader.VariantCatalog;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The catalogue of games for a command that takes one ({@code solve}, {@code table},
 * {@code play}), loaded the one way they share: the plugins of {@code --plugins} (or
 * {@code GRUNDY_PLUGINS}) with the class path's, the rule files of {@code --rules} (or {@code GRUNDY_RULES}), the game's words checked for an option of another
 * command or a slip ({@link OptionPlacement}), and the catalogue's warnings printed unless
 * {@code --quiet}.
 *
 * @param catalogs loads the catalogues
 * @param warnings prints their problems
 */
public record GameCatalogs(Catalogs catalogs, Warnings warnings) {

    /**
     * The catalogue for {@code command}, whose game and its parameters are {@code words}.
     *
     * @param sources         {@code --plugins} and {@code --rules}, resolved against the top command's
     * @param quiet           {@code --quiet} given, here or before the command
     * @throws UserError for an option misplaced or mistyped among the words, or a bad plugin or rule directory
     */
    public VariantCatalog load(CommandSpec command, List<String> words, Catalogs.Sources sources, boolean quiet,
            Console console) {
        VariantCatalog catalog = catalogs.load(sources);
        OptionPlacement.check(command, catalog, words);
        warnings.print(catalog, console, quiet);
        return catalog;
    }
}
