package io.github.grundy.variants.turning;

/** Sym, the turning code 1+S: turn over any symmetric set of coins, the rightmost from heads to tails. */
public final class SymVariant extends TurningPreset {

    public SymVariant() {
        super("sym", "Sym", "1+S", "turn over any symmetric set of coins, the rightmost from heads to tails", null);
    }
}
