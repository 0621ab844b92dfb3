package io.github.grundy.variants.turning;

import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.grid.GridGame;
import io.github.grundy.core.grid.ValueGrid;
import io.github.grundy.core.turning.Tartan;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A board of two strips, their Tartan (direct) product: a move picks a head (x, y), a move of the
 * rows' strip from coin x (coins x_1 < ... < x) and one of the columns' strip from coin y, and
 * turns over every cell (x_i, y_j), the head from heads to tails. A position is its heads, the
 * cells {@code x y} one after another (coordinates from 1); by the Tartan theorem it is worth the
 * nim-sum of g1(x) ⊗ g2(y) over its heads. A move is encoded {@code {x, y, k, x_1..x_k, y_1..y_m}}:
 * the head, how many other rows, the other rows and the other columns.
 */
public final class TartanBoard implements PositionGame, GridGame {

    /** Cells a move's description names before it says how many more. */
    private static final int NAMED = 8;

    private final TurningStrip rows;
    private final TurningStrip columns;
    private final String description;
    private final Tartan tartan;

    TartanBoard(TurningStrip rows, TurningStrip columns, String description) {
        this.rows = rows;
        this.columns = columns;
        this.description = description;
        this.tartan = new Tartan(List.of(rows, columns));
    }

    @Override
    public String describe() {
        return description;
    }

    /** Cells are pairs of coordinates from 1, each cell once. */
    @Override
    public void checkPosition(long[] cells) {
        if (cells.length % 2 != 0) {
            throw new IllegalArgumentException(description + ": a cell is two numbers, x y; found " + cells.length
                    + " numbers");
        }
        Set<List<Long>> seen = new HashSet<>();
        for (int i = 0; i < cells.length; i += 2) {
            if (cells[i] < 1 || cells[i + 1] < 1) {
                throw new IllegalArgumentException(description + ": coordinates are numbered from 1, found ("
                        + cells[i] + ", " + cells[i + 1] + ")");
            }
            rows.checkHeap(cells[i]);
            columns.checkHeap(cells[i + 1]);
            if (!seen.add(List.of(cells[i], cells[i + 1]))) {
                throw new IllegalArgumentException(description + ": the cell (" + cells[i] + ", " + cells[i + 1]
                        + ") is listed twice (a coin is heads or tails: list each head once)");
            }
        }
    }

    @Override
    public TartanBoard prepare(long[] cells) {
        long x = 0;
        long y = 0;
        for (int i = 0; i < cells.length; i += 2) {
            x = Math.max(x, cells[i]);
            y = Math.max(y, cells[i + 1]);
        }
        return new TartanBoard(rows.prepare(x), columns.prepare(y), description);
    }

    /** The Tartan theorem: the nim-sum of the heads' worths. */
    @Override
    public long grundy(long[] cells) {
        long sum = 0;
        for (int i = 0; i < cells.length; i += 2) {
            sum ^= tartan.value(cells[i], cells[i + 1]);
        }
        return sum;
    }

    @Override
    public void forEachMove(long[] cells, OptionSink sink) {
        boolean[] going = {true};
        for (int i = 0; i < cells.length && going[0]; i += 2) {
            long x = cells[i];
            long y = cells[i + 1];
            List<long[]> ys = new ArrayList<>();
            columns.forEachOption(y, o -> ys.add(o.clone()));
            rows.forEachOption(x, xs -> {
                for (long[] o : ys) {
                    long[] move = new long[3 + xs.length + o.length];
                    move[0] = x;
                    move[1] = y;
                    move[2] = xs.length;
                    System.arraycopy(xs, 0, move, 3, xs.length);
                    System.arraycopy(o, 0, move, 3 + xs.length, o.length);
                    if (!sink.accept(move)) {
                        going[0] = false;
                        return false;
                    }
                }
                return true;
            });
        }
    }

    @Override
    public long[] play(long[] cells, long[] move) {
        if (move.length < 3 || move[2] < 0 || move[2] > move.length - 3) {
            throw new IllegalArgumentException("a move is x y k, then k other rows and the other columns");
        }
        long x = move[0];
        long y = move[1];
        int k = (int) move[2];
        long[] xs = Arrays.copyOfRange(move, 3, 3 + k);
        long[] ys = Arrays.copyOfRange(move, 3 + k, move.length);
        if (!BoardCells.isHead(cells, x, y)) {
            throw new IllegalArgumentException("(" + x + ", " + y + ") is not a head: a move turns a head to tails,"
                    + " its far corner");
        }
        if (!rows.turns(x, xs) || !columns.turns(y, ys)) {
            throw new IllegalArgumentException(description + " does not turn " + describeMove(cells, move).substring(5));
        }
        List<long[]> turned = new ArrayList<>();
        for (long a : withCoin(xs, x)) {
            for (long b : withCoin(ys, y)) {
                turned.add(new long[] {a, b});
            }
        }
        return BoardCells.turned(cells, turned);
    }

    private static long[] withCoin(long[] others, long coin) {
        long[] all = Arrays.copyOf(others, others.length + 1);
        all[others.length] = coin;
        return all;
    }

    /** {@code turn (1, 2), (1, 5), (3, 2), (3, 5)}: the cells turned, row by row, the head last. */
    @Override
    public String describeMove(long[] cells, long[] move) {
        int k = (int) move[2];
        long[] xs = withCoin(Arrays.copyOfRange(move, 3, 3 + k), move[0]);
        long[] ys = withCoin(Arrays.copyOfRange(move, 3 + k, move.length), move[1]);
        StringBuilder s = new StringBuilder("turn ");
        int named = 0;
        for (long a : xs) {
            for (long b : ys) {
                if (named < NAMED) {
                    s.append(named == 0 ? "" : ", ").append('(').append(a).append(", ").append(b).append(')');
                }
                named++;
            }
        }
        if (named > NAMED) {
            s.append(" and ").append(named - NAMED).append(" more");
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

    /** Row x, column y: g1(x) ⊗ g2(y), 0 on row or column 0 (no coin there). */
    @Override
    public ValueGrid grid(int rowCount, int columnCount) {
        TurningStrip r = rows.prepare(rowCount - 1);
        TurningStrip c = columns.prepare(columnCount - 1);
        Tartan t = new Tartan(List.of(r, c));
        long[] values = new long[rowCount * columnCount];
        for (int a = 0; a < rowCount; a++) {
            for (int b = 0; b < columnCount; b++) {
                values[a * columnCount + b] = a == 0 || b == 0 ? 0 : t.value(a, b);
            }
        }
        return new ValueGrid(rowCount, columnCount, values);
    }
}
