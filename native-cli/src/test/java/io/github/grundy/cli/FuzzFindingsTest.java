package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the fuzzer of every surface found (issue 59) that an acceptance case cannot hold: inputs of
 * megabytes, files made on the spot, and tables stopped by --timeout, whose values are checked
 * against the same table asked with --to. (The others are cases, src/test/resources/cases.)
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
}
