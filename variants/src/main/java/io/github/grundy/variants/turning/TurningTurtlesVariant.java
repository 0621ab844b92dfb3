package io.github.grundy.variants.turning;

/** Turning Turtles, the turning code 1-2: turn over one or two coins, the rightmost from heads to tails. */
public final class TurningTurtlesVariant extends TurningPreset {

    public TurningTurtlesVariant() {
        super("turning-turtles", "Turning Turtles", "1-2", "turn over one or two coins, the rightmost from heads to tails", Formulas.TURNING_TURTLES);
    }
}
