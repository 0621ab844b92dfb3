package io.github.grundy.cli.position;

import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.game.Game;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Memory;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.io.InputFiles;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.GameSpec;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.core.turning.CoinStrip;
import io.github.grundy.core.turning.WholeStrip;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the position of {@code solve} and {@code play} from the words (and {@code -i} input) into
 * a {@link Position}, the games made by their variants but not yet analysed ({@link Problem#of}
 * does that). Two forms:
 * <ul>
 *   <li>one game: {@code VARIANT [--NAME=VALUE]... HEAP...}, e.g. {@code bash --max=3 10 7};</li>
 *   <li>a sum of games: {@code COMPONENT...}, each {@code VARIANT[:NAME=VALUE]...:HEAP}, e.g.
 *       {@code bash:max=3:10 bash:max=5:7 nim:4}; an input file holds the same words.</li>
 * </ul>
 */
public final class PositionReader {

    private static final String HEAP = "a heap size";
    /** The largest Java array. */
    private static final int MAX_HEAPS = Integer.MAX_VALUE - 8;

    private final GameMaker games;
    private final InputStream stdin;
    /** Whether a coin strip is read as one whole position (play, misère) rather than a sum of heads. */
    private final boolean wholeStrips;

    public PositionReader(VariantCatalog catalog, InputStream stdin) {
        this(catalog, stdin, false);
    }

    /**
     * A reader that, with {@code wholeStrips}, reads the position of a coin strip ({@link CoinStrip})
     * as one whole position ({@link WholeStrip}), whose moves flip coins as the game is played: for
     * play, and for misère play, where the heap form (a sum of heads) is another game.
     */
    public PositionReader(VariantCatalog catalog, InputStream stdin, boolean wholeStrips) {
        this.games = new GameMaker(catalog);
        this.stdin = stdin;
        this.wholeStrips = wholeStrips;
    }

    public Position read(List<String> words, String input) throws IOException {
        if (words.isEmpty()) {
            if (input == null) {
                throw new UserError("nothing to solve: give a variant and heaps, or components (see 'grundy solve --help')");
            }
            List<String> places = new ArrayList<>();
            List<String> read = readWords(input, places);
            if (read.isEmpty()) {
                throw new UserError(sourceName(input) + ": no components");
            }
            return sum(read, places, input.equals("-") ? null : Path.of(input).getParent());
        }
        if (words.get(0).contains(":")) {
            if (input != null) {
                throw new UserError("give the components as arguments or with -i, not both");
            }
            return sum(words, null, null);
        }
        return single(words, input);
    }

    /** {@code VARIANT [--NAME=VALUE]... HEAP...}, the heaps possibly from a file. */
    private Position single(List<String> words, String input) throws IOException {
        Variant variant = games.variant(words.get(0));
        GameSpec.Words spec = Refusals.asUserErrors(() -> GameSpec.parseWords(words));
        Map<String, String> given = spec.spec().parameters();
        GameMaker.Made made = games.make(variant, given);
        boolean strip = made.game() instanceof CoinStrip;
        long[] heaps = strip ? StripWords.heads(spec.rest()) : new long[spec.rest().size()];
        if (!strip) {
            int n = 0;
            for (String w : spec.rest()) {
                heaps[n++] = parseHeap(w);
            }
        }
        if (input != null) {
            if (!spec.rest().isEmpty()) {
                throw new UserError("give the heaps as arguments or with -i, not both");
            }
            heaps = readHeaps(input);
        }
        String title = made.game().describe();
        Map<String, Object> parameters = made.arguments().asMap();
        // A strip written in letters is echoed as written: its heads' numbers are not what the user typed.
        String read = strip && input == null && spec.rest().stream().anyMatch(StripWords::isStrip)
                ? String.join(" ", spec.rest()) : null;
        if (made.game() instanceof CoinStrip coins) {
            // A coin is heads or tails: the strip's own check, for the heap form as for the whole.
            WholeStrip whole = new WholeStrip(coins);
            long[] heads = heaps;
            Refusals.asUserErrors(() -> {
                whole.checkPosition(heads);
                return null;
            });
            if (wholeStrips || heaps.length == 0) {
                // No heads at all is a position too: lost by the player to move.
                return new Position.Whole(title, variant.id(), parameters, whole, heaps, read);
            }
        }
        if (made.game() instanceof PositionGame g) {
            // A whole position may be empty (a staircase without stairs): it is lost to the mover.
            return new Position.Whole(title, variant.id(), parameters, g, heaps, null);
        }
        if (heaps.length == 0) {
            throw new UserError(input != null ? sourceName(input) + ": no heaps in the input"
                    : "no heaps: give heap sizes as arguments or with -i FILE");
        }
        return new Position.Heaps(title, variant.id(), parameters, HeapSum.of((HeapGame) made.game(), heaps), read);
    }

    /**
     * The sum of {@code components}, each {@code VARIANT[:NAME=VALUE]...:HEAP}, one game object per
     * distinct prefix; {@code places} says where each was read in a file ({@code <stdin>:2:3}), for
     * the messages, or is null for the arguments; a relative file a component names is read from
     * {@code directory}, that of the file of components (null: the current directory).
     */
    private Position sum(List<String> components, List<String> places, Path directory) {
        Map<GameSpec, HeapGame> gameOfSpec = new HashMap<>();
        HeapGame[] gameOf = new HeapGame[components.size()];
        long[] heaps = new long[components.size()];
        for (int i = 0; i < components.size(); i++) {
            String c = components.get(i);
            String where = places == null ? "component " + (i + 1) + " '" + c + "'" : places.get(i);
            try {
                GameSpec.Component component = GameSpec.parseComponent(c);
                heaps[i] = parseHeap(component.heap());
                gameOf[i] = gameOfSpec.computeIfAbsent(filesFrom(component.game(), directory), this::componentGame);
            } catch (IllegalArgumentException e) {
                throw new UserError(where + ": " + e.getMessage());
            } catch (UserError e) {
                throw places == null ? e : new UserError(e.exitCode(), where + ": " + e.getMessage());
            }
        }
        String title = "sum of " + heaps.length + (heaps.length == 1 ? " component" : " components");
        return new Position.Heaps(title, null, Map.of(), HeapSum.of(gameOf, heaps));
    }

    /**
     * {@code spec} with each relative path of a file parameter ({@link ParameterType.FileType})
     * read from {@code directory}: a file of components and the graph files it names travel
     * together, wherever grundy is run from.
     */
    private GameSpec filesFrom(GameSpec spec, Path directory) {
        if (directory == null) {
            return spec;
        }
        Map<String, String> given = new LinkedHashMap<>(spec.parameters());
        for (Parameter<?> p : games.variant(spec.variant()).parameters()) {
            String value = given.get(p.name());
            if (value != null && p.type() instanceof ParameterType.FileType<?>) {
                try {
                    if (!Path.of(value).isAbsolute()) {
                        given.put(p.name(), directory.resolve(value).normalize().toString());
                    }
                } catch (InvalidPathException e) {
                    // Not a path at all: the game's own parser says so, with the name as written.
                }
            }
        }
        return new GameSpec(spec.variant(), given);
    }

    /** The game of a component's spec such as {@code bash:max=3}. */
    private HeapGame componentGame(GameSpec spec) {
        Variant variant = games.variant(spec.variant());
        Game game = games.make(variant, spec.parameters()).game();
        if (game instanceof HeapGame g) {
            return g;
        }
        throw new UserError(variant.id() + ": its positions are not heaps, so it cannot be a component of a sum yet;"
                + " solve it on its own ('grundy solve " + variant.id() + " ...')");
    }

    static long parseHeap(String word) {
        boolean digits = !word.isEmpty() && word.chars().allMatch(c -> c >= '0' && c <= '9');
        if (digits) {
            try {
                return Long.parseLong(word);
            } catch (NumberFormatException e) {
                throw new UserError("expected " + HEAP + " (at most 2^63-1 = " + Long.MAX_VALUE + "), found '"
                        + word + "', which is too large");
            }
        }
        if (word.startsWith("-") && word.length() > 1 && word.substring(1).chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new UserError("expected " + HEAP + " (a non-negative integer), found the negative number '" + word + "'");
        }
        if (word.startsWith("+") && word.length() > 1 && word.substring(1).chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new UserError("expected " + HEAP + " (digits only, without a '+' sign), found '" + word + "'");
        }
        throw new UserError("expected " + HEAP + ", found '" + word + "'");
    }

    private long[] readHeaps(String file) throws IOException {
        try (InputStream in = open(file)) {
            NumberReader reader = new NumberReader(in, sourceName(file));
            long[] heaps = new long[1 << 12];
            int n = 0;
            while (!reader.atEnd()) {
                if (n == heaps.length) {
                    if (n == MAX_HEAPS) {
                        // A limit (exit 3): the input is fine, an array cannot hold it.
                        throw new LimitExceededException(sourceName(file) + ": more than " + n
                                + " heaps, the most one position may have");
                    }
                    int next = (int) Math.min(MAX_HEAPS, 2L * n);
                    long[] full = heaps;
                    // Estimated before allocating: a limit (exit 3), not an OutOfMemoryError.
                    heaps = Memory.allocate(Long.BYTES * (long) next, () -> sourceName(file) + ": more than " + full.length
                            + " heaps", () -> Arrays.copyOf(full, next));
                }
                heaps[n++] = reader.next(HEAP);
            }
            long[] full = heaps;
            int count = n;
            return Memory.allocate(Long.BYTES * (long) n, () -> sourceName(file) + ": " + count + " heaps",
                    () -> Arrays.copyOf(full, count));
        }
    }

    /**
     * The whitespace-separated words of a file of components (not a hot path: few games), and in
     * {@code places} where each starts ({@code FILE:LINE:COL}).
     */
    private List<String> readWords(String file, List<String> places) throws IOException {
        String text;
        try (InputStream in = open(file)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<String> words = new ArrayList<>();
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < text.length(); ) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                if (c == '\n') {
                    line++;
                    lineStart = i + 1;
                }
                i++;
                continue;
            }
            int start = i;
            while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            words.add(text.substring(start, i));
            places.add(sourceName(file) + ":" + line + ":" + (start - lineStart + 1));
        }
        return words;
    }

    private InputStream open(String file) throws IOException {
        if (file.equals("-")) {
            return new NonClosing(stdin);
        }
        try {
            return InputFiles.open(file);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
    }

    static String sourceName(String file) {
        return file.equals("-") ? "<stdin>" : file;
    }

    /** Standard input is not ours to close. */
    private static final class NonClosing extends java.io.FilterInputStream {
        NonClosing(InputStream in) {
            super(in);
        }

        @Override
        public void close() {
            // Keep standard input open.
        }
    }
}
