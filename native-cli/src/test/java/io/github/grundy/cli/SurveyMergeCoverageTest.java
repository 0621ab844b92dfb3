package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code survey merge --codes --shards}: the parts of a survey as a scheduler leaves them, every
 * part whole, one never run, one cut short, one of another survey, each named as it is.
 */
class SurveyMergeCoverageTest {

    private static final String[] SURVEY = {"survey", "0.??", "--reach=1000", "--jobs=2"};

    @TempDir
    Path dir;

    private final List<Path> parts = new ArrayList<>();

    static CliCase.Outcome run(List<String> args) {
        return Jvm.run(args, new byte[0]);
    }

    @BeforeEach
    void threeShards() {
        for (int i = 1; i <= 3; i++) {
            Path part = dir.resolve("part" + i + ".jsonl");
            List<String> args = new ArrayList<>(List.of(SURVEY));
            args.addAll(List.of("--shard=" + i + "/3", "--out=" + part));
            CliCase.Outcome o = run(args);
            assertEquals(0, o.exit(), o.stderr());
            parts.add(part);
        }
    }

    private CliCase.Outcome merge(List<Path> files, String... options) {
        List<String> args = new ArrayList<>(List.of("survey", "merge"));
        args.addAll(List.of(options));
        files.forEach(f -> args.add(f.toString()));
        return run(args);
    }

    @Test
    void everyPartWholeMergesAsWithoutTheCheck() {
        CliCase.Outcome plain = merge(parts);
        CliCase.Outcome checked = merge(parts, "--codes=0.??", "--shards=3");
        assertEquals(0, checked.exit(), checked.stderr());
        assertEquals(plain.stdout(), checked.stdout());
        // Not cut into shards, the same parts are still the whole survey.
        assertEquals(plain.stdout(), merge(parts, "--codes=0.??").stdout());
    }

    @Test
    void aPartNeverRunIsNamedWithItsShard() throws IOException {
        CliCase.Outcome o = merge(List.of(parts.get(0), parts.get(2)), "--codes=0.??", "--shards=3");
        assertEquals(2, o.exit(), o.stderr());
        assertEquals("", o.stdout(), "nothing is printed of a survey that is not whole");
        int codes = Files.readAllLines(parts.get(1)).size();
        assertEquals("grundy: survey merge: shard 2/3 is missing (none of its " + codes + " codes has a line)\n",
                o.stderr());
        // With no part at all, every shard is named.
        CliCase.Outcome none = merge(List.of(), "--codes=0.??", "--shards=3");
        assertEquals(2, none.exit());
        assertTrue(none.stderr().contains("shard 1/3 is missing") && none.stderr().contains("shard 3/3 is missing"),
                none.stderr());
    }

    @Test
    void aPartCutShortIsNamedWithItsMissingCodes() throws IOException {
        List<String> lines = Files.readAllLines(parts.get(2));
        Files.write(parts.get(2), lines.subList(0, lines.size() - 2));
        String last = lines.get(lines.size() - 1);
        String code = last.substring(last.indexOf("\"code\":\"") + 8, last.indexOf('"', last.indexOf("\"code\":\"") + 8));
        CliCase.Outcome o = merge(parts, "--codes=0.??", "--shards=3");
        assertEquals(2, o.exit(), o.stderr());
        assertTrue(o.stderr().startsWith("grundy: survey merge: shard 3/3 is incomplete (no line for 2 of its "
                + lines.size() + " codes: "), o.stderr());
        assertTrue(o.stderr().contains(code), code + " is named: " + o.stderr());
        // Without --shards the same codes are missing from the survey.
        CliCase.Outcome whole = merge(parts, "--codes=0.??");
        assertTrue(whole.stderr().startsWith("grundy: survey merge: the survey is incomplete (no line for 2 of its "),
                whole.stderr());
    }

    @Test
    void aPartOfAnotherSurveyAndOptionsAloneAreRefused() {
        CliCase.Outcome other = merge(parts, "--codes=0.?");
        assertEquals(2, other.exit());
        assertTrue(other.stderr().contains(", which is not one of the survey's"), other.stderr());
        for (String[] options : new String[][] {{"--shards=3"}, {"--hexadecimal"}, {"--codes=0.??", "--shards=0"},
            {"--codes=0.?x"}}) {
            CliCase.Outcome o = merge(parts, options);
            assertEquals(2, o.exit(), String.join(" ", options));
            assertEquals(1, o.stderr().lines().count(), o.stderr());
        }
        assertEquals(2, merge(List.of()).exit(), "merge without a file nor --codes");
    }
}
