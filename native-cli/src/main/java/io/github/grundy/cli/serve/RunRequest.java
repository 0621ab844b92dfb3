package io.github.grundy.cli.serve;

import io.github.grundy.cli.common.JsonReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A command line the page asks to run, checked before it runs: {@code list}, {@code solve},
 * {@code table} or {@code nimber}, with only the options of the page's own interface, so that a
 * request reads and writes no file (no {@code -i}, {@code --plot} but to standard output, {@code --checkpoint},
 * {@code --plugins}, no {@code @file} argument, no game parameter that names a file) and stays
 * within the server's limits. The server adds its own {@code --timeout}.
 *
 * @param args  the command line, the command first
 * @param input standard input, empty but for {@code play}, whose moves it holds, one a line
 */
record RunRequest(List<String> args, String input) {

    /** The largest table the page may ask for: values (or cells of a grid) at once. */
    static final long MAX_VALUES = 1_000_000;

    /** The most moves a game of {@code play} replays: a game the page plays is far shorter. */
    static final int MAX_MOVES = 200;

    /** A table larger than this is large: its memory is collected when its run ends, for the heap to shrink back. */
    static final long LARGE_TABLE = 10_000_000;

    /** Bytes a tabled value may take, with the table's growth: a value is an int, its array grows by half. */
    private static final long BYTES_PER_VALUE = 8;

    /** Options without a value, by command. */
    private static final Map<String, Set<String>> FLAGS = Map.of(
            "list", Set.of("--json"),
            "solve", Set.of("--json", "--explain", "--misere"),
            "table", Set.of("--json", "--misere", "--summary", "--quotient"),
            "nimber", Set.of("--json", "--hex"),
            "play", Set.of("--json", "--misere"));

    /** Options written {@code --NAME=VALUE}, by command. */
    private static final Map<String, Set<String>> VALUED = Map.of(
            "list", Set.of(),
            "solve", Set.of("--moves", "--limit"),
            "table", Set.of("--from", "--to", "--plot", "--plot-format", "--plot-size"),
            "nimber", Set.of("--table"),
            "play", Set.of("--first"));

    /**
     * Reads {@code {"args": ["solve", "nim", "3", "4"]}} and checks it; {@code play} may add
     * {@code "input": "1 -> 2\n"}, its moves.
     *
     * @param body       the request's body
     * @param parameters the names of the games' parameters that hold no file, which the request
     *                   may give as {@code --NAME=VALUE} or inside a component {@code VARIANT:NAME=VALUE:HEAP}
     * @return the request
     * @throws IllegalArgumentException saying what is refused, in the command line's words
     */
    static RunRequest parse(String body, Set<String> parameters) {
        Object json = JsonReader.read(body);
        if (!(json instanceof Map<?, ?> map) || !(map.get("args") instanceof List<?> list) || list.isEmpty()) {
            throw new IllegalArgumentException("a request is {\"args\": [COMMAND, WORD...]}");
        }
        List<String> args = new ArrayList<>();
        for (Object o : list) {
            if (!(o instanceof String s) || s.length() > 10_000) {
                throw new IllegalArgumentException("each of args is a string of at most 10000 characters");
            }
            args.add(s);
        }
        String command = args.get(0);
        if (!FLAGS.containsKey(command)) {
            throw new IllegalArgumentException("the page runs list, solve, table, nimber and play, not '" + command
                    + "'");
        }
        Object input = map.get("input");
        if (input != null && (!(input instanceof String) || !command.equals("play"))) {
            throw new IllegalArgumentException("input is a string, the moves of play, one a line");
        }
        if (input != null) {
            List<String> moves = ((String) input).lines().toList();
            if (moves.size() > MAX_MOVES || moves.stream().anyMatch(m -> m.isBlank() || m.length() > 200)) {
                throw new IllegalArgumentException("input is at most " + MAX_MOVES + " moves, one a line, none empty");
            }
        }
        for (String word : args.subList(1, args.size())) {
            check(command, word, parameters);
        }
        if (command.equals("table") && args.stream().noneMatch(w -> w.startsWith("--to="))) {
            throw new IllegalArgumentException("the page's table needs --to=N (or --to=AxB for a grid): a table without"
                    + " it may run to heap 2^28");
        }
        return new RunRequest(List.copyOf(args), input == null ? "" : (String) input);
    }

    /**
     * The largest {@code --max-table} the page may ask for: a table of {@link PageServer#RUNS} runs at
     * once fits in the heap this server has, with room for the server and its answers.
     */
    static long maxTable() {
        return Math.max(io.github.grundy.core.sequence.TabledHeapGame.DEFAULT_MAX_TABLE,
                Runtime.getRuntime().maxMemory() / (PageServer.RUNS + 2) / BYTES_PER_VALUE);
    }

    /** Whether it asks for a table larger than {@link #LARGE_TABLE}. */
    boolean large() {
        return args.stream().anyMatch(w -> {
            for (String part : w.split(":")) {
                if (part.matches("(--)?max-table=[0-9]{1,18}")
                        && Long.parseLong(part.substring(part.indexOf('=') + 1)) > LARGE_TABLE) {
                    return true;
                }
            }
            return false;
        });
    }

    /** A {@code max-table=N} within the memory the server gives a run, or refused in words. */
    private static void checkMaxTable(String value) {
        long n;
        try {
            n = Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            // Not a number: the command says what is wrong with it.
            return;
        }
        if (n > maxTable()) {
            throw new IllegalArgumentException("--max-table=" + value + ": the page's tables hold at most " + maxTable()
                    + " values, what this server's memory has room for while another runs (grundy on the command"
                    + " line has no such limit)");
        }
    }

    private static void check(String command, String word, Set<String> parameters) {
        if (word.startsWith("@")) {
            throw new IllegalArgumentException("'" + word + "': an @file argument reads a file; the page reads none");
        }
        if (!word.startsWith("-") || command.equals("nimber") && !word.startsWith("--")) {
            // A heap, a component VARIANT:NAME=VALUE:HEAP, an expression: its parameters checked too.
            for (String part : word.split(":")) {
                int eq = part.indexOf('=');
                if (eq > 0 && !command.equals("nimber") && !parameters.contains(part.substring(0, eq))) {
                    throw new IllegalArgumentException("'" + word + "': the page gives no parameter '"
                            + part.substring(0, eq) + "' (a file, or no game's)");
                }
                if (eq > 0 && part.substring(0, eq).equals("max-table")) {
                    checkMaxTable(part.substring(eq + 1));
                }
            }
            return;
        }
        int eq = word.indexOf('=');
        String name = eq < 0 ? word : word.substring(0, eq);
        if (eq < 0 ? FLAGS.get(command).contains(name) : VALUED.get(command).contains(name)) {
            if (name.equals("--to")) {
                checkTableSize(word.substring(eq + 1));
            }
            if (name.equals("--plot") && !word.equals("--plot=-")) {
                throw new IllegalArgumentException("'" + word + "': the page draws to standard output, --plot=-,"
                        + " and writes no file");
            }
            return;
        }
        if (eq > 0 && name.startsWith("--") && parameters.contains(name.substring(2)) && !command.equals("list")) {
            if (name.equals("--max-table")) {
                checkMaxTable(word.substring(eq + 1));
            }
            return;
        }
        throw new IllegalArgumentException("'" + word + "': the page's " + command + " takes "
                + String.join(", ", new java.util.TreeSet<>(FLAGS.get(command))) + (VALUED.get(command).isEmpty() ? ""
                        : ", " + String.join("=..., ", new java.util.TreeSet<>(VALUED.get(command))) + "=...")
                + " and the games' parameters --NAME=VALUE, written with '='");
    }

    /** {@code --to=N} or {@code --to=AxB}: at most {@link #MAX_VALUES} values (a grid's N is N x N, whose output the runner bounds). */
    private static void checkTableSize(String to) {
        long values = 1;
        for (String side : to.split("[xX]", -1)) {
            try {
                values = Math.multiplyExact(values, Math.addExact(Long.parseLong(side), 1));
            } catch (NumberFormatException | ArithmeticException e) {
                // Not a number: the command says what is wrong with it.
                return;
            }
        }
        if (values > MAX_VALUES) {
            throw new IllegalArgumentException("--to=" + to + ": the page shows at most " + MAX_VALUES
                    + " values at once (grundy table on the command line has no such limit)");
        }
    }
}
