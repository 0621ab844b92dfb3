package io.github.grundy.cli.table;

import io.github.grundy.cli.common.WholeNumber;
import picocli.CommandLine.TypeConversionException;

/**
 * What {@code table --to} names: the last heap of a heap game's table ({@code --to=1000}), or the
 * last point of a two-coordinate game's grid ({@code --to=19x29}: rows 0..19, columns 0..29; a
 * single number N is the square N x N), or the last point of a box of three coordinates or more
 * ({@code --to=15x15x15}; a vector rule's heaps, {@code --to=8x8x8} for three).
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
     * The last point of a box of three coordinates or more.
     *
     * @param lasts each coordinate's last value, 0 or more
     */
    record Box(java.util.List<Long> lasts) implements TableEnd {

        /** Keeps an immutable copy. */
        public Box {
            lasts = java.util.List.copyOf(lasts);
        }
    }

    /**
     * The text of this end as --to takes it: {@code 100}, {@code 19x29}, {@code 8x8x8}.
     *
     * @return the text
     */
    default String text() {
        if (this instanceof Heap h) {
            return Long.toString(h.last());
        }
        if (this instanceof Point p) {
            return p.lastRow() + "x" + p.lastColumn();
        }
        return String.join("x", ((Box) this).lasts().stream().map(String::valueOf).toList());
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
            String[] parts = text.split("[xX]", -1);
            java.util.List<Long> lasts = new java.util.ArrayList<>();
            for (String part : parts) {
                long last = WholeNumber.parse(part, Long.MIN_VALUE, Long.MAX_VALUE);
                if (last < 0) {
                    throw new TypeConversionException(text);
                }
                lasts.add(last);
            }
            return lasts.size() == 2 ? new Point(lasts.get(0), lasts.get(1)) : new Box(lasts);
        } catch (TypeConversionException e) {
            // The whole text is named below, not a part of it.
        }
        throw new TypeConversionException("'" + text + "' is neither a heap N nor a grid's last point AxB (two whole"
                + " numbers, 0 or more, such as 19x29) nor a box's, AxBxC...");
    }
}
