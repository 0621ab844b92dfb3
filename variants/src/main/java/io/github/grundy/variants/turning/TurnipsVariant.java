package io.github.grundy.variants.turning;

/** Turnips, the turning code 3E: turn over three equally spaced coins, the rightmost from heads to tails. */
public final class TurnipsVariant extends TurningPreset {

    public TurnipsVariant() {
        super("turnips", "Turnips", "3E", "turn over three equally spaced coins, the rightmost from heads to tails", null);
    }
}
