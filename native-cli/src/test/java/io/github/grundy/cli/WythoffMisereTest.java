package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Misère play of a game from a plugin whose position is a whole vector: the example Wythoff plugin
 * (examples/wythoff-plugin, its sources compiled here as its build would), loaded with
 * {@code --plugins}, answered by {@code solve --misere} against misère play by the rule alone
 * ({@link WythoffBruteForce#misereWins}) on every position up to 15 15; and its limit. The plugin
 * gives moves and a Grundy table; misère play asks only for the moves.
 */
class WythoffMisereTest {

    private static final Path EXAMPLE = Path.of("../examples/wythoff-plugin/src/main").toAbsolutePath().normalize();
    private static final int SMALL = 15;
    private static final Pattern MOVE = Pattern.compile("\"move\":(\\[\\d+,\\d+\\])");

    @TempDir
    static Path work;
    private static Path plugins;

    @BeforeAll
    static void buildTheExamplePlugin() throws IOException {
        Map<String, String> sources = new LinkedHashMap<>();
        Path java = EXAMPLE.resolve("java");
        try (Stream<Path> files = Files.walk(java)) {
            for (Path f : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java")).sorted()::iterator) {
                String name = java.relativize(f).toString().replace('\\', '/').replaceFirst("\\.java$", "");
                sources.put(name.replace('/', '.'), Files.readString(f, StandardCharsets.UTF_8));
            }
        }
        List<String> providers = Files.readAllLines(EXAMPLE.resolve("resources/" + PluginJars.SERVICES),
                StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).toList();
        plugins = Files.createDirectories(work.resolve("plugins"));
        PluginJars.build(plugins.resolve("wythoff.jar"), sources, providers);
    }

    private static CliCase.Outcome solve(String... args) {
        List<String> all = new ArrayList<>(List.of("--plugins", plugins.toString(), "solve", "--misere", "wythoff"));
        all.addAll(List.of(args));
        return Jvm.run(all, new byte[0]);
    }

    @Test
    void everySmallPositionIsTheRulesAnswer() {
        boolean[][] w = WythoffBruteForce.misereWins(SMALL);
        int lost = 0;
        for (int a = 0; a <= SMALL; a++) {
            for (int b = 0; b <= SMALL; b++) {
                String where = "wythoff " + a + " " + b;
                CliCase.Outcome o = solve(Integer.toString(a), Integer.toString(b), "--json", "--limit=0");
                assertEquals("", o.stderr(), where);
                assertEquals(0, o.exit(), where);
                assertTrue(o.stdout().contains("\"grundy\":null,\"outcome\":\"" + (w[a][b] ? "N" : "P")
                        + "\",\"winner\":\"" + (w[a][b] ? "first" : "second") + "\",\"play\":\"misere\""), where + ": "
                        + o.stdout());
                List<String> moves = new ArrayList<>();
                Matcher m = MOVE.matcher(o.stdout());
                while (m.find()) {
                    moves.add(m.group(1));
                }
                assertEquals(WythoffBruteForce.misereWinningMoves(w, a, b), moves, where + ": " + o.stdout());
                lost += w[a][b] ? 0 : 1;
            }
        }
        // Normal play's 13 lost positions up to 15 15, (0,0), (1,2) and (2,1) traded for (0,1), (1,0), (2,2).
        assertEquals(13, lost);
    }

    @Test
    void pastMaxPositionsItIsRefusedNamingTheGameAndTheLimit() {
        CliCase.Outcome o = solve("40", "40", "--max-positions=100");
        assertEquals(3, o.exit(), o.stderr());
        assertEquals("", o.stdout());
        assertEquals("grundy: wythoff: the misere search needs more than 100 positions (--max-positions=100)\n", o.stderr());
    }
}
