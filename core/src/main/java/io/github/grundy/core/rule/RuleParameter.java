package io.github.grundy.core.rule;

import java.util.OptionalLong;

/**
 * A parameter of a rule ({@code param m = 3 in 1..100}): one rule, a family of games.
 *
 * @param name         how the rule and the user call it
 * @param defaultValue its value when none is given, or empty when one must be
 * @param min          its least value ({@link Long#MIN_VALUE} when unbounded)
 * @param max          its largest value ({@link Long#MAX_VALUE} when unbounded)
 * @since SPI version 2
 */
public record RuleParameter(String name, OptionalLong defaultValue, long min, long max) {
}
