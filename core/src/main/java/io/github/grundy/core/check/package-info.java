/**
 * A checker for game authors: {@link io.github.grundy.core.check.GameChecker} verifies a game
 * against the definition of its values, up to a size, and reports the first disagreement in words
 * ({@link io.github.grundy.core.check.Report}, {@link io.github.grundy.core.check.Failure}). One
 * line of a JUnit test, {@code GameChecker.assertCorrect(new MyVariant(), Map.of(), 200);}, checks
 * a plugin; the checker itself needs no test library ({@link AssertionError} is the JDK's).
 *
 * <p>The checker computes every value itself from the game's moves alone (the mex of the options'
 * values, bottom-up), never from the game's own {@code grundy}, and then compares each of the
 * game's answers, and those of the engines that rely on them ({@link io.github.grundy.core.analysis.Analysis}),
 * with it. No game, no command line.
 */
package io.github.grundy.core.check;
