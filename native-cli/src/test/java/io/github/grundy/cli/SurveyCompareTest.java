package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.survey.SurveyCompareCommand;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * tczajka's tables (src/test/resources/tczajka, their source in its README) checked entry by entry,
 * and a survey's own report read back. Where they disagree the reason is in docs/survey.md.
 */
class SurveyCompareTest {

    private static final Path TABLES = Path.of("src/test/resources/tczajka");

    @TempDir
    Path dir;

    private static CliCase.Outcome compare(String file, String... options) {
        String[] args = SurveyTest.concat(new String[] {"survey", "compare", TABLES.resolve(file).toString()}, options);
        return SurveyTest.run(args);
    }

    @Test
    void everyTrivialGameAgreesCellByCell() {
        CliCase.Outcome o = compare("TrivialGames.md", "--reach=4095");
        assertEquals("82 rows of 1 table compared: no disagreement\n", o.stdout(), o.stderr());
        assertEquals(0, o.exit());
    }

    @Test
    void everyCodeOfTheLookupTablesIsInTheClassTheyName() {
        CliCase.Outcome o = compare("GameLookup.md", "--reach=4095");
        assertEquals("146 rows of 3 tables compared: no disagreement\n", o.stdout(), o.stderr());
    }

    @Test
    void theSolvedGamesAgreeButTwoThatNeedMoreThanTheDefaultReach() {
        // .376 (preperiod 2268248) and .354 (10061916) are proved only past 2^20 heaps.
        String table = TABLES.resolve("SolvedGames.md").toString();
        CliCase.Outcome o = compare("SolvedGames.md");
        assertEquals(table + ":13: .376: no period proved by heap 1048575\n"
                + table + ":14: .354: no period proved by heap 1048575\n"
                + "10 rows of 1 table compared: 2 disagreements\n", o.stdout(), o.stderr());
        assertEquals(SurveyCompareCommand.DISAGREE, o.exit());
    }

    @Test
    void theUnsolvedGamesAgreeButTwoThatTheirOwnAnalyzerSolves() {
        // tczajka's analyze (the peer, unchanged) finds the same periods: 998/51 and 11687/62.
        String table = TABLES.resolve("UnsolvedGames.md").toString();
        CliCase.Outcome o = compare("UnsolvedGames.md", "--reach=65535");
        assertEquals(table + ":85: 4.344: ours is solved: preperiod 998, period 51\n"
                + table + ":86: 4.364: ours is solved: preperiod 11687, period 62\n"
                + "83 rows of 1 table compared: 2 disagreements\n", o.stdout(), o.stderr());
    }

    /**
     * The other way round: the trivial games a survey of {@code 0.???} and {@code 4.??} finds are
     * exactly the table's rows of those families (shorter names are in them: {@code .4}, {@code 4}),
     * but {@code 0}, the game without moves, which the table leaves out.
     */
    @Test
    void theTrivialGamesOfTheThreeDigitCodesAreTheTablesOnes() throws IOException {
        CliCase.Outcome survey = SurveyTest.run("survey", "0.???", "4.??", "--reach=4095", "--jobs=2");
        assertEquals(0, survey.exit(), survey.stderr());
        Set<String> ours = trivialNames(survey.stdout());
        Set<String> theirs = new TreeSet<>();
        for (String name : trivialNames(Files.readString(TABLES.resolve("TrivialGames.md")))) {
            // The table's rows of these families: .xyz and 4.xy at most (not 4.xyz).
            if (name.length() <= 4) {
                theirs.add(name);
            }
        }
        Set<String> extra = new TreeSet<>(ours);
        extra.removeAll(theirs);
        Set<String> missing = new TreeSet<>(theirs);
        missing.removeAll(ours);
        assertEquals(Set.of("0"), extra);
        assertEquals(Set.of(), missing);
        assertTrue(theirs.size() > 60, theirs.toString());
    }

    /** The game names of the rows of a Markdown report's "Trivial games" table. */
    private static Set<String> trivialNames(String markdown) {
        Set<String> names = new TreeSet<>();
        boolean in = false;
        for (String line : markdown.split("\n")) {
            if (line.startsWith("#")) {
                in = line.equals("# Trivial games") || line.equals("## Trivial games");
            } else if (in && line.contains("|") && !line.startsWith("game") && !line.startsWith(":")) {
                names.add(line.substring(0, line.indexOf('|')).strip());
            }
        }
        return names;
    }

    @Test
    void aSurveysOwnReportReadsBackWithoutDisagreement() throws IOException {
        CliCase.Outcome survey = SurveyTest.run("survey", "0.??", "4.??", "--reach=4095");
        Path report = dir.resolve("report.md");
        Files.writeString(report, survey.stdout());
        CliCase.Outcome o = SurveyTest.run("survey", "compare", report.toString(), "--reach=4095");
        assertEquals(0, o.exit(), o.stdout() + o.stderr());
        // The report's trivial, solved and unsolved rows: one per class, as many as its second line says.
        String classes = survey.stdout().split("\n")[2].split(" ")[0];
        assertEquals(List.of(classes + " rows of 3 tables compared: no disagreement"), List.of(o.stdout().split("\n")));
        // A changed cell is found.
        Files.writeString(report, survey.stdout().replace("\n.77   |     71 |", "\n.77   |     70 |"));
        CliCase.Outcome changed = SurveyTest.run("survey", "compare", report.toString(), "--reach=4095");
        assertEquals(SurveyCompareCommand.DISAGREE, changed.exit());
        assertEquals(report + ":" + line(survey.stdout(), ".77   |") + ": .77: prefix: theirs 70, ours 71",
                changed.stdout().split("\n")[0]);
    }

    private static int line(String text, String start) {
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith(start)) {
                return i + 1;
            }
        }
        throw new AssertionError(start);
    }
}
