package io.github.grundy.variants.octal;

/** Kayles, the take-and-break code 0.77: knock down one pin or two adjacent pins of a row. */
public final class KaylesVariant extends TakeBreakPreset {

    public KaylesVariant() {
        super("kayles", "Kayles", "0.77", "knock down one pin or two adjacent pins of a row");
    }
}
