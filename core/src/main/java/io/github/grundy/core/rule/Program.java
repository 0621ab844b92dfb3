package io.github.grundy.core.rule;

import java.util.List;

/**
 * A rule as parsed: its parameters, its named values, the position it moves from and the
 * expression of its options.
 *
 * @param params      the parameters, in the order declared
 * @param lets        the named values of the whole rule ({@code let x = ...} on a line of its own)
 * @param coordinates the names of the position's coordinates: one for a heap rule ({@code n ->}),
 *                    two or more for a coordinate rule ({@code (a, b) ->}); for a vector rule
 *                    ({@code [h] ->}), the name of the whole position
 * @param vector      whether the rule moves a whole position of any number of heaps ({@code [h] ->})
 * @param options     the options of the position
 * @param arrowAt     where {@code ->} stands, for errors about the rule as a whole
 * @param domain      a heap rule's least heap ({@code n >= 1 -> ...}), or null for heaps from 0
 */
record Program(List<Param> params, List<Binding> lets, List<String> coordinates, boolean vector, Expr options,
        int arrowAt, Expr domain) {

    /**
     * {@code param name = default in low..high}.
     *
     * @param name    the parameter's name
     * @param at      where it is declared
     * @param value   its default, or null when it must be given
     * @param low     its least value, or null for none
     * @param high    its largest value, or null for none
     */
    record Param(String name, int at, Expr value, Expr low, Expr high) {
    }

    /** {@code let name = value}, on a line of its own. */
    record Binding(String name, int at, Expr value) {
    }
}
