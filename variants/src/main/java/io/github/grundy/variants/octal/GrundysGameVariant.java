package io.github.grundy.variants.octal;

/** Grundy's game, the take-and-break code 4!.0: split one heap into two unequal heaps. */
public final class GrundysGameVariant extends TakeBreakPreset {

    public GrundysGameVariant() {
        super("grundy-game", "Grundy's game", "4!.0", "split one heap into two unequal heaps");
    }
}
