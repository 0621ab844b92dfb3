package io.github.grundy.variants.turning;

/** Ruler, the turning code 1+C: turn over any run of consecutive coins, the rightmost from heads to tails. */
public final class RulerVariant extends TurningPreset {

    public RulerVariant() {
        super("ruler", "Ruler", "1+C", "turn over any run of consecutive coins, the rightmost from heads to tails", Formulas.RULER);
    }
}
