package io.github.grundy.variants.turning;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The positions of the two-strip boards ({@link TartanBoard}, {@link AcrosticBoard}): the cells
 * with a head up, as pairs {@code x y} in one array. What a board's games share of them: whether
 * a cell is a head, the cells after a move turns some, and the words of a position.
 */
final class BoardCells {

    private BoardCells() {
    }

    /** Whether {@code (x, y)} is among {@code cells}. */
    static boolean isHead(long[] cells, long x, long y) {
        for (int i = 0; i < cells.length; i += 2) {
            if (cells[i] == x && cells[i + 1] == y) {
                return true;
            }
        }
        return false;
    }

    /** {@code cells} with each of the {@code turned} cells (pairs {@code x, y}) turned over, in order of first appearance. */
    static long[] turned(long[] cells, Iterable<long[]> turned) {
        Set<List<Long>> after = new LinkedHashSet<>();
        for (int i = 0; i < cells.length; i += 2) {
            after.add(List.of(cells[i], cells[i + 1]));
        }
        for (long[] cell : turned) {
            List<Long> c = List.of(cell[0], cell[1]);
            if (!after.remove(c)) {
                after.add(c);
            }
        }
        long[] next = new long[2 * after.size()];
        int n = 0;
        for (List<Long> c : after) {
            next[n++] = c.get(0);
            next[n++] = c.get(1);
        }
        return next;
    }

    /** A position in words: {@code (1, 2) + (3, 4)}, or "no head". */
    static Optional<String> describe(long[] cells) {
        if (cells.length == 0) {
            return Optional.of("no head");
        }
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < cells.length; i += 2) {
            s.append(i == 0 ? "" : " + ").append('(').append(cells[i]).append(", ").append(cells[i + 1]).append(')');
        }
        return Optional.of(s.toString());
    }
}
