package io.github.grundy.cli;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The fuzzer's one source of chance, shared by every draw class ({@link CommandLineDraws} and the
 * surfaces it hands to): one seed draws the same command lines in the same order on the JVM and on
 * the native binary.
 *
 * @param random the seeded generator
 */
record Dice(SplittableRandom random) {

    /**
     * Whether an event of {@code percent} in 100 happens.
     *
     * @param percent the chance, 0 to 100
     * @return true that often
     */
    boolean chance(int percent) {
        return random.nextInt(100) < percent;
    }

    /**
     * One of {@code from}, each as likely.
     *
     * @param from the choices, not empty
     * @param <T>  their type
     * @return one of them
     */
    <T> T pick(List<T> from) {
        return from.get(random.nextInt(from.size()));
    }

    /**
     * A whole number in {@code [from, to)}.
     *
     * @param from the least
     * @param to   one past the largest
     * @return the number
     */
    int between(int from, int to) {
        return random.nextInt(from, to);
    }

    /**
     * A whole number in {@code [0, bound)}.
     *
     * @param bound one past the largest
     * @return the number
     */
    int below(int bound) {
        return random.nextInt(bound);
    }
}
