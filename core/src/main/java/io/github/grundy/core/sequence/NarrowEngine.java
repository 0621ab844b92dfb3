package io.github.grundy.core.sequence;

/**
 * A mex engine that also fills 16-bit tables ({@link ValueTable.Narrow}), which
 * {@link GrundySequence} then keeps its values in. Internal to core: the rare/common engine is the
 * one; a plugin's engine fills {@code int} tables.
 */
interface NarrowEngine extends ValueEngine {

    /**
     * Fills {@code values[from..to]} as {@link #fill} does, but stops at the first heap whose value
     * does not fit 16 bits: that heap, or {@code to + 1} when all did. The values before it are
     * written; from there the table must grow wide and {@link #fill} go on.
     */
    int fillNarrow(char[] values, int from, int to);
}
