package io.github.grundy.core.check;

import java.util.Objects;

/**
 * The first place where a game disagrees with the definition, in words: where (a heap, a sum of
 * heaps, a position), which call, what the definition expects, what the game answered, and the
 * option or move involved.
 *
 * @param kind     what went wrong, for tests that tell failures apart without reading words
 * @param at       where: {@code heap 7}, {@code heaps 3 5}, {@code position [2, 3]}
 * @param check    the call that disagrees: {@code grundy(7)}, {@code countOptionsOfValue(7, 2)}
 * @param expected what the definition says the call should answer, and why
 * @param found    what the call answered
 * @param involved the option or move that shows the disagreement; empty when there is none to name
 */
public record Failure(Kind kind, String at, String check, String expected, String found, String involved) {

    /** What a failure is about. */
    public enum Kind {
        /**
         * grundy would not load the variant at all, by the rules it applies to a plugin's provider
         * ({@link io.github.grundy.core.loader.VariantCatalog#refusal}): its SPI version, classes
         * that do not link, its id, its describing methods, a parameter's name. Nothing else was
         * checked.
         *
         * @since SPI version 2
         */
        LOAD,
        /**
         * A rule every game must keep: options hold only smaller heaps the game accepts, walks stop
         * when asked, {@code play} leaves its argument alone, no position recurs.
         */
        CONTRACT,
        /** A call threw on a heap or position the game accepts (or {@code prepare} refused the size checked). */
        THREW,
        /**
         * {@code grundy} is not the mex of the options' values, or a heap within
         * {@code worthItselfUpTo()} is not worth itself.
         */
        GRUNDY,
        /** {@code outcome} does not follow the value (P iff it is 0). */
        OUTCOME,
        /** {@code forEachOptionOfValue} or {@code forEachMoveToValue} reports other options than those of the value. */
        OPTIONS_OF_VALUE,
        /** {@code countOptionsOfValue} or {@code countMovesToValue} disagrees with the options reported. */
        COUNT_OF_VALUE,
        /** {@link io.github.grundy.core.analysis.Analysis} (outcome, value, winning moves) disagrees with the definition. */
        ANALYSIS
    }

    /**
     * Checks that nothing is null.
     *
     * @param kind     what went wrong, for tests that tell failures apart without reading words
     * @param at       where: {@code heap 7}, {@code heaps 3 5}, {@code position [2, 3]}
     * @param check    the call that disagrees: {@code grundy(7)}, {@code countOptionsOfValue(7, 2)}
     * @param expected what the definition says the call should answer, and why
     * @param found    what the call answered
     * @param involved the option or move that shows the disagreement; empty when there is none to name
     */
    public Failure {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(check, "check");
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(found, "found");
        Objects.requireNonNull(involved, "involved");
    }

    /**
     * The failure in a few lines, each labelled: what a test shows.
     *
     * @return the lines {@code at}, {@code check}, {@code expected}, {@code found} and, when there is
     *         one, {@code involved}, each indented by two spaces
     */
    public String describe() {
        StringBuilder s = new StringBuilder()
                .append("  at:       ").append(at).append('\n')
                .append("  check:    ").append(check).append('\n')
                .append("  expected: ").append(expected).append('\n')
                .append("  found:    ").append(found);
        if (!involved.isEmpty()) {
            s.append('\n').append("  involved: ").append(involved);
        }
        return s.toString();
    }
}
