package io.github.grundy.cli.table;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.cli.plot.PlotSize;
import io.github.grundy.core.game.Game;
import io.github.grundy.core.grid.BoxGame;
import io.github.grundy.core.grid.GridGame;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Which table {@code table} writes for a game of points: a grid of two coordinates ({@link
 * GridTable}, with its heat map), or a box of any number ({@link BoxTable}: three coordinates and
 * more, a vector rule's heaps, or points kept by {@code --where}); the heap tables' options refused.
 */
final class PointTables {

    private PointTables() {
    }

    /** The table of a game of points: a grid (rows 0..A, columns 0..B of {@code --to=AxB}), or a box ({@link BoxTable}). */
    static int table(TableCommand c, Console console, OutputStream standardOutput, Game game, PlotSize size)
            throws IOException {
        String name = game.describe();
        List<String> refused = new ArrayList<>();
        Object[] heapOnly = {c.from != null, "--from", c.noStop, "--no-stop", c.misere, "--misere", c.quotient,
            "--quotient", c.maxPositions != null, "--max-positions", c.verbose, "--verbose", c.checkpoint != null,
            "--checkpoint", c.resume != null, "--resume", c.storeOptions.store != null, "--store",
            c.storeOptions.frequencies != null, "--frequencies"};
        for (int i = 0; i < heapOnly.length; i += 2) {
            if ((Boolean) heapOnly[i]) {
                refused.add((String) heapOnly[i + 1]);
            }
        }
        boolean box = game instanceof BoxGame b && (b.width() != 2 || c.where != null || c.end instanceof TableEnd.Box);
        if (!refused.isEmpty()) {
            throw new UserError(name + ": a " + (box ? "box of points is tabled from the origin to --to=AxBxC"
                    : "grid of points (a, b) is tabled from (0, 0) to --to=AxB") + ", in normal play; "
                    + String.join(", ", refused) + (refused.size() == 1 ? " is" : " are") + " for heap games");
        }
        TableWriter.Layout layout = c.raw ? TableWriter.Layout.RAW : c.json ? TableWriter.Layout.JSON
                : c.summary ? TableWriter.Layout.SUMMARY : TableWriter.Layout.BLOCKS;
        if (box) {
            if (c.plot != null) {
                throw new UserError(name + ": --plot draws a grid of two coordinates as a heat map; a box of points,"
                        + " or one filtered by --where, is tabled as lines");
            }
            return BoxTable.table(console, (BoxGame) game, name, c.end, c.where, layout);
        }
        if (c.where != null || c.end instanceof TableEnd.Box) {
            throw new UserError(name + ": its table is a grid of points (a, b), from (0, 0) to --to=AxB"
                    + (c.where != null ? "; --where keeps some points of a rule's table" : ""));
        }
        PlotTarget target = c.plot == null ? null : PlotTarget.of(c.plot, c.plotFormat, standardOutput);
        return GridTable.table(console, (GridGame) game, name, c.end, layout, target, size);
    }
}
