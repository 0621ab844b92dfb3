package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.serve.FuzzedServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the fuzzer of every surface found (issue 59) that an acceptance case cannot hold: inputs of
 * megabytes, files made on the spot, tables stopped by --timeout, whose values are checked
 * against the same table asked with --to, and the page's API. (The others are cases,
 * src/test/resources/cases.)
 */
class FuzzFindingsTest {

    private static CliCase.Outcome grundy(String... args) {
        return Jvm.run(List.of(args), new byte[0]);
    }

    /** Exit 2 and one line on standard error that starts so, nothing on standard output. */
    private static void assertRefused(CliCase.Outcome o, String start) {
        assertEquals(2, o.exit(), o.stderr());
        assertEquals("", o.stdout());
        assertTrue(o.stderr().startsWith(start) && o.stderr().indexOf('\n') == o.stderr().length() - 1, o.stderr());
    }

    /** 50,000 parentheses: refused at the one past the limit, where the thread's stack overflowed. */
    @Test
    void deepParenthesesAreRefusedAtTheirColumn() {
        CliCase.Outcome o = grundy("nimber", "--", "(".repeat(50_000) + "1" + ")".repeat(50_000));
        assertRefused(o, "grundy: nimber: column 1001 of '(((");
        assertTrue(o.stderr().endsWith("...': parentheses and calls nest more than 1000 deep\n"), o.stderr());
    }

    /**
     * A rule directory of huge and deep files: each is left out with a line naming it, and the
     * game of the good file is there (the deep ones overflowed the stack as they were read).
     */
    @Test
    void hugeAndDeepRuleFilesAreLeftOutByName(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("good.rule"), "# Good: Nim\nn -> [k for k in 0..n - 1]\n");
        Files.writeString(dir.resolve("chain.rule"), "n -> [n - 1" + " + 0".repeat(100_000) + "]\n");
        Files.writeString(dir.resolve("nots.rule"), "n -> [k for k in 0..n - 1 if " + "not ".repeat(50_000)
                + "true]\n");
        Files.writeString(dir.resolve("powers.rule"), "n -> [n - 1 + 0" + " ** 1".repeat(50_000) + "]\n");
        Files.writeString(dir.resolve("huge.rule"), "# Huge\n" + "# a comment line\n".repeat(70_000)
                + "n -> [k for k in 0..n - 1]\n");
        CliCase.Outcome o = grundy("--rules", dir.toString(), "list");
        assertEquals(0, o.exit(), o.stderr());
        assertTrue(o.stdout().contains("good "), o.stdout());
        List<String> lines = o.stderr().lines().toList();
        assertEquals(4, lines.size(), o.stderr());
        assertTrue(lines.get(0).startsWith("grundy: warning: rule file " + dir.resolve("chain.rule") + ":1:"),
                lines.get(0));
        assertTrue(lines.get(0).endsWith(": the expression nests more than 1000 levels deep (each operator of a chain"
                + " such as 1 + 1 + ... is a level): write it shorter, or name parts of it with let; ignored"),
                lines.get(0));
        assertEquals("grundy: warning: rule file " + dir.resolve("huge.rule") + " holds "
                + Files.size(dir.resolve("huge.rule")) + " bytes, more than a rule file may (1048576); ignored",
                lines.get(1));
        for (String name : List.of("nots", "powers")) {
            String line = lines.get(name.equals("nots") ? 2 : 3);
            assertTrue(line.startsWith("grundy: warning: rule file " + dir.resolve(name + ".rule") + ":1:")
                    && line.endsWith(": the rule nests deeper than 200 levels; ignored"), line);
        }
        CliCase.Outcome solved = grundy("--rules", dir.toString(), "solve", "good", "3", "--quiet");
        assertEquals(0, solved.exit(), solved.stderr());
    }

    /** A part that is not UTF-8: its file, line and column, and the byte. */
    @Test
    void aSurveyPartThatIsNotUtf8IsNamedWithItsPlace(@TempDir Path dir) throws IOException {
        Path part = dir.resolve("part.jsonl");
        CliCase.Outcome made = grundy("survey", "0.07", "--reach=100", "--out=" + part, "--quiet");
        assertEquals(0, made.exit(), made.stderr());
        byte[] good = Files.readAllBytes(part);
        Path garbage = dir.resolve("garbage.jsonl");
        byte[] bad = new byte[good.length + 4];
        System.arraycopy(good, 0, bad, 0, good.length);
        bad[good.length] = 'a';
        bad[good.length + 1] = 'b';
        bad[good.length + 2] = (byte) 0xE9;
        bad[good.length + 3] = '\n';
        Files.write(garbage, bad);
        assertRefused(grundy("survey", "merge", part.toString(), garbage.toString()),
                "grundy: " + garbage + ":2:3: expected UTF-8 text, found '\\xE9'\n");
        assertRefused(grundy("survey", "compare", garbage.toString()),
                "grundy: " + garbage + ":2:3: expected UTF-8 text, found '\\xE9'\n");
    }

    /** A part whose reach is 2^63-1: refused in words, not a fingerprint of a wrapped count. */
    @Test
    void aSurveyPartReachingTooFarIsRefused(@TempDir Path dir) throws IOException {
        Path part = dir.resolve("part.jsonl");
        CliCase.Outcome made = grundy("survey", "0.07", "--reach=100", "--out=" + part, "--quiet");
        assertEquals(0, made.exit(), made.stderr());
        String line = Files.readString(part, StandardCharsets.UTF_8);
        assertTrue(line.contains("\"reach\":100,"), line);
        Files.writeString(part, line.replace("\"reach\":100,", "\"reach\":9223372036854775807,"));
        assertRefused(grundy("survey", "merge", part.toString()), "grundy: " + part + ":1: not a survey line"
                + " (\"reach\" is out of range: 9223372036854775807 (a survey reaches heaps 0..2147483574))\n");
    }

    /** A lookup table cut short after its header: no row to compare, said so, where it failed. */
    @Test
    void aPublishedTableCutShortComparesNoRow(@TempDir Path dir) throws IOException {
        Path md = dir.resolve("GameLookup.md");
        Files.writeString(md, "# Game lookup tables\n\ngame | 1 | 2 | 3 | 4 | 5 | 6 | 7\n:--- | ");
        CliCase.Outcome o = grundy("survey", "compare", md.toString(), "--quiet");
        assertEquals(0, o.exit(), o.stderr());
        assertEquals("0 rows of 1 table compared: no disagreement\n", o.stdout());
    }

    /**
     * A --no-stop --raw table stopped by --timeout writes the values it computed, exit 0: the
     * games whose first step took longer than the timeout wrote nothing. The values are those of
     * the same table asked with --to.
     */
    @Test
    void aStoppedNoStopTableWritesTheValuesItComputed() {
        for (List<String> game : List.of(List.of("treblecross"), List.of("turnips"), List.of("turning", "--code=1+C"))) {
            // On a busy machine the first values may take longer than the timeout, or the step under
            // way may not end within the stop's grace: then the stop is said (exit 3), the lines
            // written are values computed whole, and the table is asked again with a longer one.
            CliCase.Outcome o = null;
            for (int seconds = 2; seconds <= 32; seconds *= 2) {
                o = grundy(concat(game, "--from=1", "--no-stop", "--raw", "--timeout=" + seconds));
                if (o.exit() != 3) {
                    break;
                }
                assertTrue(o.stderr().startsWith("grundy: stopped"), game + ": " + o.stderr());
                List<String> written = o.stdout().lines().toList();
                if (!written.isEmpty()) {
                    CliCase.Outcome those = grundy(concat(game, "--from=1", "--to=" + written.size(), "--raw"));
                    assertTrue(those.stdout().lines().toList().equals(written), game + ": stopped, and wrote"
                            + " other values than heaps 1.." + written.size());
                }
            }
            assertEquals(0, o.exit(), game + ": " + o.stderr());
            List<String> values = o.stdout().lines().toList();
            assertFalse(values.isEmpty(), game + " wrote no value");
            CliCase.Outcome whole = grundy(concat(game, "--from=1", "--to=" + values.size(), "--raw"));
            assertEquals(0, whole.exit(), whole.stderr());
            // (Not assertEquals: a failure would print the lists, thousands of values each.)
            assertTrue(whole.stdout().lines().toList().equals(values), game + ": heaps 1.." + values.size()
                    + " differ from the same table asked with --to");
        }
    }

    /** Stopped before its first value: no answer, exit 3 and the stop said, as a table with --to does. */
    @Test
    void aNoStopTableStoppedBeforeAnyValueIsNoAnswer() {
        CliCase.Outcome o = grundy("table", "rule", "--rule=n -> [m for m in 0..n - 1 for j in 0..100000 if j == 0]",
                "--max-steps=1000000000", "--no-stop", "--raw", "--timeout=0.3");
        assertEquals(3, o.exit(), o.stderr());
        assertEquals("", o.stdout());
        assertEquals("grundy: stopped: no answer within --timeout=0.3 (seconds); raise --timeout, or give 0 for no"
                + " limit\n", o.stderr());
    }

    /**
     * A refusal sent before the body was read (too long, the wrong method or type) reaches the
     * client whole: the server closed the connection on the unread bytes, the client's side was
     * reset, and the client got the status with an empty body, or nothing at all, as often as not
     * (it raced the reset: hence twenty requests of each, on one client as the page's are).
     */
    @Test
    void theApiRefusesALongBodyInWords() throws Exception {
        HttpClient client = HttpClient.newHttpClient();
        String longBody = "{\"args\":[\"solve\",\"" + "1".repeat(1 << 20) + "\"]}";
        List<String[]> refusals = List.of(
                new String[] {"POST", "application/json", "413", "a request is at most 65536 bytes"},
                new String[] {"PUT", "application/json", "405", "the API takes POST requests, not PUT"},
                new String[] {"POST", "text/plain", "415", "a request is JSON (Content-Type: application/json)"});
        try (FuzzedServer server = FuzzedServer.start("5")) {
            for (int i = 0; i < 20; i++) {
                for (String[] r : refusals) {
                    HttpResponse<String> response = client.send(HttpRequest.newBuilder(URI.create(server.url()
                            + "api/run")).method(r[0], HttpRequest.BodyPublishers.ofString(longBody))
                            .header("Content-Type", r[1]).build(), HttpResponse.BodyHandlers.ofString());
                    assertEquals(Integer.parseInt(r[2]), response.statusCode(), r[0] + " " + r[1]);
                    assertEquals("{\"error\":\"" + r[3] + "\"}", response.body(), r[0] + " " + r[1]);
                    if (r[2].equals("405")) {
                        assertEquals("POST", response.headers().firstValue("Allow").orElse(""), "Allow");
                    }
                }
            }
        }
    }

    private static String[] concat(List<String> game, String... options) {
        List<String> all = new java.util.ArrayList<>(List.of("table"));
        all.addAll(game);
        all.addAll(List.of(options));
        return all.toArray(String[]::new);
    }
}
