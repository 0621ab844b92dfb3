package io.github.grundy.variants.turning;

import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.grid.GridGame;
import io.github.grundy.core.grid.ValueGrid;
import io.github.grundy.core.turning.Acrostic;
import io.github.grundy.core.turning.AcrosticTable;
import io.github.grundy.core.turning.TurningCode;
import io.github.grundy.core.turning.TurningMoves;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A board of the acrostic product of two strips: a move picks a head (x, y) and turns it over with
 * the other coins of a move of the rows' strip from coin x, all in column y, or of the columns'
 * strip from coin y, all in row x. A position is its heads, cells {@code x y} one after another;
 * it is worth the nim-sum of its heads' values g(A(x, y)) (the coin-turning theorem), tabled by
 * core's {@link Acrostic}. Coordinate 0 is the reference's heap 0, the empty strip: no move starts
 * there, so a head (0, y) plays as coin y of the columns' strip, (x, 0) as coin x of the rows'. A
 * move is encoded {@code {x, y, d, c_1..c_k}}: the head, the coordinate moved in (1: the rows'
 * strip, the others (c_i, y); 2: the columns', the others (x, c_i)) and the other coins.
 */
public final class AcrosticBoard implements PositionGame, GridGame {

    /** Cells a move's description names before it says how many more. */
    private static final int NAMED = 8;

    /** The most values a table may read, about a minute (as many as a strip's table visits moves, {@link TurningStrip}). */
    private static final double READS = 2e10;

    private final Acrostic product;
    private final String description;
    private final long maxTable;
    private final AcrosticTable table;

    AcrosticBoard(Acrostic product, String description, long maxTable) {
        this(product, description, maxTable, product.table(0, 0, READS));
    }

    private AcrosticBoard(Acrostic product, String description, long maxTable, AcrosticTable table) {
        this.product = product;
        this.description = description;
        this.maxTable = maxTable;
        this.table = table;
    }

    @Override
    public String describe() {
        return description;
    }

    /** Cells are pairs of coordinates from 0, each cell once. */
    @Override
    public void checkPosition(long[] cells) {
        if (cells.length % 2 != 0) {
            throw new IllegalArgumentException(description + ": a cell is two numbers, x y; found " + cells.length
                    + " numbers");
        }
        Set<List<Long>> seen = new HashSet<>();
        for (int i = 0; i < cells.length; i += 2) {
            if (cells[i] < 0 || cells[i + 1] < 0) {
                throw new IllegalArgumentException(description + ": coordinates are numbered from 0 (0: the empty"
                        + " strip), found (" + cells[i] + ", " + cells[i + 1] + ")");
            }
            if (!seen.add(List.of(cells[i], cells[i + 1]))) {
                throw new IllegalArgumentException(description + ": the cell (" + cells[i] + ", " + cells[i + 1]
                        + ") is listed twice (a coin is heads or tails: list each head once)");
            }
        }
    }

    @Override
    public AcrosticBoard prepare(long[] cells) {
        long x = 0;
        long y = 0;
        for (int i = 0; i < cells.length; i += 2) {
            x = Math.max(x, cells[i]);
            y = Math.max(y, cells[i + 1]);
        }
        AcrosticTable extended = extend(x, y);
        return extended == table ? this : new AcrosticBoard(product, description, maxTable, extended);
    }

    /** The table to (x, y) at least, within --max-table and the table's bounds. */
    private AcrosticTable extend(long x, long y) {
        long far = Math.max(x, y);
        if (far > maxTable) {
            throw new LimitExceededException(description + ": coordinate " + far + " is beyond the table, which holds"
                    + " coordinates up to --" + TurningVariant.MAX_TABLE.name() + "=" + maxTable + "; raise --"
                    + TurningVariant.MAX_TABLE.name() + " to solve it");
        }
        try {
            return table.extend(x, y, READS);
        } catch (LimitExceededException e) {
            throw e.withContext(description);
        }
    }

    @Override
    public boolean grundyKnown(long[] cells) {
        for (int i = 0; i < cells.length; i += 2) {
            if (!table.covers(cells[i], cells[i + 1])) {
                return false;
            }
        }
        return true;
    }

    /** The coin-turning theorem: the nim-sum of the heads' values. */
    @Override
    public long grundy(long[] cells) {
        long sum = 0;
        for (int i = 0; i < cells.length; i += 2) {
            if (!table.covers(cells[i], cells[i + 1])) {
                throw new IllegalArgumentException(description + ": the cell (" + cells[i] + ", " + cells[i + 1]
                        + ") is not tabled yet: prepare the position first");
            }
            sum ^= table.value(cells[i], cells[i + 1]);
        }
        return sum;
    }

    @Override
    public void forEachMove(long[] cells, OptionSink sink) {
        forEachMoveToValue(cells, -1, sink);
    }

    /**
     * Moves from each head, in the rows' strip then the columns'; a move of no other coin once (both
     * strips would turn the head alone). A move leads to the value of the position with its cells
     * flipped: the nim-sum changes by each cell's value. {@code value} -1 wants every move.
     */
    @Override
    public void forEachMoveToValue(long[] cells, long value, OptionSink sink) {
        long total = value < 0 ? 0 : grundy(cells);
        boolean[] going = {true};
        for (int i = 0; i < cells.length && going[0]; i += 2) {
            long x = cells[i];
            long y = cells[i + 1];
            long wanted = value < 0 ? -1 : total ^ table.value(x, y) ^ value;
            boolean[] alone = {false};
            new TurningMoves(product.rows()).forEachOption(x, xs -> {
                alone[0] |= xs.length == 0;
                return going[0] = offer(x, y, 1, xs, wanted, sink);
            });
            if (going[0]) {
                new TurningMoves(product.columns()).forEachOption(y, ys ->
                        going[0] = ys.length == 0 && alone[0] || offer(x, y, 2, ys, wanted, sink));
            }
        }
    }

    /** Hands the move to the sink when its cells' values xor to {@code wanted} (any, for -1); false to stop. */
    private boolean offer(long x, long y, int coordinate, long[] others, long wanted, OptionSink sink) {
        if (wanted >= 0) {
            long v = 0;
            for (long c : others) {
                v ^= coordinate == 1 ? table.value(c, y) : table.value(x, c);
            }
            if (v != wanted) {
                return true;
            }
        }
        long[] move = new long[3 + others.length];
        move[0] = x;
        move[1] = y;
        move[2] = coordinate;
        System.arraycopy(others, 0, move, 3, others.length);
        return sink.accept(move);
    }

    @Override
    public long[] play(long[] cells, long[] move) {
        if (move.length < 3 || move[2] != 1 && move[2] != 2) {
            throw new IllegalArgumentException("a move is x y d, d 1 (other coins in column y) or 2 (in row x), then"
                    + " the other coins");
        }
        long x = move[0];
        long y = move[1];
        if (!BoardCells.isHead(cells, x, y)) {
            throw new IllegalArgumentException("(" + x + ", " + y + ") is not a head: a move turns a head to tails");
        }
        long coin = move[2] == 1 ? x : y;
        long[] others = Arrays.copyOfRange(move, 3, move.length);
        for (int i = 0; i < others.length; i++) {
            if (others[i] < 1 || others[i] >= coin || i > 0 && others[i] <= others[i - 1]) {
                throw new IllegalArgumentException("list the other coins from 1 up, each once and below the head's "
                        + (move[2] == 1 ? "x" : "y"));
            }
        }
        TurningCode code = move[2] == 1 ? product.rows() : product.columns();
        if (coin < 1 || !code.allows(others, others.length, coin)) {
            throw new IllegalArgumentException(description + " does not " + describeMove(cells, move));
        }
        return BoardCells.turned(cells, Arrays.asList(turned(move)));
    }

    /** The cells a move turns, the other coins first (ascending), the head last. */
    private static long[][] turned(long[] move) {
        long[][] cells = new long[move.length - 2][];
        for (int i = 3; i < move.length; i++) {
            cells[i - 3] = move[2] == 1 ? new long[] {move[i], move[1]} : new long[] {move[0], move[i]};
        }
        cells[move.length - 3] = new long[] {move[0], move[1]};
        return cells;
    }

    /** {@code turn (1, 4), (3, 4), (5, 4)}: the cells turned, the head last. */
    @Override
    public String describeMove(long[] cells, long[] move) {
        long[][] turned = turned(move);
        StringBuilder s = new StringBuilder("turn ");
        for (int i = 0; i < turned.length; i++) {
            if (i < NAMED || i == turned.length - 1) {
                s.append(i == 0 ? "" : ", ").append('(').append(turned[i][0]).append(", ").append(turned[i][1]).append(')');
            }
            if (i == NAMED && turned.length > NAMED + 1) {
                s.append(", ").append(turned.length - 1 - NAMED).append(" more");
            }
        }
        return s.toString();
    }

    @Override
    public Optional<String> describePosition(long[] cells) {
        return BoardCells.describe(cells);
    }

    @Override
    public List<String> coordinateNames() {
        return List.of("x", "y");
    }

    /** Row x, column y: g(A(x, y)), row 0 the columns' strip and column 0 the rows' (heap 0, the empty strip). */
    @Override
    public ValueGrid grid(int rowCount, int columnCount) {
        AcrosticTable t = extend(rowCount - 1, columnCount - 1);
        long[] values = new long[rowCount * columnCount];
        for (int a = 0; a < rowCount; a++) {
            for (int b = 0; b < columnCount; b++) {
                values[a * columnCount + b] = t.value(a, b);
            }
        }
        return new ValueGrid(rowCount, columnCount, values);
    }
}
