package org.example.wythoff;

import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.game.PositionGame;
import java.math.BigInteger;

/**
 * Wythoff's game: two heaps; a move takes any positive number of objects from one heap, or the
 * same positive number from both. Who cannot move (both heaps empty) loses.
 *
 * <p>A move may change both heaps, so a position is not a sum of two independent heaps: it is one
 * {@link PositionGame} whose position is the vector {@code {a, b}}. A move is encoded
 * {@code {heaps, k}}: {@code heaps} says which heaps lose {@code k} objects each, as a bit mask
 * (1 = heap 1, 2 = heap 2, 3 = both). Canonical order: heap 1, then heap 2, then both; {@code k}
 * ascending.
 *
 * <p><b>What comes from where.</b>
 * <ul>
 *   <li>The outcome and the winning moves of <em>any</em> position, heaps up to 2^63-1: from the
 *       closed form of the P-positions, {@code (floor(kφ), floor(kφ²))} ({@link PPositions}). A
 *       winning move is a move to a P-position; there is at most one per kind of move (one heap
 *       holds at most one P-position with a given other heap, and a difference belongs to one
 *       P-position), so at most three, found in O(1).</li>
 *   <li>The Grundy value: no closed form is known, so it comes from a table of every position
 *       with both heaps up to {@code n}, built by {@link #prepare} for the position asked, up to
 *       the variant's {@code --max-table}. Beyond it grundy answers by the outcome alone.</li>
 * </ul>
 *
 * <p><b>The table.</b> {@code g(a, b)} is the mex of the values in its row to the left, its
 * column above, and its diagonal up-left. Filling the table row by row, each row, column and
 * diagonal keeps a bitset of the values seen so far, and the mex of a cell is the first bit clear
 * in the union of its three sets: {@code (n+1)²} cells, each a scan of O(n/64) words, and
 * {@code 4(n+1)²} bytes for the values. A value is at most the number of options, {@code 3n}.
 *
 * <p>Immutable and thread-safe: {@link #prepare} returns a new game holding the table.
 */
public final class Wythoff implements PositionGame {

    private final int maxTable;
    /** The largest heap of the table, -1 when there is none. */
    private final int tabled;
    /** g(a, b) at {@code a * (tabled + 1) + b}. */
    private final int[] values;

    /** The game, its table to be built by {@link #prepare} for heaps up to {@code maxTable}. */
    public Wythoff(int maxTable) {
        this(maxTable, -1, new int[0]);
    }

    private Wythoff(int maxTable, int tabled, int[] values) {
        if (maxTable < 0) {
            throw new IllegalArgumentException("wythoff: --max-table must be at least 0, found " + maxTable);
        }
        this.maxTable = maxTable;
        this.tabled = tabled;
        this.values = values;
    }

    @Override
    public String describe() {
        return "wythoff";
    }

    @Override
    public void checkPosition(long[] position) {
        if (position.length != 2) {
            throw new IllegalArgumentException("wythoff: a position is two heaps, found " + position.length
                    + (position.length == 1 ? " number" : " numbers"));
        }
        for (int i = 0; i < 2; i++) {
            if (position[i] < 0) {
                throw new IllegalArgumentException("wythoff: heap " + (i + 1) + " is negative: " + position[i]);
            }
        }
    }

    /**
     * This game with the Grundy values of every position up to the larger heap of
     * {@code position}.
     *
     * @throws LimitExceededException if that heap is beyond {@code --max-table} (a limit: exit 3)
     */
    @Override
    public Wythoff prepare(long[] position) {
        checkPosition(position);
        long n = Math.max(position[0], position[1]);
        if (n <= tabled) {
            return this;
        }
        if (n > maxTable) {
            throw new LimitExceededException("wythoff: heap " + n + " is beyond the Grundy table, which holds heaps"
                    + " up to --max-table=" + maxTable);
        }
        return new Wythoff(maxTable, (int) n, table((int) n));
    }

    @Override
    public boolean grundyKnown(long[] position) {
        checkPosition(position);
        return Math.max(position[0], position[1]) <= tabled;
    }

    @Override
    public long grundy(long[] position) {
        if (!grundyKnown(position)) {
            throw new IllegalArgumentException("wythoff: heap " + Math.max(position[0], position[1])
                    + " is beyond the Grundy table (heaps up to " + tabled + ", --max-table=" + maxTable + ")");
        }
        return values[(int) position[0] * (tabled + 1) + (int) position[1]];
    }

    /** By the closed form, for any position. */
    @Override
    public Outcome outcome(long[] position) {
        checkPosition(position);
        return PPositions.isP(position[0], position[1]) ? Outcome.P : Outcome.N;
    }

    @Override
    public void forEachMove(long[] position, OptionSink sink) {
        checkPosition(position);
        long[] move = new long[2];
        long both = Math.min(position[0], position[1]);
        long[] most = {position[0], position[1], both};
        for (int heaps = 1; heaps <= 3; heaps++) {
            move[0] = heaps;
            for (long k = 1; k <= most[heaps - 1] && k > 0; k++) { // k > 0: stop if k wraps past 2^63-1
                move[1] = k;
                if (!sink.accept(move)) {
                    return;
                }
            }
        }
    }

    @Override
    public long[] play(long[] position, long[] move) {
        checkMove(position, move);
        long[] next = position.clone();
        if ((move[0] & 1) != 0) {
            next[0] -= move[1];
        }
        if ((move[0] & 2) != 0) {
            next[1] -= move[1];
        }
        return next;
    }

    /** {@code heap 1: 5 -> 4 (take 1)}, {@code both heaps: 5 7 -> 3 5 (take 2 from each)}. */
    @Override
    public String describeMove(long[] position, long[] move) {
        checkMove(position, move);
        long k = move[1];
        if (move[0] == 3) {
            return "both heaps: " + position[0] + " " + position[1] + " -> " + (position[0] - k) + " " + (position[1] - k)
                    + " (take " + k + " from each)";
        }
        int heap = (int) move[0];
        long from = position[heap - 1];
        return "heap " + heap + ": " + from + " -> " + (from - k) + " (take " + k + ")";
    }

    /**
     * The moves to a position of value {@code value}. For 0 (the winning moves) by the closed
     * form, for any position; for other values from the table, which must cover the position.
     */
    @Override
    public void forEachMoveToValue(long[] position, long value, OptionSink sink) {
        checkPosition(position);
        if (value == 0) {
            long[] takes = winningTakes(position);
            for (int heaps = 1; heaps <= 3; heaps++) {
                if (takes[heaps - 1] > 0 && !sink.accept(new long[] {heaps, takes[heaps - 1]})) {
                    return;
                }
            }
            return;
        }
        if (!grundyKnown(position)) {
            grundy(position); // throws, naming the table's end
        }
        forEachMove(position, move -> grundy(play(position, move)) != value || sink.accept(move));
    }

    @Override
    public long countMovesToValue(long[] position, long value) {
        checkPosition(position);
        if (value != 0) {
            return PositionGame.super.countMovesToValue(position, value);
        }
        long count = 0;
        for (long take : winningTakes(position)) {
            if (take > 0) {
                count++;
            }
        }
        return count;
    }

    /**
     * The objects to take to reach a P-position: from heap 1, from heap 2, from both; 0 where no
     * such move does. Heap 1 goes down to the partner of heap 2, heap 2 to the partner of heap 1,
     * and both to the P-position of their difference, which keeps the smaller heap smaller.
     */
    private static long[] winningTakes(long[] position) {
        long a = position[0];
        long b = position[1];
        long[] takes = new long[3];
        if (PPositions.isP(a, b)) {
            return takes;
        }
        BigInteger x = PPositions.partner(b);
        if (x.compareTo(BigInteger.valueOf(a)) < 0) {
            takes[0] = a - x.longValueExact();
        }
        BigInteger y = PPositions.partner(a);
        if (y.compareTo(BigInteger.valueOf(b)) < 0) {
            takes[1] = b - y.longValueExact();
        }
        long lo = Math.min(a, b);
        BigInteger low = PPositions.lower(BigInteger.valueOf(Math.max(a, b) - lo));
        if (low.compareTo(BigInteger.valueOf(lo)) < 0) {
            takes[2] = lo - low.longValueExact();
        }
        return takes;
    }

    private void checkMove(long[] position, long[] move) {
        checkPosition(position);
        if (move.length != 2 || move[0] < 1 || move[0] > 3 || move[1] < 1) {
            throw new IllegalArgumentException("wythoff: a move is {heaps 1, 2 or 3, objects >= 1}");
        }
        if (((move[0] & 1) != 0 && move[1] > position[0]) || ((move[0] & 2) != 0 && move[1] > position[1])) {
            throw new IllegalArgumentException("wythoff: cannot take " + move[1] + " from heaps " + position[0] + " "
                    + position[1] + (move[0] == 3 ? " (both)" : " (heap " + move[0] + ")"));
        }
    }

    /** g(a, b) for {@code 0 <= a, b <= n}, row by row (see the class comment). */
    static int[] table(int n) {
        int side = n + 1;
        int words = (3 * n) / 64 + 1;
        int[] g = new int[side * side];
        long[] rows = new long[side * words];
        long[] columns = new long[side * words];
        long[] diagonals = new long[(2 * n + 1) * words];
        for (int a = 0; a <= n; a++) {
            int row = a * words;
            for (int b = 0; b <= n; b++) {
                int column = b * words;
                int diagonal = (b - a + n) * words;
                int w = 0;
                long free = ~(rows[row] | columns[column] | diagonals[diagonal]);
                while (free == 0) {
                    w++;
                    free = ~(rows[row + w] | columns[column + w] | diagonals[diagonal + w]);
                }
                int v = (w << 6) + Long.numberOfTrailingZeros(free);
                g[a * side + b] = v;
                long bit = 1L << v;
                rows[row + (v >>> 6)] |= bit;
                columns[column + (v >>> 6)] |= bit;
                diagonals[diagonal + (v >>> 6)] |= bit;
            }
        }
        return g;
    }

    @Override
    public String toString() {
        return "wythoff (table up to " + tabled + ", --max-table=" + maxTable + ")";
    }
}
