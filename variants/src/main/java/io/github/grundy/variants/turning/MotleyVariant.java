package io.github.grundy.variants.turning;

/** Motley, the turning code 1+: turn over any number of coins, the rightmost from heads to tails. */
public final class MotleyVariant extends TurningPreset {

    public MotleyVariant() {
        super("motley", "Motley", "1+", "turn over any number of coins, the rightmost from heads to tails", Formulas.MOTLEY);
    }
}
