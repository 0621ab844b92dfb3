package io.github.grundy.variants.turning;

/** Twins, the turning code 2: turn over exactly two coins, the rightmost from heads to tails. */
public final class TwinsVariant extends TurningPreset {

    public TwinsVariant() {
        super("twins", "Twins", "2", "turn over exactly two coins, the rightmost from heads to tails", Formulas.TWINS);
    }
}
