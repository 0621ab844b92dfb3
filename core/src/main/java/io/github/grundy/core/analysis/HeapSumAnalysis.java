package io.github.grundy.core.analysis;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapMoveSink;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.OptionSink;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.Predicate;

/**
 * What every analysis of a sum of heaps shares, whatever decides it (the nim-sum, Bouton's misère
 * rule, the genus of tame games, a misère search, Smith's theorem): the sum, and the words of its moves.
 *
 * <p>Extended by the theories' analyses (normal play's {@code WinningMoves}, misère play's
 * {@code MisereAnalysis}, loopy play's {@code LoopyAnalysis}); not sealed only because Java cannot
 * seal a class across packages outside a named module. Plugins do not extend it.
 *
 * @since SPI version 2
 */
public abstract class HeapSumAnalysis implements Analysis<HeapMove> {

    /** The position analysed. */
    protected final HeapSum sum;

    /**
     * An analysis of {@code sum}.
     *
     * @param sum the position, its games prepared (not copied)
     */
    protected HeapSumAnalysis(HeapSum sum) {
        this.sum = sum;
    }

    /**
     * The first {@code limit} moves that {@code walk} hands its sink, as an unmodifiable list.
     *
     * @param <M>   the kind of move
     * @param walk  hands each move to the sink it is given until the sink returns false
     * @param limit the most moves kept, 0 or more
     * @return the moves, in the walk's order
     * @throws IllegalArgumentException if {@code limit} is negative
     */
    protected static <M> List<M> firstMoves(Consumer<Predicate<M>> walk, int limit) {
        return MoveCollector.collect(walk, limit);
    }

    /**
     * The position analysed.
     *
     * @return the sum, as given to the analysis (its heaps not copied)
     */
    public HeapSum sum() {
        return sum;
    }

    /** The game's words for the move: {@code 3 -> 1 (take 2)}. */
    @Override
    public String describe(HeapMove move) {
        return sum.game(move.component()).describeMove(move.heap(), move.option());
    }

    /** {@code heap 1} when every heap is in one game; {@code component 2 (bash --max=3)} in a sum of games. */
    @Override
    public String place(HeapMove move) {
        return placeOf(move.component());
    }

    /**
     * Where component {@code component} (0-based) is, in words: {@code heap 1}, {@code component 2 (bash --max=3)}.
     *
     * @param component the component's index, {@code 0 <= component < sum().size()}
     * @return the place, counted from 1
     */
    public String placeOf(int component) {
        int n = component + 1;
        HeapGame game = sum.game(component);
        return sum instanceof HeapSum.Mixed ? "component " + n + " (" + game.describe() + ")"
                : game.componentNoun() + " " + n;
    }

    /**
     * Hands to {@code sink}, by component and then in the game's order, each distinct move whose
     * option {@code test.apply(component)} accepts, until the sink returns false: the walk of every
     * analysis that decides a move by what its option leaves. The test is asked for once a
     * component, so it can prepare what it needs there (the rest of the sum); it must not depend on
     * the order of an option's heaps, as duplicates are dropped after it.
     *
     * @param test for a component's index, the test of its options: true for an option whose move
     *             is handed on
     * @param sink receives the moves; returning false stops the walk
     */
    protected final void forEachMoveWhere(IntFunction<Predicate<long[]>> test, Predicate<? super HeapMove> sink) {
        for (int i = 0, n = sum.size(); i < n; i++) {
            int component = i;
            long heap = sum.heap(i);
            Predicate<long[]> wins = test.apply(i);
            boolean[] stop = {false};
            // The cheap test first, then the duplicates among the options it keeps (as
            // HeapGame.forEachOptionOfValue does); the filter also lets a long walk be stopped.
            sum.game(i).forEachOption(heap, OptionSink.filtered(wins, OptionSink.distinct(option -> {
                stop[0] = !sink.test(new HeapMove(component, heap, option));
                return !stop[0];
            })));
            if (stop[0]) {
                return;
            }
        }
    }

    /**
     * Hands {@link #forEach}'s moves to {@code sink} as their parts, until it returns false. The
     * normal-play analysis builds no {@link HeapMove} for them; this default unpacks the moves of
     * {@link #forEach}.
     *
     * @param sink receives the moves, in {@link #forEach}'s order; returning false stops the walk
     */
    public void forEachMove(HeapMoveSink sink) {
        forEach(m -> sink.accept(m.component(), m.heap(), m.option()));
    }

    @Override
    public Optional<Game> gameOf(HeapMove move) {
        return sum instanceof HeapSum.Mixed ? Optional.of(sum.game(move.component())) : Optional.empty();
    }

    /** The components' noun: the game's ({@code heap}, {@code token}), or {@code component} in a sum of games. */
    @Override
    public String componentNoun() {
        return sum instanceof HeapSum.Uniform u ? u.game().componentNoun() : "component";
    }
}
