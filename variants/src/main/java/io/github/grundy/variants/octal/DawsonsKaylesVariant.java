package io.github.grundy.variants.octal;

/** Dawson's Kayles, the take-and-break code 0.07: knock down two adjacent pins of a row. */
public final class DawsonsKaylesVariant extends TakeBreakPreset {

    public DawsonsKaylesVariant() {
        super("dawson", "Dawson's Kayles", "0.07", "knock down two adjacent pins of a row");
    }
}
