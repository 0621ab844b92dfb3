package io.github.grundy.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Rule directories for the command-line fuzzer, given with the global option
 * {@code grundy --rules=DIR COMMAND} (docs/rules.md, "Rule files"), to {@code list}, {@code solve},
 * {@code table}, {@code play} and {@code completion}. Each draw writes a new small directory: drawn
 * rules ({@link RuleDraws}, whole or mutated), with descriptions and parameters, under good names,
 * taken names and names that are no id; some files mutated byte by byte (a byte flipped, one that
 * is no UTF-8, a NUL, line ends of CR LF), binary or empty. Made once and drawn now and then: a
 * file of exactly the 1 MiB a rule file may hold, one a byte over it, a file of thousands of
 * parameters, and a directory of hundreds of files. The option itself is drawn too: after the
 * command, written apart from its value, twice, naming a file or nothing.
 */
final class RuleDirectoryDraws {

    /** The most bytes a rule file may hold (docs/rules.md). */
    static final int MAX_FILE = 1 << 20;

    private static final List<String> IDS = List.of("take", "w2", "a-b", "long-name-of-a-game", "g");
    /** Names that are no id, or an id taken by a built-in game. */
    private static final List<String> BAD_IDS = List.of("nim", "kayles", "Upper", "a_b", "x y", "-a", "é", "1", "rule");

    private final Dice dice;
    private final RuleDraws rules;
    private final Path dir;
    /** The directories made once, and the ids of their games. */
    private final Map<Path, List<String>> fixed = new LinkedHashMap<>();
    private int made;

    /**
     * Draws with {@code dice}, writing the directories in {@code dir}.
     *
     * @param dice  the fuzzer's chance
     * @param rules the rule texts
     * @param dir   where the directories go
     */
    RuleDirectoryDraws(Dice dice, RuleDraws rules, Path dir) {
        this.dice = dice;
        this.rules = rules;
        this.dir = dir;
    }

    /**
     * A command line with a rule directory.
     *
     * @return the draw; every command that computes has {@code --timeout=5}
     */
    CommandLineDraws.Draw next() {
        Path rulesDir;
        List<String> ids;
        if (dice.chance(15)) {
            rulesDir = dice.pick(List.copyOf(fixed().keySet()));
            ids = fixed.get(rulesDir);
        } else {
            rulesDir = dir.resolve("rules-" + made++);
            ids = write(rulesDir);
        }
        String command = dice.pick(List.of("list", "solve", "solve", "table", "play", "completion"));
        List<String> args = new ArrayList<>();
        String where = dice.chance(95) ? rulesDir.toString()
                : dice.pick(List.of("", dir.resolve("no-such").toString(), dir.resolve("rules-file").toString()));
        boolean after = dice.chance(20);
        if (!after) {
            args.addAll(option(where));
        }
        args.add(command);
        if (after) {
            args.addAll(option(where));
        }
        String game = ids.isEmpty() || dice.chance(10) ? dice.pick(List.of("nim", "no-such-game")) : dice.pick(ids);
        switch (command) {
            case "list" -> {
                if (dice.chance(30)) {
                    args.add("--json");
                }
            }
            case "completion" -> args.add(dice.pick(List.of("bash", "zsh", "fish")));
            case "table" -> args.addAll(List.of(game, "--to=" + dice.pick(List.of("0", "5", "50", "300", "4x4"))));
            default -> {
                args.add(game);
                for (int i = dice.chance(10) ? 0 : dice.between(1, 4); i > 0; i--) {
                    args.add(dice.chance(80) ? dice.pick(List.of("0", "1", "3", "7", "20"))
                            : dice.pick(List.of("100", "9223372036854775807", "-1", "x")));
                }
            }
        }
        if (!command.equals("list") && !command.equals("completion")) {
            if (dice.chance(30)) {
                args.add(dice.chance(70) ? "--m=" + dice.pick(List.of("1", "2", "5"))
                        : "--" + dice.pick(List.of("m", "k", "max-table", "max-steps", "with")) + "="
                                + dice.pick(List.of("0", "11", "-1", "abc", "9223372036854775808", "m=2")));
            }
            args.add("--timeout=5");
        }
        byte[] stdin = command.equals("play")
                ? (dice.pick(List.of("1 0\n", "1 -> 0\n", "moves\n", "hint\n", "")) + "quit\n").getBytes(StandardCharsets.UTF_8)
                : new byte[0];
        return new CommandLineDraws.Draw(args, stdin);
    }

    /** The option {@code --rules} for {@code where}: written with '=' or apart, once or (refused) twice. */
    private List<String> option(String where) {
        List<String> words = new ArrayList<>(dice.chance(80) ? List.of("--rules=" + where) : List.of("--rules", where));
        if (dice.chance(3)) {
            words.add("--rules=" + where);
        }
        return words;
    }

    /** Writes a directory of one to five drawn files, and returns the ids it names. */
    private List<String> write(Path to) {
        List<String> ids = new ArrayList<>();
        try {
            Files.createDirectories(to);
            Files.writeString(dir.resolve("rules-file"), "not a directory\n");
            for (int i = dice.between(0, 6); i > 0; i--) {
                String id = dice.pick(dice.chance(80) ? IDS : BAD_IDS) + (dice.chance(50) ? "" : "-" + i);
                ids.add(id);
                String name = id + (dice.chance(85) ? ".rule" : dice.pick(List.of(".RULE", ".txt", "")));
                if (Files.exists(to.resolve(name))) {
                    // Drawn twice: the first stays (it may be a directory, which no file can replace).
                    continue;
                }
                if (dice.chance(3)) {
                    Files.createDirectories(to.resolve(name));
                    continue;
                }
                Files.write(to.resolve(name), content());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return ids;
    }

    /** A rule file: a description, parameters and a drawn rule; now and then damaged byte by byte, or no text. */
    private byte[] content() {
        StringBuilder text = new StringBuilder();
        if (dice.chance(60)) {
            text.append(dice.pick(List.of("# Take: a move takes", "# A game", "#", "# Title: ", "#: x"))).append('\n');
        }
        String rule = rules.next();
        if (!rule.startsWith("param")) {
            // The parameter the drawn rules use, m, most of the time; names and ranges that cannot be now and then.
            boolean good = dice.chance(85);
            text.append("param ").append(good ? "m" : dice.pick(List.of("k", "limit", "json", "max_steps", "a_b", "M")))
                    .append(good ? dice.pick(List.of(" = 3 in 1..", " = 2 in 1..9"))
                            : dice.pick(List.of(" in 0..5", " = 0", " = 3 in 5..1", "")))
                    .append(dice.pick(List.of("", "   # the most objects a move takes", " #"))).append('\n');
        }
        text.append(rule.replace("; ", "\n")).append('\n');
        byte[] bytes = (dice.chance(10) ? text.toString().replace("\n", "\r\n") : text.toString())
                .getBytes(StandardCharsets.UTF_8);
        return switch (dice.below(16)) {
            case 0 -> new byte[0];
            case 1 -> randomBytes(dice.between(1, 2000));
            case 2, 3 -> damage(bytes);
            default -> bytes;
        };
    }

    private byte[] damage(byte[] bytes) {
        byte[] b = bytes.clone();
        for (int n = dice.between(1, 4); n > 0 && b.length > 0; n--) {
            b[dice.below(b.length)] = (byte) dice.pick(List.of(0xFF, 0xC3, 0xE9, 0x00, 0x80, dice.below(256)))
                    .intValue();
        }
        return b;
    }

    private byte[] randomBytes(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) dice.below(256);
        }
        return b;
    }

    /** The directories made once: big files, at the limit and past it, and many files; each with its games' ids. */
    private Map<Path, List<String>> fixed() {
        if (!fixed.isEmpty()) {
            return fixed;
        }
        try {
            Path big = Files.createDirectories(dir.resolve("rules-big"));
            String rule = "n -> [k for k in 0..n - 1]\n";
            String head = "# Full: a file of exactly the most bytes a rule file may hold\n";
            int comments = MAX_FILE - head.length() - rule.length();
            // Comment lines of 64 bytes, the last one shorter to land on the limit exactly.
            StringBuilder full = new StringBuilder(head);
            for (int left = comments; left > 0; left -= 64) {
                int line = Math.min(64, left);
                full.append(line == 1 ? "\n" : "#" + "x".repeat(line - 2) + "\n");
            }
            full.append(rule);
            Files.writeString(big.resolve("full.rule"), full);
            Files.writeString(big.resolve("over.rule"), full.insert(head.length(), "\n"));
            // Thousands, not the 20,000 that fit: each is an option to build, and the draws stay quick.
            StringBuilder params = new StringBuilder("# Params: thousands of them\n");
            for (int i = 0; i < 3000; i++) {
                params.append("param p").append(i).append(" = 1 in 0..9   # parameter ").append(i).append('\n');
            }
            Files.writeString(big.resolve("params.rule"), params.append(rule));
            fixed.put(big, List.of("full", "over", "params"));
            Path many = Files.createDirectories(dir.resolve("rules-many"));
            for (int i = 0; i < 300; i++) {
                String text = rules.next();
                Files.writeString(many.resolve("many-" + i + ".rule"), "# Many " + i + "\n"
                        + (text.startsWith("param") ? "" : "param m = 2 in 1..\n") + text.replace("; ", "\n") + "\n");
            }
            fixed.put(many, List.of("many-0", "many-1", "many-150", "many-299"));
            fixed.put(Files.createDirectories(dir.resolve("rules-empty")), List.of("nim"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return fixed;
    }
}
