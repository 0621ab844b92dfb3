package io.github.grundy.variants.rule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RuleFilesTest {

    private static final String TAKE = """
            # Take 1 to m: a move takes 1 to m objects from one heap
            param m = 3 in 1..10
            param max_take in 1..
            n -> [n - k for k in 1..min(m, n, max_take)]
            """;

    @Test
    void aDirectorysRuleFilesAreGamesInTheOrderOfTheirNames(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("take.rule"), TAKE);
        Files.writeString(dir.resolve("wythoff.rule"), "\n# Wythoff's game\n(a, b) -> [(a - k, b) for k in 1..a] +\n"
                + "  [(a, b - k) for k in 1..b] + [(a - k, b - k) for k in 1..min(a, b)]\n");
        Files.writeString(dir.resolve("a-plain.rule"), "n -> [n - 1 for k in [1] if n > 0]\n");
        Files.writeString(dir.resolve("notes.txt"), "not a rule");
        Files.createDirectories(dir.resolve("sub.rule"));
        RuleFiles.Contents contents = RuleFiles.read(dir);
        assertEquals(List.of(), contents.problems());
        assertEquals(List.of("a-plain", "take", "wythoff"), contents.games().stream().map(RuleFileVariant::id).toList());

        RuleFileVariant plain = contents.games().get(0);
        assertEquals("a-plain.rule", plain.title(), "no description: the file's name");
        assertEquals("", plain.summary());
        assertEquals(dir.resolve("a-plain.rule").toString(), plain.file());

        RuleFileVariant take = contents.games().get(1);
        assertEquals("Take 1 to m", take.title());
        assertEquals("a move takes 1 to m objects from one heap", take.summary());
        assertEquals(List.of("m", "max-take", "max-table", "max-steps"),
                take.parameters().stream().map(Parameter::name).toList());
        Parameter<?> m = take.parameters().get(0);
        assertEquals(3L, m.defaultValue());
        assertEquals(ParameterType.integer(1, 10), m.type());
        assertTrue(take.parameters().get(1).isRequired(), "a parameter without a default must be given");

        HeapGame game = ((HeapGame) take.create(Arguments.parse(take, Map.of("m", "5", "max-take", "2")))).prepare(5);
        assertEquals(2, game.grundy(5), "5 mod (2 + 1)");
        assertEquals("take --m=5 --max-take=2", game.describe());
        IllegalArgumentException outside = assertThrows(IllegalArgumentException.class,
                () -> Arguments.parse(take, Map.of("m", "11", "max-take", "2")));
        assertEquals("take: --m: expected an integer in 1..10, found 11", outside.getMessage());

        RuleFileVariant wythoff = contents.games().get(2);
        assertEquals("Wythoff's game", wythoff.title(), "the first line that is not blank");
        assertTrue(wythoff.create(Arguments.parse(wythoff, Map.of())) instanceof PositionGame);
    }

    @Test
    void aFileThatCannotBeUsedIsAProblemNamingItAndTheOthersLoad(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("broken.rule"), "# broken\nparam m = 3\nn -> [n - k for k in 1..]\n");
        Files.writeString(dir.resolve("Big_Name.rule"), "n -> []\n");
        Files.writeString(dir.resolve("reserved.rule"), "param limit = 3\nn -> [n - 1 for k in [limit] if n > 0]\n");
        Files.writeString(dir.resolve("upper.rule"), "param M = 3\nn -> [n - 1 for k in [M] if n > 0]\n");
        Files.writeString(dir.resolve("table.rule"), "param max_table = 3\nn -> []\n");
        Files.write(dir.resolve("latin1.rule"), new byte[] {'#', ' ', (byte) 0xe9, '\n', 'n', '-', '>', '[', ']'});
        Files.writeString(dir.resolve("fine.rule"), "n -> []\n");
        RuleFiles.Contents contents = RuleFiles.read(dir);
        assertEquals(List.of("fine"), contents.games().stream().map(RuleFileVariant::id).toList());
        assertEquals(List.of(
                "rule file " + dir.resolve("Big_Name.rule") + ": its name makes the id 'Big_Name', which is not lower-case"
                        + " words of letters and digits joined by '-', beginning with a letter (as 'big-name'); ignored",
                "rule file " + dir.resolve("broken.rule") + ":3:25: a range needs its end: 1..N; ignored",
                "rule file " + dir.resolve("latin1.rule") + " cannot be read: it is not UTF-8 text; ignored",
                "rule file " + dir.resolve("reserved.rule") + ": the parameter 'limit' would be the option --limit, a name"
                        + " grundy's commands use for their own options; rename it; ignored",
                "rule file " + dir.resolve("table.rule") + ": the parameter 'max_table' would be the option"
                        + " --max-table, a parameter of every rule's game; rename it; ignored",
                "rule file " + dir.resolve("upper.rule") + ": the parameter 'M' would be the option --M, not lower-case"
                        + " words of letters and digits joined by '-', beginning with a letter; rename it; ignored"),
                contents.problems());
    }

    @Test
    void anEmptyDirectoryIsSaidAndAMissingOneCannotBeListed(@TempDir Path dir) {
        assertEquals(List.of("rule directory " + dir + " holds no .rule file"), RuleFiles.read(dir).problems());
        assertThrows(UncheckedIOException.class, () -> RuleFiles.read(dir.resolve("missing")));
    }

    @Test
    void aLetThatFailsForTheValuesGivenNamesThePlaceInTheFile() {
        RuleFileVariant v = RuleFiles.game("rules/div.rule", "div.rule",
                "# Divide\nparam d = 1 in 0..\nlet q = 10 / d\nn -> [n - 1 for k in [q] if n > 0]\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> v.create(Arguments.parse(v, Map.of("d", "0"))));
        assertTrue(e.getMessage().startsWith("div: rules/div.rule:3:"), e.getMessage());
    }

    @Test
    void aParametersDescriptionIsTheCommentAtTheEndOfItsLine() {
        String text = "# Take\nparam m = 3 in 1..   # the most a move takes  \n  param k = 1; param j = 2 # of both\n"
                + "param h = 1\nn -> [] # param z\n";
        assertEquals("the most a move takes", RuleFiles.parameterDescription(text, "m"));
        assertEquals("the rule's parameter k", RuleFiles.parameterDescription(text, "k"), "two on a line: whose?");
        assertEquals("the rule's parameter j", RuleFiles.parameterDescription(text, "j"));
        assertEquals("the rule's parameter h", RuleFiles.parameterDescription(text, "h"));
        assertEquals("the most a move takes", RuleFiles.game("t.rule", "t.rule", text).parameters().get(0).description());
    }

    @Test
    void theDescriptionIsTheFirstLineIfItIsAComment() {
        assertEquals("Nim", RuleFiles.description("  \n  #   Nim  \nn -> []"));
        assertEquals("", RuleFiles.description("n -> [] # not this\n# nor this"));
        assertEquals("", RuleFiles.description(""));
    }
}
