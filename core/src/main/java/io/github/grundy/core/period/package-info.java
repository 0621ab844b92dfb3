/**
 * Periodicity: when a finite table of values proves that a sequence repeats for ever.
 *
 * <p>A heap game's Grundy values (and a misère quotient's map {@code Φ}) are often ultimately
 * periodic, and a theorem of the game's family says how long a stretch of the table must repeat
 * to prove it: one window of values for a subtraction game, the Guy–Smith range
 * {@code 2e + p + t} for an octal game (Guy and Smith, "The G-values of various games", 1956;
 * Winning Ways, ch. 4), its generalisation to moves that leave more heaps. {@link
 * io.github.grundy.core.period.PeriodCriterion} is such a theorem, {@link
 * io.github.grundy.core.period.Period#find} finds the least period a table proves under it
 * (linear time), and {@link io.github.grundy.core.period.PeriodProof} is the certificate a game
 * hands out. A period may carry a saltus ({@link io.github.grundy.core.period.ArithmeticPeriod}:
 * values that climb by the same amount each period); {@link
 * io.github.grundy.core.period.ObservedPeriod} says what a table shows where no theorem proves
 * anything, a plain period or one with a saltus. Two tests prove a saltus ({@link
 * io.github.grundy.core.period.ArithmeticProof}): {@link
 * io.github.grundy.core.period.AllButSubtraction} for the all-but subtraction games and {@link
 * io.github.grundy.core.period.ThreeHeapSaltus} for take-and-break codes that leave up to three
 * heaps, both proved in docs/theory.md.
 *
 * <p>The bottom of core: it depends on nothing but the JDK, so that the game model can name a
 * period proof ({@code HeapGame.periodProof()}).
 */
package io.github.grundy.core.period;
