package io.github.grundy.cli.play;

import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.GameCatalogs;
import io.github.grundy.cli.common.GameCommandOptions;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.cli.common.Warnings;
import io.github.grundy.cli.common.Working;
import io.github.grundy.cli.position.MisereOption;
import io.github.grundy.cli.position.PositionReader;
import io.github.grundy.cli.position.Problem;
import io.github.grundy.core.Play;
import io.github.grundy.core.game.Activity;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.play.PerfectPlayer;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code grundy play}: a game against the perfect opponent ({@link PerfectPlayer}), one move per
 * line on standard input, so that it works on a terminal and on a pipe alike (no colours, no
 * cursor moves). The theory is core's; this class reads moves, checks them and says what happened.
 */
@Command(name = "play", sortOptions = false, mixinStandardHelpOptions = true,
        header = "Play a position against the perfect opponent.",
        description = {
            "Play a position against the perfect opponent, one move per line.",
            "A move is HEAP AMOUNT (take AMOUNT from heap HEAP, numbered from 1) or",
            "HEAP -> A + B ... (heap HEAP becomes heaps A, B, ...; 'HEAP -> nothing' removes",
            "it; on a graph, TOKEN -> VERTEX; on a staircase, STAIR COINS moves COINS coins",
            "down one stair). A heap keeps its number all game; the second part of a split",
            "gets a new one. Commands: hint (the winning moves), moves (every move), explain",
            "(the Grundy values, and why the position is won or lost), undo (your last move",
            "and the reply), help, quit. On a terminal the line is edited (arrow keys, Home,",
            "End; Up recalls earlier lines).",
            "",
            "Examples:",
            "  grundy play nim 3 4 5",
            "  grundy play kayles 7 3 --first=computer",
            "  grundy play --misere nim 1 1 4",
            "  grundy play graph --graph=loopy.txt 4 2",
            "  grundy play staircase 2 1 3",
            "  printf '1 2\\nquit\\n' | grundy play nim 3 4 5      (a pipe: one move a line)"
        })
public final class PlayCommand implements Callable<Integer> {

    private final Console console;
    private final GameCatalogs games;

    @Parameters(paramLabel = "SPEC", description = "The game and the position, as for solve: VARIANT [--NAME=VALUE]..."
            + " HEAP..., or components VARIANT[:NAME=VALUE]...:HEAP.")
    List<String> words = new ArrayList<>();

    @Option(names = "--first", paramLabel = "WHO", defaultValue = "human",
            description = "Who moves first: human or computer (default: ${DEFAULT-VALUE}).")
    String first;

    @Option(names = "--json", description = "For programs: read moves as usual, and instead of the text write one"
            + " line of JSON each time you are to move and when the game ends: the position, its outcome, the moves"
            + " so far, every move you can make (as a line to type) with the outcome it leads to, the perfect"
            + " player's move, and what the text would have said.")
    boolean json;

    @Mixin
    MisereOption misere;

    @Mixin
    GameCommandOptions options;

    public PlayCommand(Console console, Catalogs catalogs, Warnings warnings) {
        this.console = console;
        this.games = new GameCatalogs(catalogs, warnings);
    }

    /** A position, analysed once, and the move that led to it (empty for the start). */
    public Integer call() throws IOException {
        VariantCatalog catalog = options.load(games, words, console);
        boolean computerFirst = switch (first) {
            case "human" -> false;
            case "computer" -> true;
            default -> throw new UserError("--first must be human or computer, found '" + first + "'");
        };
        // The position's analysis is the computer's thinking too.
        Problem problem;
        Working working = Working.start(console, "play");
        try {
            PositionReader reader = new PositionReader(catalog, console.in(), true);
            // The line says what is tried, as solve's does.
            Play analysed = misere.play(working::doing);
            problem = options.timeout().within(() -> Problem.of(reader.read(words, null), analysed));
        } finally {
            working.close();
        }
        PerfectPlayer player = PerfectPlayer.of(misere.play(Activity.NONE));
        if (problem instanceof Problem.Whole whole) {
            return new WholePlay(console, player, options.timeout(), whole, computerFirst, json).run();
        }
        return new HeapPlay(console, player, options.timeout(), (Problem.Heaps) problem, computerFirst, json).run();
    }
}
