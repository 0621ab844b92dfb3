package io.github.grundy.variants.turning;

/** Grunt, the turning code 4FS: turn over four symmetric coins, the first coin of the strip among them, the rightmost from heads to tails. */
public final class GruntVariant extends TurningPreset {

    public GruntVariant() {
        super("grunt", "Grunt", "4FS", "turn over four symmetric coins, the first coin of the strip among them, the rightmost from heads to tails", null);
    }
}
