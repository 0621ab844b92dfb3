package io.github.grundy.cli.solve;

/** What {@code solve} says about winning moves. */
public enum MovesMode {
    /** Only the first winning move (cheapest). */
    first,
    /** Every winning move, up to {@code --limit}. */
    all,
    /** How many there are. */
    count,
    /** Nothing: only the winner and the Grundy value. */
    none
}
