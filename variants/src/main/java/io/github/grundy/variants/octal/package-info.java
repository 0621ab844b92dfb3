/**
 * Take-and-break games ({@code octal} and hexadecimal codes): {@link io.github.grundy.variants.octal.TakeBreak}
 * plays any {@link io.github.grundy.core.sequence.TakeBreakCode}, with proved periods where the
 * take-and-break periodicity theorem applies; {@code kayles}, {@code dawson}, {@code grundy-game}
 * and {@code treblecross} are the named ones.
 */
package io.github.grundy.variants.octal;
