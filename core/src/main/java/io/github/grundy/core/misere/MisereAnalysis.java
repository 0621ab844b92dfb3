package io.github.grundy.core.misere;

import io.github.grundy.core.analysis.HeapSumAnalysis;
import io.github.grundy.core.game.HeapSum;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * What every misère analysis of a sum of heaps shares, whatever decides it (Bouton's rule, the
 * genus, the quotient, the search): it is misère play, and there is no Grundy value, since misère
 * sums do not add up by the nim-sum.
 *
 * @since SPI version 2
 */
public abstract sealed class MisereAnalysis extends HeapSumAnalysis
        permits MisereNim, MisereTame, MisereByQuotient, MisereSearch {

    MisereAnalysis(HeapSum sum) {
        super(sum);
    }

    /** No Grundy value: misère play does not add games up by the nim-sum. */
    @Override
    public final OptionalLong grundy() {
        return OptionalLong.empty();
    }

    @Override
    public final boolean misere() {
        return true;
    }

    /**
     * The genus of the whole position ({@link Genus}), when it is known: a sum of tame games;
     * empty where no theory gives it.
     *
     * @return the genus, or empty
     * @since SPI version 2
     */
    public Optional<Genus> genus() {
        return Optional.empty();
    }
}
