package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code grundy table acrostic --rows=motley --columns=ruler --to=5x20} prints CGSuite's table of
 * Strip and Streak (its GameHeapTest, rows m = 0..5, columns n = 0..20), read back number by
 * number from the grid's lines (the P-position mark {@code *} dropped), and {@code --raw} prints
 * the same numbers.
 */
class AcrosticTableTest {

    private static final String REFERENCE = """
             0  1  2  1  4  1  2  1  8  1  2  1  4  1  2  1 16  1  2  1  4
             1  1  2  1  4  1  2  1  8  1  2  1  4  1  2  1 16  1  2  1  4
             2  2  1  2  5  2  1  2  9  2  1  2  5  2  1  2 17  2  1  2  5
             4  4  5  4  2  4  5  4 10  4  5  4  2  4  5  4 18  4  5  4  2
             8  8  9  8 10  8  9  8  4  8  9  8 10  8  9  8 20  8  9  8 10
            16 16 17 16 18 16 17 16 20 16 17 16 18 16 17 16  8 16 17 16 18
            """;

    private static List<List<Long>> numbers(List<String> lines) {
        List<List<Long>> rows = new ArrayList<>();
        for (String line : lines) {
            List<Long> row = new ArrayList<>();
            for (String part : line.replace("*", " ").trim().split(" +")) {
                row.add(Long.parseLong(part));
            }
            rows.add(row);
        }
        return rows;
    }

    @Test
    void stripAndStreakPrintsTheReferenceTable() {
        List<List<Long>> reference = numbers(REFERENCE.lines().toList());
        CliCase.Outcome grid = Jvm.run(List.of("table", "acrostic", "--rows=motley", "--columns=ruler", "--to=5x20"),
                new byte[0]);
        assertEquals(0, grid.exit(), grid.stderr());
        List<String> lines = grid.stdout().lines().toList();
        // The heading, the column numbers, then a line a row: its number x = m first.
        List<List<Long>> rows = numbers(lines.subList(2, 8));
        for (int m = 0; m < rows.size(); m++) {
            assertEquals((long) m, rows.get(m).get(0), "row label of " + lines.get(2 + m));
            assertEquals(reference.get(m), rows.get(m).subList(1, rows.get(m).size()), "row m = " + m);
        }
        assertEquals(Arrays.asList(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L, 15L, 16L, 17L, 18L,
                19L, 20L), numbers(List.of(lines.get(1).substring(3))).get(0), "the columns n = 0..20");

        CliCase.Outcome raw = Jvm.run(List.of("table", "acrostic", "--rows=1+", "--columns=1+C", "--to=5x20", "--raw"),
                new byte[0]);
        assertEquals(reference, numbers(raw.stdout().lines().toList()));
    }
}
