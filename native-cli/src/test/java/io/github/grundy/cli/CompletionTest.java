package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code grundy completion}: the bash script is sourced in a real bash and asked for completions
 * as bash asks (COMP_WORDS, COMP_CWORD), for commands, variant ids, a variant's parameters, judge
 * formats and options; the zsh and fish scripts hold the same words.
 */
class CompletionTest {

    @TempDir
    Path dir;

    /** What the script completes for the words typed (the last one being completed). */
    private String complete(Path script, String... words) throws IOException, InterruptedException {
        StringBuilder line = new StringBuilder("source '" + script + "'; COMP_WORDS=(");
        for (String w : words) {
            line.append(" '").append(w).append('\'');
        }
        line.append("); COMP_CWORD=").append(words.length - 1).append("; _grundy; echo \"${COMPREPLY[*]}\"");
        Process p = new ProcessBuilder("bash", "-c", line.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    @Test
    void bashCompletesCommandsVariantsParametersAndFormats() throws Exception {
        CliCase.Outcome o = Jvm.run(List.of("completion", "bash"), new byte[0]);
        assertEquals(0, o.exit(), o.stderr());
        Path script = dir.resolve("grundy.bash");
        Files.writeString(script, o.stdout(), StandardCharsets.UTF_8);
        assertEquals("solve", complete(script, "grundy", "so"));
        assertEquals("list solve table play judge gen survey nimber serve completion help --help --version",
                complete(script, "grundy", ""));
        assertEquals("kayles", complete(script, "grundy", "solve", "ka"));
        assertEquals("acwing-891 acwing-892 acwing-893 acwing-894", complete(script, "grundy", "judge", "acw"));
        assertEquals("--max-positions --max=", complete(script, "grundy", "solve", "bash", "--ma"));
        assertEquals("--set=", complete(script, "grundy", "play", "subtraction", "--se"));
        assertEquals("--misere", complete(script, "grundy", "table", "kayles", "--mis"));
        assertEquals("fish", complete(script, "grundy", "completion", "f"));
        assertEquals("poj-2975 poj-2960 poj-3533", complete(script, "grundy", "gen", "poj"));
        assertEquals("--unique-winning-move", complete(script, "grundy", "gen", "poj-2975", "--un"));
        // Options of the command, not of another: judge has no --misere.
        assertEquals("", complete(script, "grundy", "judge", "--mis"));
    }

    @Test
    void bashCompletesTheGamesOfRuleFilesFoundWhenCompleting() throws Exception {
        CliCase.Outcome o = Jvm.run(List.of("completion", "bash"), new byte[0]);
        assertEquals(0, o.exit(), o.stderr());
        Path script = dir.resolve("grundy.bash");
        Files.writeString(script, o.stdout(), StandardCharsets.UTF_8);
        // Written after the script: found when completing, in the directory of --rules on the line.
        Path rules = Files.createDirectories(dir.resolve("rules"));
        Files.writeString(rules.resolve("take-two.rule"), "# Take\nparam max_take = 2 in 1..; param k = 1\nn -> []\n");
        Files.writeString(rules.resolve("tally.rule"), "n -> []\n");
        assertEquals("tartan take-two tally", complete(script, "grundy", "--rules", rules.toString(), "solve", "ta"));
        assertEquals("tartan take-two tally", complete(script, "grundy", "solve", "--rules", "=", rules.toString(), "ta"));
        assertEquals("--max-take= --max-table=", complete(script, "grundy", "--rules", rules.toString(), "table",
                "take-two", "--max-ta"));
        assertEquals("--k=", complete(script, "grundy", "--rules", rules.toString(), "play", "take-two", "--k"));
        assertEquals("tartan", complete(script, "grundy", "solve", "ta"), "no rule directory: the built-in game alone");
    }

    @Test
    void zshAndFishHoldTheSameWords() {
        CliCase.Outcome zsh = Jvm.run(List.of("completion", "zsh"), new byte[0]);
        assertEquals(0, zsh.exit(), zsh.stderr());
        assertTrue(zsh.stdout().startsWith("#compdef grundy\n"));
        assertTrue(zsh.stdout().contains("bashcompinit") && zsh.stdout().contains("complete -F _grundy grundy"));
        CliCase.Outcome fish = Jvm.run(List.of("completion", "fish"), new byte[0]);
        assertEquals(0, fish.exit(), fish.stderr());
        assertTrue(fish.stdout().contains("complete -c grundy -n __fish_use_subcommand -a 'list solve table play judge"
                + " gen survey nimber serve completion help'"), fish.stdout());
        assertTrue(fish.stdout().contains("complete -c grundy -n '__fish_seen_subcommand_from bash' -l max -r"));
        assertTrue(fish.stdout().contains("-a 'luogu-p1247 acwing-891"), fish.stdout());
        assertTrue(fish.stdout().contains("complete -c grundy -n '__fish_seen_subcommand_from solve' -a '(__grundy_rule_ids)'"),
                fish.stdout());
    }

    @Test
    void anotherShellIsRefused() {
        CliCase.Outcome o = Jvm.run(List.of("completion", "powershell"), new byte[0]);
        assertEquals(2, o.exit());
        assertEquals("grundy: completion: give bash, zsh or fish, not 'powershell'\n", o.stderr());
    }
}
