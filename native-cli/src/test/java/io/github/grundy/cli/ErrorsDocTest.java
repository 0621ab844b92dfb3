package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The table of bad inputs in {@code docs/errors.md} is generated from the acceptance cases named
 * {@code errors-*.case} (run like every case by {@link CliCasesTest}): each row is one case's
 * comment, command line, standard input, exit code and standard error. This test fails when the
 * table and the cases differ; {@code -Dgrundy.updateDocs=true} rewrites the table instead.
 */
class ErrorsDocTest {

    static final Path DOC = Path.of("../docs/errors.md");
    static final String BEGIN = "<!-- BEGIN table generated from native-cli/src/test/resources/cases/errors-*.case by ErrorsDocTest -->";
    static final String END = "<!-- END generated table -->";

    /** At most this many characters of a case's input are shown. */
    private static final int INPUT_MAX = 40;

    @Test
    void tableMatchesTheCases() throws IOException {
        List<Path> files;
        try (var list = Files.list(CliCaseSuite.CASES)) {
            files = list.filter(p -> p.getFileName().toString().startsWith("errors-")
                    && p.getFileName().toString().endsWith(".case")).sorted().toList();
        }
        StringBuilder table = new StringBuilder();
        table.append("| # | kind of input | command | standard input | exit | standard error |\n");
        table.append("|---|---|---|---|---|---|\n");
        int errors = 0;
        int row = 0;
        for (Path file : files) {
            String first = Files.readAllLines(file, StandardCharsets.UTF_8).get(0);
            assertTrue(first.startsWith("# "), file + ": the first line must be '# KIND OF INPUT'");
            CliCase c = CliCase.read(file);
            if (c.exit() != 0) {
                errors++;
            }
            table.append("| ").append(++row)
                    .append(" | ").append(cell(first.substring(2)))
                    .append(" | `grundy ").append(cell(String.join(" ", c.args()))).append('`')
                    .append(" | ").append(c.stdin().length == 0 ? "" : "`" + cell(shown(c.stdin())) + "`")
                    .append(" | ").append(c.exit())
                    .append(" | ").append(c.exit() == 0 ? answered(c.stdout()) : stderr(c.stderr()))
                    .append(" |\n");
        }
        assertTrue(errors >= 25, "at least 25 kinds of bad input, found " + errors);

        String doc = Files.readString(DOC, StandardCharsets.UTF_8);
        int begin = doc.indexOf(BEGIN);
        int end = doc.indexOf(END);
        assertTrue(begin >= 0 && end > begin, DOC + " must hold the lines " + BEGIN + " and " + END);
        String expected = doc.substring(0, begin + BEGIN.length()) + "\n" + table + doc.substring(end);
        if (Boolean.getBoolean("grundy.updateDocs")) {
            Files.writeString(DOC, expected, StandardCharsets.UTF_8);
            doc = expected;
        }
        assertEquals(expected, doc, DOC + " differs from the errors-*.case files: rewrite its table with"
                + " ./mvnw -B -o verify -pl native-cli -am -Dtest=ErrorsDocTest -Dsurefire.failIfNoSpecifiedTests=false"
                + " -Dgrundy.updateDocs=true");
    }

    /** The input as text: printable ASCII as is, a line feed as \n, any other byte as \xNN; shortened. */
    private static String shown(byte[] bytes) {
        StringBuilder s = new StringBuilder();
        for (byte b : bytes) {
            int c = b & 0xff;
            if (s.length() >= INPUT_MAX) {
                return s + "... (" + bytes.length + " bytes)";
            }
            if (c == '\n') {
                s.append("\\n");
            } else if (c == '\r') {
                s.append("\\r");
            } else if (c == '\t') {
                s.append("\\t");
            } else if (c == '\\') {
                s.append("\\\\");
            } else if (c >= 0x20 && c < 0x7f) {
                s.append((char) c);
            } else {
                s.append(String.format("\\x%02X", c));
            }
        }
        return s.toString();
    }

    private static String answered(String stdout) {
        return "(nothing; the answer is `" + cell(stdout.strip().replace("\n", " / ")) + "`)";
    }

    private static String stderr(String text) {
        if (text.isEmpty()) {
            return "(nothing)";
        }
        StringBuilder s = new StringBuilder();
        for (String line : text.split("\n")) {
            if (s.length() > 0) {
                s.append("<br>");
            }
            s.append('`').append(cell(line)).append('`');
        }
        return s.toString();
    }

    /** Text safe inside a Markdown table cell. */
    private static String cell(String text) {
        return text.replace("|", "\\|");
    }
}
