package io.github.grundy.variants.turning;

/** Triplets, the turning code 3: turn over exactly three coins, the rightmost from heads to tails. */
public final class TripletsVariant extends TurningPreset {

    public TripletsVariant() {
        super("triplets", "Triplets", "3", "turn over exactly three coins, the rightmost from heads to tails", Formulas.TRIPLETS);
    }
}
