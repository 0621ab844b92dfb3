package io.github.grundy.variants.turning;

/**
 * The closed forms of Winning Ways' strips, each proved in docs/turning.md ("Closed forms") and
 * checked against the mex over the code's moves by the tests. Coins are numbered from 1, so games
 * Winning Ways numbers from 0 (Mock Turtles, Twins, Triplets) are shifted by one.
 */
final class Formulas {

    private Formulas() {
    }

    /** Turning Turtles, {@code 1-2}: a coin is worth its number. */
    static final Formula TURNING_TURTLES = new Formula("g(n) = n", n -> n, Long.MAX_VALUE);

    /** Mock Turtles, {@code 1-3}: the odious numbers. */
    static final Formula MOCK_TURTLES = new Formula(
            "g(n) = the (n-1)-th odious number: 2(n - 1), plus 1 when n - 1 has an even number of 1 bits",
            n -> Odious.nth(n - 1), Odious.MAX_INDEX + 1);

    /** Ruler, {@code 1+C}: the largest power of 2 dividing n. */
    static final Formula RULER = new Formula("g(n) = the largest power of 2 dividing n", n -> n & -n, Long.MAX_VALUE);

    /** Twins, {@code 2}: n - 1. */
    static final Formula TWINS = new Formula("g(n) = n - 1", n -> n - 1, Long.MAX_VALUE);

    /** Triplets, {@code 3}: Mock Turtles two coins on. */
    static final Formula TRIPLETS = new Formula("g(n) = 0 for n <= 2, else the (n-3)-th odious number",
            n -> n <= 2 ? 0 : Odious.nth(n - 3), Odious.MAX_INDEX + 3);

    /** Motley, {@code 1+}: 2^(n-1). */
    static final Formula MOTLEY = new Formula("g(n) = 2^(n-1)", n -> 1L << (n - 1), 63);

    private static final long[] MOCK_TURTLE_FIVES = {1, 2, 4, 7, 8};

    /** Mock Turtle Fives, {@code 1-3C(5)}: 1, 2, 4, 7, 8 again and again. */
    static final Formula MOCK_TURTLE_FIVES_FORM = new Formula("g(n) = 1, 2, 4, 7, 8 for n = 1..5, with period 5",
            n -> MOCK_TURTLE_FIVES[(int) ((n - 1) % 5)], Long.MAX_VALUE);

    private static final long[] RULER_FIVES = {1, 2, 1, 4};

    /** Ruler Fives, {@code 1-5C}: 1, 2, 1, 4 again and again. */
    static final Formula RULER_FIVES_FORM = new Formula("g(n) = 1, 2, 1, 4 for n = 1..4, with period 4",
            n -> RULER_FIVES[(int) ((n - 1) % 4)], Long.MAX_VALUE);
}
