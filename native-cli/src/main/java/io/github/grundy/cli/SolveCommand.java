package io.github.grundy.cli;

import io.github.grundy.core.Game;
import io.github.grundy.core.HeapGame;
import io.github.grundy.core.HeapSum;
import io.github.grundy.core.WinningMoves;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.core.spi.VariantCatalog;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code grundy solve}: who wins a position, its Grundy value, and its winning moves. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {
            "Analyse a position: who wins with perfect play, its Grundy value, and the winning moves.",
            "The variant's parameters follow its id as --NAME=VALUE (see 'grundy list').",
            "",
            "Examples:",
            "  grundy solve nim 3 4 5",
            "  grundy solve bash --max=3 10 7",
            "  grundy solve nim -i heaps.txt --moves=count"
        })
final class SolveCommand implements Callable<Integer> {

    private static final String HEAP = "a heap size";

    private final Console console;
    private final VariantCatalog catalog;

    @Parameters(index = "0", paramLabel = "VARIANT", description = "The game, e.g. nim or bash.")
    String variantId;

    @Parameters(index = "1..*", paramLabel = "HEAP",
            description = "Heap sizes, and the variant's parameters as --NAME=VALUE.")
    List<String> words = new ArrayList<>();

    @Option(names = {"-i", "--input"}, paramLabel = "FILE",
            description = "Read the heap sizes from FILE ('-' for standard input), separated by whitespace.")
    String input;

    @Option(names = "--moves", paramLabel = "WHICH", defaultValue = "all",
            description = "Winning moves to show: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    MovesMode moves;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "20",
            description = "List at most N winning moves; 0 lists them all (default: ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--json", description = "Answer in JSON.")
    boolean json;

    @Mixin
    DebugOption debug;

    SolveCommand(Console console, VariantCatalog catalog) {
        this.console = console;
        this.catalog = catalog;
    }

    @Override
    public Integer call() throws IOException {
        Warnings.print(catalog, console);
        if (limit < 0) {
            throw new UserError("--limit must be 0 (no limit) or more, found " + limit);
        }
        Variant variant = catalog.find(variantId).orElseThrow(() -> new UserError(
                "unknown variant '" + variantId + "' (installed: "
                        + catalog.entries().stream().map(e -> e.variant().id()).collect(Collectors.joining(", "))
                        + "; see 'grundy list')"));
        Map<String, String> parameters = new LinkedHashMap<>();
        long[] heaps = parseWords(variant, parameters);
        if (input != null) {
            if (heaps.length > 0) {
                throw new UserError("give the heaps as arguments or with -i, not both");
            }
            heaps = readHeaps(input);
            if (heaps.length == 0) {
                throw new UserError(sourceName(input) + ": no heaps in the input");
            }
        } else if (heaps.length == 0) {
            throw new UserError("no heaps: give heap sizes as arguments or with -i FILE");
        }
        Arguments arguments;
        Game game;
        try {
            arguments = Arguments.parse(variant, parameters);
            game = variant.create(arguments);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
        if (!(game instanceof HeapGame heapGame)) {
            throw new IllegalStateException(variant.id() + " is not a heap game");
        }
        HeapSum sum = HeapSum.of(heapGame, heaps);
        WinningMoves analysis = WinningMoves.of(sum);
        AsciiOutput out = new AsciiOutput(console.out());
        if (json) {
            new SolveJson(out).write(variant, arguments, analysis, moves, limit);
        } else {
            new SolveText(out).write(game, analysis, moves, limit);
        }
        out.flush();
        return ExitCode.OK;
    }

    /** Splits the words after the variant id into its parameters and the heaps. */
    private long[] parseWords(Variant variant, Map<String, String> parameters) {
        long[] heaps = new long[words.size()];
        int n = 0;
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if (w.startsWith("--") && w.length() > 2) {
                int eq = w.indexOf('=');
                String name = eq < 0 ? w.substring(2) : w.substring(2, eq);
                String value;
                if (eq >= 0) {
                    value = w.substring(eq + 1);
                } else if (i + 1 < words.size()) {
                    value = words.get(++i);
                } else {
                    throw new UserError(variant.id() + ": --" + name + " needs a value");
                }
                if (parameters.put(name, value) != null) {
                    throw new UserError(variant.id() + ": --" + name + " given twice");
                }
            } else {
                heaps[n++] = parseHeap(w);
            }
        }
        return Arrays.copyOf(heaps, n);
    }

    private static long parseHeap(String word) {
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
        throw new UserError("expected " + HEAP + ", found '" + word + "'");
    }

    private long[] readHeaps(String file) throws IOException {
        if (file.equals("-")) {
            return readAll(console.in(), sourceName(file));
        }
        try (InputStream in = Files.newInputStream(Path.of(file))) {
            return readAll(in, file);
        } catch (NoSuchFileException e) {
            throw new UserError("cannot read " + file + ": no such file");
        } catch (AccessDeniedException e) {
            throw new UserError("cannot read " + file + ": permission denied");
        }
    }

    private static String sourceName(String file) {
        return file.equals("-") ? "<stdin>" : file;
    }

    private static long[] readAll(InputStream in, String source) throws IOException {
        NumberReader reader = new NumberReader(in, source);
        long[] heaps = new long[1 << 12];
        int n = 0;
        while (!reader.atEnd()) {
            if (n == heaps.length) {
                if (n == Integer.MAX_VALUE - 8) {
                    throw new UserError(source + ": more than " + n + " heaps");
                }
                heaps = Arrays.copyOf(heaps, (int) Math.min(Integer.MAX_VALUE - 8L, 2L * n));
            }
            heaps[n++] = reader.next(HEAP);
        }
        return Arrays.copyOf(heaps, n);
    }
}
