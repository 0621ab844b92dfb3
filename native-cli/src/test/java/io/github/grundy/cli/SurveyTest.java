package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.survey.SurveyLine;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.core.survey.MisereRow;
import io.github.grundy.core.survey.SurveyRow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** grundy survey, merge and their parts: what one run gives, parts give byte for byte. */
class SurveyTest {

    private static final byte[] NO_INPUT = new byte[0];

    @TempDir
    Path dir;

    static CliCase.Outcome run(String... args) {
        return Jvm.run(List.of(args), NO_INPUT);
    }

    private static List<String> lines(String text) {
        return text.isEmpty() ? List.of() : Arrays.asList(text.split("\n"));
    }

    /** Hexadecimal lines keep their climbs, proved (0.8, 0.C) or not, when read back. */
    @Test
    void climbingLinesReadBackWithTheirProofs() {
        CliCase.Outcome o = run("survey", "0.?", "--hexadecimal", "--reach=300", "--json");
        assertEquals(0, o.exit(), o.stderr());
        int proved = 0;
        for (String line : lines(o.stdout())) {
            if (line.contains("\"sameAs\"")) {
                continue;
            }
            String code = line.substring(9, line.indexOf('"', 9));
            SurveyRow row = SurveyRow.of(TakeBreakCode.parse(code), 300);
            assertEquals(row, ((SurveyLine.Computed) SurveyLine.read(line)).row(), line);
            if (row.climbProof().isPresent()) {
                proved++;
                assertTrue(line.contains(",\"proved\":true,\"checkedEnd\":"), line);
            }
        }
        assertEquals(2, proved);
    }

    /** A ruler (0.2048) is kept in its line and read back, and only there. */
    @Test
    void aRulerLineReadsBack() {
        CliCase.Outcome o = run("survey", "0.204?", "--hexadecimal", "--reach=1300", "--json");
        assertEquals(0, o.exit(), o.stderr());
        int rulers = 0;
        for (String line : lines(o.stdout())) {
            if (line.contains("\"sameAs\"")) {
                continue;
            }
            String code = line.substring(9, line.indexOf('"', 9));
            SurveyRow row = SurveyRow.of(TakeBreakCode.parse(code), 1300);
            assertEquals(row, ((SurveyLine.Computed) SurveyLine.read(line)).row(), line);
            rulers += line.contains("\"ruler\":{") ? 1 : 0;
        }
        // 0.2048, 0.2049, 0.204A, 0.204B: the same game from heap 0 on.
        assertEquals(4, rulers);
    }

    @Test
    void everyTwoDigitCodeHasItsRowAndTheSameGamesAreNamed() {
        CliCase.Outcome o = run("survey", "0.??", "--reach=2047", "--json", "--jobs=2");
        assertEquals(0, o.exit(), o.stderr());
        List<String> lines = lines(o.stdout());
        // 64 codes written, 8 of them ending in 0, whose games (0.0, 0.1 ... 0.7) come in their places.
        assertEquals(72, lines.size());
        int skipped = 0;
        for (String line : lines) {
            if (line.contains("\"sameAs\"")) {
                skipped++;
                assertTrue(line.matches("\\{\"code\":\"0\\.[0-7]0\",\"sameAs\":\"0\\.[0-7]\"}"), line);
                continue;
            }
            String code = line.substring(9, line.indexOf('"', 9));
            SurveyRow row = SurveyRow.of(TakeBreakCode.parse(code), 2047);
            // The line reads back as the row computed here, and says the seconds it took.
            assertEquals(row, ((SurveyLine.Computed) SurveyLine.read(line)).row(), line);
            assertTrue(line.matches(".*,\"seconds\":\\d+\\.\\d{3}}"), line);
        }
        assertEquals(8, skipped);
        // The game of a code ending in 0 right after it.
        assertTrue(o.stdout().startsWith("{\"code\":\"0.00\",\"sameAs\":\"0.0\"}\n"
                + "{\"code\":\"0.0\",\"reach\":2047,\"offset\":0,\"solved\":true,"), o.stdout());
    }

    @Test
    void aCodeOnSharedThreadsHasTheRowOfOneThread() {
        // Past heap 65,536 a code's table takes the threads the others leave free: --jobs=1 gives each
        // code the two others. The rows must be those of one thread; only the seconds differ.
        String[] survey = {"survey", "0.167", "4!.0", "0.6", "0.161", "--reach=70000", "--json"};
        CliCase.Outcome one = run(concat(survey, "--threads=1"));
        CliCase.Outcome three = run(concat(survey, "--threads=3", "--jobs=1"));
        assertEquals(0, one.exit(), one.stderr());
        assertEquals(0, three.exit(), three.stderr());
        String seconds = ",\"seconds\":[0-9.]+";
        assertEquals(4, one.stdout().lines().count());
        assertEquals(one.stdout().replaceAll(seconds, ""), three.stdout().replaceAll(seconds, ""));
        assertEquals(2, run("survey", "0.6", "--threads=0").exit(), "--threads=0 is refused");
    }

    @Test
    void threeShardsMergedAreTheWholeByteForByte() throws IOException {
        String[] survey = {"survey", "0.??", "4.??", "--reach=4095"};
        CliCase.Outcome whole = run(concat(survey, "--jobs=2"));
        assertEquals(0, whole.exit(), whole.stderr());
        Path all = dir.resolve("all.jsonl");
        assertEquals(0, run(concat(survey, "--jobs=1", "--out=" + all)).exit());
        List<String> parts = new ArrayList<>(List.of("survey", "merge"));
        for (int i = 1; i <= 3; i++) {
            Path part = dir.resolve("part" + i + ".jsonl");
            CliCase.Outcome o = run(concat(survey, "--jobs=2", "--shard=" + i + "/3", "--out=" + part));
            assertEquals(0, o.exit(), o.stderr());
            parts.add(part.toString());
        }
        CliCase.Outcome merged = run(parts.toArray(String[]::new));
        assertEquals(whole.stdout(), merged.stdout());
        assertEquals(whole.stdout(), run("survey", "merge", all.toString()).stdout());
        parts.add("--json");
        assertEquals(run("survey", "merge", all.toString(), "--json").stdout(),
                run(parts.toArray(String[]::new)).stdout());
        // The shards split the 128 written codes and their 16 games ending in 0 three ways.
        long lines = 0;
        for (int i = 1; i <= 3; i++) {
            lines += Files.readAllLines(dir.resolve("part" + i + ".jsonl")).size();
        }
        assertEquals(Files.readAllLines(all).size(), lines);
        assertTrue(whole.stdout().contains("\n.4    |     52 |     34 | "), whole.stdout());
    }

    @Test
    void aPartCutShortResumesWhereItStoppedAndEndsTheSame() throws IOException {
        Path part = dir.resolve("part.jsonl");
        String[] survey = {"survey", "0.??", "--reach=3000", "--jobs=2", "--out=" + part};
        assertEquals(0, run(survey).exit());
        List<String> full = Files.readAllLines(part);
        String merged = run("survey", "merge", part.toString()).stdout();
        // As a kill leaves it: ten whole lines and half of the eleventh.
        String cut = String.join("\n", full.subList(0, 10)) + "\n" + full.get(10).substring(0, 40);
        Files.writeString(part, cut);
        CliCase.Outcome again = run(survey);
        assertEquals(0, again.exit(), again.stderr());
        List<String> resumed = Files.readAllLines(part);
        assertEquals(full.size(), resumed.size());
        assertEquals(full.subList(0, 10), resumed.subList(0, 10));
        assertEquals(merged, run("survey", "merge", part.toString()).stdout());
        // A complete part computes nothing again: the file stays as it is.
        byte[] before = Files.readAllBytes(part);
        assertEquals(0, run(survey).exit());
        assertTrue(Arrays.equals(before, Files.readAllBytes(part)));
    }

    /**
     * A real part, in a process of its own, killed with SIGKILL (on Linux; a forcible kill elsewhere)
     * once it has written its first line, and run again: the rerun computes only what is missing,
     * and the merge is that of a run never stopped.
     */
    @Test
    void aPartKilledWithSigkillResumesToTheSameMerge() throws Exception {
        // The first code takes milliseconds and the others seconds, so the part is still at work
        // when the first line lands, however slowly this test's thread notices it.
        String[] codes = {"0.07", "0.77", "0.16", "0.6", "0.76", "0.06", "0.04"};
        Path killed = dir.resolve("killed.jsonl");
        String[] survey = concat(concat(new String[] {"survey"}, codes), "--reach=65535", "--jobs=1");
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new java.util.ArrayList<>(List.of(javaBin, "-cp", System.getProperty("java.class.path"),
                Main.class.getName()));
        command.addAll(List.of(concat(survey, "--out=" + killed)));
        Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(dir.resolve("err.txt").toFile()).start();
        try {
            long deadline = System.nanoTime() + 120_000_000_000L;
            while (p.isAlive() && System.nanoTime() < deadline && newlines(killed) < 1) {
                Thread.sleep(5);
            }
            assertTrue(p.isAlive(), "the part ended before it could be killed: " + Files.readString(dir.resolve("err.txt")));
        } finally {
            p.destroyForcibly().waitFor();
        }
        long before = newlines(killed);
        assertTrue(before >= 1 && before < codes.length, before + " lines before the kill");
        CliCase.Outcome again = run(concat(survey, "--out=" + killed));
        assertEquals(0, again.exit(), again.stderr());
        Path whole = dir.resolve("whole.jsonl");
        assertEquals(0, run(concat(survey, "--out=" + whole)).exit());
        assertEquals(codes.length, Files.readAllLines(killed).size());
        assertEquals(run("survey", "merge", "--json", whole.toString()).stdout(),
                run("survey", "merge", "--json", killed.toString()).stdout());
    }

    private static long newlines(Path file) throws IOException {
        if (!Files.exists(file)) {
            return 0;
        }
        byte[] bytes = Files.readAllBytes(file);
        long n = 0;
        for (byte b : bytes) {
            n += b == '\n' ? 1 : 0;
        }
        return n;
    }

    /**
     * {@code --misere}: each line carries the code's misère row as core computes it, reads back
     * exactly, resumes only with the same misère options, and the merge prints its table.
     */
    @Test
    void misereRowsAreWrittenReadAndMerged() throws IOException {
        Path part = dir.resolve("misere.jsonl");
        String[] survey = {"survey", "0.75", "0.77", "0.07", "--reach=300", "--misere", "--misere-reach=200",
            "--max-quotient=100", "--out=" + part};
        CliCase.Outcome o = run(survey);
        assertEquals(0, o.exit(), o.stderr());
        List<String> written = Files.readAllLines(part);
        assertEquals(3, written.size());
        for (String line : written) {
            SurveyLine.Computed c = (SurveyLine.Computed) SurveyLine.read(line);
            assertEquals(MisereRow.of(TakeBreakCode.parse(c.code()), 200, 100), c.misere().orElseThrow(), line);
            assertEquals(line, c.json());
        }
        assertTrue(written.get(0).contains(",\"misere\":{\"reach\":200,\"maxQuotient\":100,\"firstWild\":5,"
                + "\"wildGenus\":\"1^{431}\",\"genera\":[\"0^{120}\",\"1^{031}\",\"2^{20}\",\"1^{031}\",\"2^{20}\","
                + "\"1^{431}\"],\"quotient\":{\"to\":20,\"size\":8,\"pSize\":2,\"tame\":false,"
                + "\"presentation\":\"Q = <a,b,c | a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}\","
                + "\"period\":{\"preperiod\":8,\"period\":2},\"outgrew\":null}},\"seconds\":"), written.get(0));
        // The same part again computes nothing; without --misere, or with other bounds, it is refused.
        assertEquals(0, run(survey).exit());
        assertEquals(written, Files.readAllLines(part));
        CliCase.Outcome plain = run("survey", "0.75", "--reach=300", "--out=" + part);
        assertEquals(2, plain.exit());
        assertTrue(plain.stderr().contains("with --misere --misere-reach=200 --max-quotient=100, not without --misere"),
                plain.stderr());
        String merged = run("survey", "merge", part.toString()).stdout();
        assertTrue(merged.contains("\n## Misere play\n"), merged);
        assertTrue(merged.contains("\n.75   |         5 | 1^{431} | all heaps |   8 |   2 |      8 |      2 | "
                + "Q = <a,b,c \\| a2=1,b3=b,bc=ab,c2=b2>; P = {a,b2}\n"), merged);
        assertTrue(merged.contains("\n.07   |        10 | 3^{1431} | to 24; at 25 a candidate over 100 |  24 |   5 |"), merged);
        // A part without --misere does not merge with one with it.
        Path plainPart = dir.resolve("plain.jsonl");
        assertEquals(0, run("survey", "0.6", "--reach=300", "--out=" + plainPart).exit());
        CliCase.Outcome mixed = run("survey", "merge", part.toString(), plainPart.toString());
        assertEquals(2, mixed.exit());
        assertTrue(mixed.stderr().contains("was computed without --misere, the code 0.75 in "), mixed.stderr());
        // Without --misere there is no such table.
        assertFalse(run("survey", "0.75", "--reach=300").stdout().contains("Misere"));
    }

    @Test
    void badRequestsAreOneLineAndExitTwo() throws IOException {
        Path part = dir.resolve("p.jsonl");
        assertEquals(0, run("survey", "0.7", "--reach=100", "--out=" + part).exit());
        Path other = dir.resolve("q.jsonl");
        Files.writeString(other, Files.readString(part).replace("\"checksum\":\"", "\"checksum\":\"1"));
        Path junk = dir.resolve("junk.jsonl");
        Files.writeString(junk, "{\"code\":\"0.7\"}\n");
        for (String[] args : new String[][] {
            {"survey"},
            {"survey", "0.?x"},
            {"survey", "0.[?]"},
            {"survey", "0.??", "--shard=4/3"},
            {"survey", "0.??", "--shard=x"},
            {"survey", "0.??", "--jobs=0"},
            {"survey", "0.??", "--reach=-1"},
            {"survey", "0.7", "--reach=99", "--out=" + part},
            {"survey", "0.7", "--reach=100", "--misere", "--out=" + part},
            {"survey", "0.7", "--misere-reach=10"},
            {"survey", "0.7", "--max-quotient=10"},
            {"survey", "0.7", "--misere", "--max-quotient=0"},
            {"survey", "0.7", "--misere", "--misere-reach=1000001"},
            {"survey", "merge", part.toString(), other.toString()},
            {"survey", "merge", dir.resolve("none.jsonl").toString()},
            {"survey", "merge", junk.toString()},
            {"survey", "compare", part.toString()}}) {
            CliCase.Outcome o = run(args);
            assertEquals(2, o.exit(), String.join(" ", args) + ": " + o.stderr());
            assertEquals(1, lines(o.stderr()).size(), o.stderr());
            assertTrue(o.stderr().startsWith("grundy: "), o.stderr());
            assertFalse(o.stderr().contains("Exception"), o.stderr());
        }
        assertTrue(run("survey", "merge", junk.toString()).stderr().contains("junk.jsonl:1: not a survey line"));
    }

    static String[] concat(String[] a, String... b) {
        return Stream.concat(Arrays.stream(a), Arrays.stream(b)).toArray(String[]::new);
    }
}
