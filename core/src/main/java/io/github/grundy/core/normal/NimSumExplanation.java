package io.github.grundy.core.normal;

import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.NimHeaps;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodProof;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Why a sum of heaps is won or lost in normal play, in the steps the seeds teach: each heap's
 * Grundy value (for a game other than Nim, how it comes: the options of the heap, their values and
 * the mex, or the proved period that gives it), the xor of the values, and when it is not 0 its
 * highest set bit, the first heap whose value has that bit, the value that heap must go to
 * ({@code g xor X}, smaller than {@code g}, so an option has it), the move, and the xor after it.
 *
 * @param rows       the first {@value #ROWS} components, with their values
 * @param hidden     how many components follow them, not shown (their values are in the xor)
 * @param nimSum     the xor of every component's value
 * @param bit        the highest set bit of {@code nimSum}, when it is not 0
 * @param chosen     the component moved in: the first whose value has that bit
 * @param target     the value the chosen component goes to, {@code g xor nimSum}
 * @param move       that move, the first option of the chosen heap with value {@code target}
 * @param values     how the values of the first few distinct heaps of games other than Nim come
 *                   (at most {@value #VALUES})
 * @since SPI version 2
 */
public record NimSumExplanation(List<Row> rows, long hidden, long nimSum, OptionalInt bit, OptionalInt chosen,
        long target, Optional<HeapMove> move, List<HeapValue> values) {

    /** Components shown: the xor is of all of them, but a learner reads a few. */
    public static final int ROWS = 20;

    /** Heaps of other games than Nim whose values are explained. */
    public static final int VALUES = 5;

    /** Options of one heap shown with their values. */
    public static final int OPTIONS = 12;

    /**
     * Keeps immutable copies of the lists.
     *
     * @param rows   the first {@value #ROWS} components, with their values
     * @param hidden how many components follow them, not shown (their values are in the xor)
     * @param nimSum the xor of every component's value
     * @param bit    the highest set bit of {@code nimSum}, when it is not 0
     * @param chosen the component moved in: the first whose value has that bit
     * @param target the value the chosen component goes to, {@code g xor nimSum}
     * @param move   that move, the first option of the chosen heap with value {@code target}
     * @param values how the values of the first few distinct heaps of games other than Nim come
     *               (at most {@value #VALUES})
     * @throws NullPointerException if {@code move} is null
     */
    public NimSumExplanation {
        rows = List.copyOf(rows);
        values = List.copyOf(values);
        Objects.requireNonNull(move, "move");
    }

    /**
     * Who wins, as the steps decide it: the player to move loses exactly when the xor is 0.
     *
     * @return {@link Outcome#P} when {@link #nimSum()} is 0, else {@link Outcome#N}
     */
    public Outcome outcome() {
        return nimSum == 0 ? Outcome.P : Outcome.N;
    }

    /**
     * The Grundy value of the chosen component, from which the winning move goes to
     * {@link #target()}: {@code target xor nimSum}.
     *
     * @return the chosen component's value; -1 when the position is lost (no component is chosen)
     */
    public long chosenValue() {
        return chosen.isPresent() ? target ^ nimSum : -1;
    }

    /**
     * One component: its place, its heap and its Grundy value.
     *
     * @param component the component's index in the sum, 0-based
     * @param heap      its heap
     * @param grundy    the heap's Grundy value in its game
     */
    public record Row(int component, long heap, long grundy) {
    }

    /**
     * An option of a heap and its value (the xor of its heaps').
     *
     * @param heaps  the heaps the option leaves, possibly none
     * @param grundy the option's Grundy value
     */
    public record Option(long[] heaps, long grundy) {
        /**
         * Keeps a copy of {@code heaps}.
         *
         * @param heaps  the heaps the option leaves, possibly none
         * @param grundy the option's Grundy value
         */
        public Option {
            heaps = heaps.clone();
        }

        /**
         * The heaps the option leaves, as a copy: the record stays immutable.
         *
         * @return the heaps, possibly none
         */
        @Override
        public long[] heaps() {
            return heaps.clone();
        }
    }

    /**
     * How the value of one heap comes: from its options ({@code options}, the first
     * {@value #OPTIONS}; {@code more} when it has others; the value is their mex), or, beyond the
     * table, from a proved period ({@code period}: the proof in words).
     *
     * @param component the component's index in the sum, 0-based
     * @param heap      its heap
     * @param grundy    the heap's Grundy value
     * @param options   the heap's first distinct options with their values; empty when the period
     *                  gives the value
     * @param more      true when the heap has more options than those listed
     * @param period    how the proved period gives the value, in words; empty when the options do
     */
    public record HeapValue(int component, long heap, long grundy, List<Option> options, boolean more,
            Optional<String> period) {
        /**
         * Keeps an immutable copy of {@code options}.
         *
         * @param component the component's index in the sum, 0-based
         * @param heap      its heap
         * @param grundy    the heap's Grundy value
         * @param options   the heap's first distinct options with their values; empty when the period
         *                  gives the value
         * @param more      true when the heap has more options than those listed
         * @param period    how the proved period gives the value, in words; empty when the options do
         */
        public HeapValue {
            options = List.copyOf(options);
        }
    }

    /**
     * The explanation of {@code analysis}'s position.
     *
     * @param analysis a normal-play analysis whose {@link WinningMoves#grundyKnown()} is true
     * @return the explanation, with a move when the position is won
     * @throws GameFailure              if the chosen heap has no option of the value the mex
     *                                  promises (a broken game)
     * @throws IllegalArgumentException if the position's Grundy value is not known (a heap beyond
     *                                  the game's table, answered by its outcome alone)
     */
    public static NimSumExplanation of(WinningMoves analysis) {
        if (!analysis.grundyKnown()) {
            throw new IllegalArgumentException("the Grundy value of this heap is beyond the game's table: its outcome"
                    + " comes from the game's rule, not from values");
        }
        HeapSum sum = analysis.sum();
        long x = analysis.nimSum();
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < Math.min(sum.size(), ROWS); i++) {
            rows.add(new Row(i, sum.heap(i), sum.game(i).grundy(sum.heap(i))));
        }
        List<HeapValue> values = values(sum);
        if (x == 0) {
            return new NimSumExplanation(rows, Math.max(0, sum.size() - ROWS), 0, OptionalInt.empty(),
                    OptionalInt.empty(), -1, Optional.empty(), values);
        }
        int bit = 63 - Long.numberOfLeadingZeros(x);
        int chosen = -1;
        long g = -1;
        for (int i = 0; i < sum.size() && chosen < 0; i++) {
            long value = sum.game(i).grundy(sum.heap(i));
            if ((value >>> bit & 1) != 0) {
                chosen = i;
                g = value;
            }
        }
        long target = g ^ x;
        long heap = sum.heap(chosen);
        int component = chosen;
        HeapMove[] move = {null};
        sum.game(chosen).forEachOptionOfValue(heap, target, option -> {
            move[0] = new HeapMove(component, heap, option);
            return false;
        });
        if (move[0] == null) {
            throw new GameFailure("heap " + heap, sum.game(chosen).describe() + ": heap " + heap + " has value " + g
                    + " but no option of the smaller value " + target + ", which the mex guarantees", null);
        }
        return new NimSumExplanation(rows, Math.max(0, sum.size() - ROWS), x, OptionalInt.of(bit),
                OptionalInt.of(chosen), target, Optional.of(move[0]), values);
    }

    /** The values of the first distinct heaps of games other than Nim, among those shown. */
    private static List<HeapValue> values(HeapSum sum) {
        List<HeapValue> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < Math.min(sum.size(), ROWS) && out.size() < VALUES; i++) {
            HeapGame game = sum.game(i);
            long heap = sum.heap(i);
            if (game instanceof NimHeaps || !seen.add(game.describe() + " " + heap)) {
                continue;
            }
            long g = game.grundy(heap);
            Optional<PeriodProof> proof = game.periodProof();
            // A closed form's period (Bash) explains less than the mex of the heap's few options.
            if (proof.isPresent() && game.closedForm().isEmpty() && heap >= proof.get().period().tableLength()) {
                Period p = proof.get().period();
                long same = p.index(heap);
                out.add(new HeapValue(i, heap, g, List.of(), false, Optional.of("g(" + heap + ") = g(" + same + ") = " + g
                        + ": " + heap + " - " + same + " is a multiple of the period " + p.period() + ", and the period"
                        + " is proved (" + proof.get().describe() + ")")));
                continue;
            }
            List<Option> options = new ArrayList<>();
            boolean[] more = {false};
            // A heap may have millions of options: the first few, and whether there are others.
            game.forEachOption(heap, OptionSink.distinct(option -> {
                if (options.size() < OPTIONS) {
                    options.add(new Option(option, game.grundyOfOption(option)));
                    return true;
                }
                more[0] = true;
                return false;
            }));
            out.add(new HeapValue(i, heap, g, options, more[0], Optional.empty()));
        }
        return out;
    }
}
