package io.github.grundy.variants.turning;

/** Ruler Fives, the turning code 1-5C: turn over a run of one to five consecutive coins, the rightmost from heads to tails. */
public final class RulerFivesVariant extends TurningPreset {

    public RulerFivesVariant() {
        super("ruler-fives", "Ruler Fives", "1-5C", "turn over a run of one to five consecutive coins, the rightmost from heads to tails", Formulas.RULER_FIVES_FORM);
    }
}
