package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code table --misere --quotient} heap by heap: its checkpoint, --resume, --verbose and a stop. */
class TableQuotientTest {

    private static final String[] DAWSON = {"table", "octal", "--code=0.07", "--misere", "--quotient"};

    private static CliCase.Outcome grundy(String... args) {
        return Jvm.run(List.of(args), new byte[0]);
    }

    private static String[] with(String[] a, String... b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    /** Part of the heaps saved, then resumed: the quotient of one run, text and JSON; another game's checkpoint refused. */
    @Test
    void aSavedQuotientResumesToTheQuotientOfOneRun(@TempDir Path dir) {
        String cp = dir.resolve("dawson.cp").toString();
        CliCase.Outcome whole = grundy(with(DAWSON, "--to=26"));
        assertEquals(0, whole.exit(), whole.stderr());
        CliCase.Outcome part = grundy(with(DAWSON, "--to=13", "--checkpoint", cp, "--checkpoint-every=0"));
        assertEquals(0, part.exit(), part.stderr());
        assertTrue(part.stdout().startsWith("Misere quotient of octal --code=0.07 (Plambeck-Siegel), heaps 0..13:\n"),
                part.stdout());
        assertEquals(whole, grundy(with(DAWSON, "--to=26", "--resume", cp)));
        assertEquals(grundy(with(DAWSON, "--to=26", "--json")), grundy(with(DAWSON, "--to=26", "--json", "--resume", cp)));
        CliCase.Outcome past = grundy(with(DAWSON, "--to=5", "--resume", cp));
        assertEquals(2, past.exit());
        assertEquals("grundy: --resume " + cp + " holds heaps 0..13, past --to=5\n", past.stderr());
        CliCase.Outcome other = grundy("table", "octal", "--code=0.77", "--misere", "--quotient", "--resume", cp);
        assertEquals(2, other.exit());
        assertEquals("grundy: checkpoint " + cp + " is of the game 'octal --code=0.07 --misere --quotient', not"
                + " 'octal --code=0.77 --misere --quotient'\n", other.stderr());
        // A table's checkpoint is not a quotient's, and the other way round.
        CliCase.Outcome table = grundy("table", "octal", "--code=0.07", "--to=10", "--resume", cp);
        assertEquals(2, table.exit());
        assertTrue(table.stderr().contains("is of the game 'octal --code=0.07 --misere --quotient'"), table.stderr());
    }

    /**
     * --verbose: one line per heap, |Q| as it grows, the heaps where it grew those the answer names;
     * before a heap's line, one per candidate refuted on the way, only where it grew.
     */
    @Test
    void verboseShowsEveryHeap() {
        CliCase.Outcome run = grundy(with(DAWSON, "--to=24", "--verbose"));
        assertEquals(0, run.exit(), run.stderr());
        Pattern line = Pattern.compile("quotient: heap (\\d+), \\|Q\\| = (\\d+)( \\(grew\\))?, \\d+\\.\\d{3} s");
        Pattern failure = Pattern.compile("quotient: heap (\\d+), a candidate of \\d+ elements fails at [0-9+^]+ "
                + "\\((a P-position it calls N|an N-position it calls P)\\), \\d+\\.\\d{3} s");
        StringBuilder grew = new StringBuilder();
        int h = 1;
        int failures = 0;
        boolean failed = false;
        for (String l : run.stderr().lines().toList()) {
            Matcher f = failure.matcher(l);
            if (f.matches()) {
                assertEquals(h, Integer.parseInt(f.group(1)), l);
                failed = true;
                failures++;
                continue;
            }
            Matcher m = line.matcher(l);
            assertTrue(m.matches(), l);
            assertEquals(h, Integer.parseInt(m.group(1)));
            if (m.group(3) != null) {
                grew.append(grew.length() > 0 ? ", " : "").append(h);
            }
            assertTrue(!failed || m.group(3) != null, "a candidate refuted at heap " + h + ", which kept |Q|");
            failed = false;
            h++;
        }
        assertEquals(25, h, run.stderr());
        assertTrue(failures > 0, run.stderr());
        assertTrue(run.stdout().contains("it grew at heaps " + grew + "."), grew + "\n" + run.stdout());
        CliCase.Outcome table = grundy("table", "kayles", "--to=10", "--verbose");
        assertEquals(2, table.exit());
        assertTrue(table.stderr().startsWith("grundy: --verbose shows each heap of a --misere --quotient run"),
                table.stderr());
    }

    /**
     * Stopped by --timeout (0.07 cannot reach heap 40 in seconds): exit 3, the quotient of the
     * heaps finished written whole, and the checkpoint of the same heaps resumes to it.
     */
    @Test
    void aStoppedQuotientEndsWholeAndResumes(@TempDir Path dir) {
        String cp = dir.resolve("stopped.cp").toString();
        CliCase.Outcome stopped = grundy(with(DAWSON, "--to=40", "--max-quotient=1000000", "--timeout=2",
                "--checkpoint", cp));
        assertEquals(3, stopped.exit(), stopped.stderr());
        Matcher m = Pattern.compile("heaps 0\\.\\.(\\d+):").matcher(stopped.stdout());
        assertTrue(m.find(), stopped.stdout());
        String last = m.group(1);
        assertTrue(stopped.stderr().contains("grundy: checkpoint " + cp + " holds the quotient of heaps 0.." + last
                + "; --resume " + cp + " goes on from there"), stopped.stderr());
        CliCase.Outcome fresh = grundy(with(DAWSON, "--to=" + last));
        assertEquals(fresh.stdout(), stopped.stdout());
        assertEquals(fresh, grundy(with(DAWSON, "--to=" + last, "--resume", cp)));
    }
}
