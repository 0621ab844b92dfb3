package io.github.grundy.variants.turning;

/** Moebius, the turning code 1-5: turn over one to five coins, the rightmost from heads to tails. */
public final class MoebiusVariant extends TurningPreset {

    public MoebiusVariant() {
        super("moebius", "Moebius", "1-5", "turn over one to five coins, the rightmost from heads to tails", null);
    }
}
