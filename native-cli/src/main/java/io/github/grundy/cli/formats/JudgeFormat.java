package io.github.grundy.cli.formats;

import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import java.io.IOException;
import java.util.List;

/**
 * One judge problem's input and output format (see docs/formats.md). An implementation reads
 * each case completely before it writes that case's answer, so an input error never leaves a
 * partial answer behind. The set is closed: the formats are the judge problems this build knows
 * (plugins add games, not formats).
 */
public sealed interface JudgeFormat
        permits Acwing891, Acwing892, Acwing893, Acwing894, BashSum, Cf1310f, Cf1370c, Hdu1846, Hdu2176, LuoguP1247,
        Hdu3404, Hdu3537, MagicBeads, NimProduct64, Poj2960, Poj2975, Poj3533 {

    /** The name users type, e.g. {@code luogu-p1247}. */
    String id();

    /** One line for {@code grundy judge --list}. */
    String summary();

    /**
     * Reads every case from {@code in} and writes the answers to {@code out}.
     *
     * @throws io.github.grundy.core.io.InputException for input that does not fit the format
     */
    void run(NumberReader in, AsciiOutput out) throws IOException;

    /**
     * The problem's stated limits in words (docs/formats.md), with where they come from, or what
     * is checked when the statement gives none.
     */
    String statedLimits();

    /**
     * The same limits as numbers, a quantity each, in the order the input gives them: what
     * {@link #validate} checks and {@link #generate} keeps to. A quantity the statement leaves
     * open is bounded by the game's own rules (a heap at least 0) and has no upper bound.
     */
    List<StatedLimit> limits();

    /**
     * Reads a whole input against the stated limits ({@link #statedLimits()}), not grundy's own.
     *
     * @throws io.github.grundy.core.io.InputException at the first number outside them
     */
    void validate(Validation v) throws IOException;

    /**
     * Writes one random input within the stated limits, as {@code g}'s request asks.
     *
     * @throws GenerationRefused when the request does not fit the format or its limits
     */
    void generate(Generation g) throws IOException;

    /** True when the answers say who wins, so that {@code gen --verdict win} and {@code lose} apply; false for answers that are numbers. */
    default boolean answersWithVerdicts() {
        return true;
    }

    /** True when the answer names winning moves or counts them, so that {@code --unique-winning-move} applies. */
    default boolean answersWithMoves() {
        return false;
    }
}
