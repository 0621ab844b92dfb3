package io.github.grundy.variants.turning;

/** Mogul, the turning code 1-7: turn over one to seven coins, the rightmost from heads to tails. */
public final class MogulVariant extends TurningPreset {

    public MogulVariant() {
        super("mogul", "Mogul", "1-7", "turn over one to seven coins, the rightmost from heads to tails", null);
    }
}
