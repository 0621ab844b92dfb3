package io.github.grundy.cli.survey;

import java.util.Optional;

/**
 * The bounds a survey's misère rows were computed with ({@code --misere-reach},
 * {@code --max-quotient}). The lines of one survey all have the same, or none: a misère table
 * covers every code alike.
 *
 * @param reach       the last heap of the genera and of a quotient not proved before
 * @param maxQuotient the most elements a candidate quotient could have
 */
public record MisereBounds(int reach, int maxQuotient) {

    /**
     * The bounds of a computed line.
     *
     * @param line the line
     * @return its misère row's bounds, or empty when it has none
     */
    public static Optional<MisereBounds> of(SurveyLine.Computed line) {
        return line.misere().map(m -> new MisereBounds(m.reach(), m.maxQuotient()));
    }

    /**
     * The bounds as the options that ask for them, for messages.
     *
     * @param bounds the bounds, or empty
     * @return {@code with --misere --misere-reach=1000 --max-quotient=256}, or {@code without --misere}
     */
    public static String options(Optional<MisereBounds> bounds) {
        return bounds.map(b -> "with --misere --misere-reach=" + b.reach() + " --max-quotient=" + b.maxQuotient())
                .orElse("without --misere");
    }
}
