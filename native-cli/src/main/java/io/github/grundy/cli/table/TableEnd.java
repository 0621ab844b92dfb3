package io.github.grundy.cli.table;

import io.github.grundy.cli.common.WholeNumber;
import picocli.CommandLine.TypeConversionException;

/**
 * What {@code table --to} names: the last heap of a heap game's table ({@code --to=1000}), or the
 * last point of a two-coordinate game's grid ({@code --to=19x29}: rows 0..19, columns 0..29; a
 * single number N is the square N x N).
 */
public sealed interface TableEnd {

    /**
     * The last heap.
     *
     * @param last the heap
     */
    record Heap(long last) implements TableEnd {
    }

    /**
     * The last point of a grid.
     *
     * @param lastRow    the last row, 0 or more
     * @param lastColumn the last column, 0 or more
     */
    record Point(long lastRow, long lastColumn) implements TableEnd {
    }

    /**
     * {@code --to}'s text as a heap or a point, refused in words as other numbers are.
     *
     * @param text {@code N} or {@code AxB}
     * @return the end
     * @throws TypeConversionException if it is neither
     */
    public static TableEnd parse(String text) {
        int x = text.indexOf('x') >= 0 ? text.indexOf('x') : text.indexOf('X');
        if (x < 0 && text.matches("-?[0-9]+")) {
            return new Heap(WholeNumber.parse(text, Long.MIN_VALUE, Long.MAX_VALUE));
        }
        try {
            if (x < 0) {
                throw new TypeConversionException(text);
            }
            long a = WholeNumber.parse(text.substring(0, x), Long.MIN_VALUE, Long.MAX_VALUE);
            long b = WholeNumber.parse(text.substring(x + 1), Long.MIN_VALUE, Long.MAX_VALUE);
            if (a >= 0 && b >= 0) {
                return new Point(a, b);
            }
        } catch (TypeConversionException e) {
            // The whole text is named below, not a part of it.
        }
        throw new TypeConversionException("'" + text + "' is neither a heap N nor a grid's last point AxB (two whole"
                + " numbers, 0 or more, such as 19x29)");
    }
}
