package io.github.grundy.variants.turning;

import java.util.function.LongUnaryOperator;

/**
 * A closed form of a strip's single-head values, proved (docs/turning.md), and the largest coin
 * it answers (its values stay below 2^63).
 *
 * @param text    the form as answers print it, e.g. {@code g(n) = n}
 * @param value   g(n) for coins n from 1
 * @param maxCoin the largest coin
 */
public record Formula(String text, LongUnaryOperator value, long maxCoin) {
}
