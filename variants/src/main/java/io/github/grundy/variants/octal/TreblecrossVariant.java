package io.github.grundy.variants.octal;

/** Treblecross, the take-and-break code 0.007: remove three adjacent pins of a row (Treblecross: three X in a row wins). */
public final class TreblecrossVariant extends TakeBreakPreset {

    public TreblecrossVariant() {
        super("treblecross", "Treblecross", "0.007", "remove three adjacent pins of a row (Treblecross: three X in a row wins)");
    }
}
