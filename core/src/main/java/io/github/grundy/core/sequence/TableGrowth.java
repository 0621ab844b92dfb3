package io.github.grundy.core.sequence;

import io.github.grundy.core.game.Memory;
import java.util.function.Supplier;

/**
 * How a {@link GrundySequence}'s table grows: filled by its engine, copied into a longer array or
 * into one of 32 bits a value, each copy within the memory the process has (a refusal in words,
 * not an {@link OutOfMemoryError}).
 */
final class TableGrowth {

    private TableGrowth() {
    }

    /**
     * Fills {@code table[from..to]} with {@code engine}: 16 bits a value while the engine can and
     * the values fit, else (from the first value that does not) 32. The table it filled.
     */
    static ValueTable fill(ValueEngine engine, ValueTable table, int from, int to) {
        int at = from;
        if (table instanceof ValueTable.Narrow narrow) {
            if (engine instanceof NarrowEngine e) {
                at = e.fillNarrow(narrow.values(), from, to);
                if (at > to) {
                    return table;
                }
            }
            table = widened(narrow, at, table.capacity());
        }
        engine.fill(((ValueTable.Wide) table).values(), at, to);
        return table;
    }

    /**
     * A copy of {@code table}'s first {@code length} values in an array of at least {@code need}
     * (at most {@code most}): a quarter longer than the values at least, so that a table extended
     * in small steps (as {@code grundy table} does) is copied a few times, not at every step; and
     * the whole {@code most} at once when {@code need} is a quarter of it or more and memory has
     * room, since a table that long mostly goes on to its limit ({@code grundy table --to=N} sets
     * the limit to N). Measured on .6 to 2^22: the table was copied 19 times, the last copy
     * holding the old 6.4 MB and the new 8 MB at once.
     */
    static ValueTable grown(ValueTable table, int length, int need, int most) {
        int size = (int) Math.min(most, Math.max(need, length + length / 4L));
        if (need >= most / 4 && size < most && table.width() * (long) most <= Runtime.getRuntime().maxMemory() / 2) {
            size = most;
        }
        int chosen = size;
        long bytes = table.width() * (long) chosen;
        Supplier<String> what = () -> "a Grundy table of heaps 0.." + (chosen - 1);
        Memory.require(bytes, what);
        try {
            return table.copy(length, chosen);
        } catch (OutOfMemoryError e) {
            throw Memory.noRoom(bytes, what);
        }
    }

    /** The narrow table's first {@code length} values in a wide one of {@code size}. */
    static ValueTable widened(ValueTable.Narrow table, int length, int size) {
        long bytes = Integer.BYTES * (long) size;
        Supplier<String> what = () -> "a Grundy table of heaps 0.." + (size - 1) + " at 32 bits a value";
        Memory.require(bytes, what);
        try {
            return table.widened(length, size);
        } catch (OutOfMemoryError e) {
            throw Memory.noRoom(bytes, what);
        }
    }
}
