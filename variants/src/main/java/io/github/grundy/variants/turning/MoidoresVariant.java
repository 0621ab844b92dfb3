package io.github.grundy.variants.turning;

/** Moidores, the turning code 1-9: turn over one to nine coins, the rightmost from heads to tails. */
public final class MoidoresVariant extends TurningPreset {

    public MoidoresVariant() {
        super("moidores", "Moidores", "1-9", "turn over one to nine coins, the rightmost from heads to tails", null);
    }
}
