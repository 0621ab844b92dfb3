package io.github.grundy.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;

/**
 * Surveys for the command-line fuzzer (docs/survey.md): {@code grundy survey PATTERN...} of drawn
 * patterns with a small {@code --reach} and the survey's other options, and its subcommands on
 * damaged files: {@code survey merge FILE...} on parts ({@code --out} JSON lines) and
 * {@code survey compare FILE} on Markdown tables (a survey's report and tczajka's four tables),
 * each cut at a random byte, with bytes flipped or replaced by ones that are no UTF-8, lines
 * dropped, repeated or swapped, numbers blown up, or empty. The good files are made once, by
 * grundy on the JVM.
 */
final class SurveyDraws {

    private static final List<String> PATTERNS = List.of("0.?", "0.??", "4.?", "0.?8", "?.7", "0.1?", "0.???",
            "0.77", "4.??", "0.?7", "0.4?");
    /** Patterns that are none, or spell more codes than any survey should be asked. */
    private static final List<String> BAD_PATTERNS = List.of("4!.?", "0.??F", "0.[?]", "0.", "", "x", "0.????????",
            "0.?.?", "8.?", "0.?" + "?".repeat(40), "0." + "7".repeat(5000));
    private static final List<String> TABLES = List.of("TrivialGames.md", "GameLookup.md", "SolvedGames.md",
            "UnsolvedGames.md");

    private final Dice dice;
    private final Path dir;
    private final List<Path> parts = new ArrayList<>();
    private final List<Path> markdown = new ArrayList<>();
    private int made;

    /**
     * Draws with {@code dice}, writing files in {@code dir}.
     *
     * @param dice the fuzzer's chance
     * @param dir  where the files go
     */
    SurveyDraws(Dice dice, Path dir) {
        this.dice = dice;
        this.dir = dir;
    }

    /**
     * A survey, or a merge or comparison of damaged files.
     *
     * @return the draw; every command that computes has {@code --timeout=5}
     */
    CommandLineDraws.Draw next() {
        List<String> args = new ArrayList<>(List.of("survey"));
        switch (dice.below(3)) {
            case 0 -> {
                for (int i = dice.chance(80) ? 1 : dice.between(0, 4); i > 0; i--) {
                    args.add(dice.pick(dice.chance(80) ? PATTERNS : BAD_PATTERNS));
                }
                args.add("--reach=" + (dice.chance(80) ? dice.pick(List.of("0", "1", "50", "100", "300"))
                        : dice.pick(List.of("-1", "abc", "2147483575"))));
                for (String option : List.of("--hexadecimal", "--json", "--misere", "--quiet")) {
                    if (dice.chance(15)) {
                        args.add(option);
                    }
                }
                if (dice.chance(20)) {
                    args.add(dice.pick(List.of("--misere-reach=", "--max-quotient=", "--near=", "--jobs=", "--threads="))
                            + dice.pick(List.of("0", "1", "2", "50", "-1", "x")));
                }
                if (dice.chance(15)) {
                    args.add("--shard=" + dice.pick(List.of("1/3", "3/3", "0/3", "4/3", "1/0", "x", "1/1")));
                }
                if (dice.chance(20)) {
                    args.add("--out=" + dice.pick(List.of(damaged(dice.pick(parts())), dir.resolve("out-" + made++)
                            .toString(), dir.toString())));
                }
                args.add("--timeout=5");
            }
            case 1 -> {
                args.add("merge");
                // Parts of one survey, most of the time (a misère part and the others are refused together).
                List<Path> survey = dice.chance(80) ? parts().subList(0, 2) : parts();
                for (int i = dice.between(1, 4); i > 0; i--) {
                    args.add(dice.chance(50) ? damaged(dice.pick(survey)) : dice.pick(survey).toString());
                }
                if (dice.chance(30)) {
                    args.add(dice.pick(List.of("--json", "--near=1", "--near=0", "--near=x")));
                }
            }
            default -> {
                args.addAll(List.of("compare", damaged(dice.pick(markdown()))));
                args.add("--reach=" + dice.pick(List.of("0", "20", "100", "300")));
                if (dice.chance(20)) {
                    args.add("--rows=" + damaged(dice.pick(parts())));
                }
                args.add("--timeout=5");
            }
        }
        return new CommandLineDraws.Draw(args, new byte[0]);
    }

    /** A damaged copy of {@code file}, most of the time; the path of the copy. */
    private String damaged(Path file) {
        try {
            byte[] b = Files.readAllBytes(file);
            byte[] out = dice.chance(30) ? b : damage(b);
            Path copy = dir.resolve("damaged-" + made++ + "-" + file.getFileName());
            Files.write(copy, out);
            return copy.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private byte[] damage(byte[] b) {
        switch (dice.below(8)) {
            case 0 -> {
                return Arrays.copyOf(b, b.length == 0 ? 0 : dice.below(b.length));
            }
            case 1 -> {
                return new byte[0];
            }
            case 2, 3 -> {
                byte[] c = b.clone();
                for (int n = dice.between(1, 6); n > 0 && c.length > 0; n--) {
                    c[dice.below(c.length)] = (byte) (dice.chance(50) ? dice.below(256)
                            : dice.pick(List.of(0xFF, 0xC3, 0xE9, 0x80, 0x00)));
                }
                return c;
            }
            default -> {
                List<String> lines = new ArrayList<>(new String(b, StandardCharsets.UTF_8).lines().toList());
                if (lines.isEmpty()) {
                    return b;
                }
                int i = dice.below(lines.size());
                int j = dice.below(lines.size());
                switch (dice.below(4)) {
                    case 0 -> lines.remove(i);
                    case 1 -> lines.add(i, lines.get(j));
                    case 2 -> Collections.swap(lines, i, j);
                    default -> lines.set(i, lines.get(i).replaceAll("[0-9]+", Matcher.quoteReplacement(
                            dice.pick(List.of("9223372036854775808", "-1", "0", "99999999999999999999999", "1e400",
                                    "2147483648", "9".repeat(1001), "[".repeat(1001), "{\"a\":".repeat(600))))));
                }
                return (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
            }
        }
    }

    /** Good parts of surveys ({@code --out}): two shards of one, and one with misère rows. */
    private List<Path> parts() {
        if (parts.isEmpty()) {
            survey("part1.jsonl", "0.??", "--reach=300", "--shard=1/2");
            survey("part2.jsonl", "0.??", "--reach=300", "--shard=2/2");
            survey("misere.jsonl", "0.?8", "--reach=200", "--misere", "--misere-reach=60");
        }
        return parts;
    }

    private void survey(String file, String... options) {
        Path out = dir.resolve(file);
        List<String> args = new ArrayList<>(List.of("survey"));
        args.addAll(List.of(options));
        args.addAll(List.of("--out=" + out, "--quiet"));
        CliCase.Outcome o = Jvm.run(args, new byte[0]);
        if (o.exit() != 0) {
            throw new IllegalStateException(args + ": " + o.stderr());
        }
        parts.add(out);
    }

    /** Good Markdown tables: a survey's report and tczajka's four (the test resources). */
    private List<Path> markdown() {
        if (markdown.isEmpty()) {
            try {
                CliCase.Outcome report = Jvm.run(List.of("survey", "0.??", "4.?", "--reach=300", "--quiet"), new byte[0]);
                Path survey = dir.resolve("survey.md");
                Files.writeString(survey, report.stdout());
                markdown.add(survey);
                for (String table : TABLES) {
                    try (InputStream in = SurveyDraws.class.getResourceAsStream("/tczajka/" + table)) {
                        Path copy = dir.resolve(table);
                        Files.write(copy, in.readAllBytes());
                        markdown.add(copy);
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return markdown;
    }
}
