package io.github.grundy.core.spi;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.sequence.TabledHeapGame;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A variant whose game is played on heaps and given by its moves alone: the shortest way to a
 * plugin. A subclass names the game and says what a heap may become; grundy computes the Grundy
 * values with the mex engine (a {@link TabledHeapGame}, its table limited by the
 * {@link #MAX_TABLE} parameter that every such variant has), finds the winning moves, and solves
 * sums of its heaps and sums with other games.
 *
 * <pre>{@code
 * package org.example.squares;
 *
 * import io.github.grundy.core.game.HeapMoves;
 * import io.github.grundy.core.spi.Arguments;
 * import io.github.grundy.core.spi.HeapVariant;
 *
 * public final class SquaresVariant extends HeapVariant {
 *
 *     public SquaresVariant() {
 *         super("squares", "Subtract a square", "remove 1, 4, 9, 16, ... objects from one heap");
 *     }
 *
 *     @Override
 *     public int spiVersion() {
 *         return SPI_VERSION;
 *     }
 *
 *     @Override
 *     protected HeapMoves moves(Arguments arguments) {
 *         return (heap, sink) -> {
 *             for (long k = 1; k * k <= heap; k++) {
 *                 if (!sink.accept(new long[] {heap - k * k})) {
 *                     return;
 *                 }
 *             }
 *         };
 *     }
 * }
 * }</pre>
 *
 * plus the line {@code org.example.squares.SquaresVariant} in
 * {@code META-INF/services/io.github.grundy.core.spi.Variant}. A game with parameters of its own
 * lists them in {@link #gameParameters()} and reads them in {@link #moves(Arguments)}.
 *
 * <p>The values come from a table, so heaps are limited to {@code --max-table} (10^6 by
 * default). A game with a closed form, a period, or positions that are not heaps implements
 * {@link Variant} itself and returns its own {@link io.github.grundy.core.game.HeapGame} or
 * {@link io.github.grundy.core.game.PositionGame}.
 *
 * @since SPI version 1
 */
public abstract class HeapVariant implements Variant {

    /** The largest heap whose Grundy value is tabled, given as {@code --max-table=N}. */
    public static final Parameter<Long> MAX_TABLE = Parameter.optional("max-table",
            "the largest heap whose Grundy value is tabled (4 bytes per heap)",
            ParameterType.integer(1, TabledHeapGame.TABLE_LIMIT), TabledHeapGame.DEFAULT_MAX_TABLE);

    private final String id;
    private final String title;
    private final String summary;

    /**
     * Names the variant; a subclass's public no-argument constructor calls this and does nothing
     * else.
     *
     * @param id      the name users type, lower-case words joined by '-'
     * @param title   a human name
     * @param summary one line: the rule of a move
     */
    protected HeapVariant(String id, String title, String summary) {
        this.id = Objects.requireNonNull(id, "id");
        this.title = Objects.requireNonNull(title, "title");
        this.summary = Objects.requireNonNull(summary, "summary");
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String title() {
        return title;
    }

    @Override
    public final String summary() {
        return summary;
    }

    /**
     * Left abstract on purpose: {@link #SPI_VERSION} written here would be compiled into
     * {@code grundy-core}, so it would report the version grundy runs with, not the one the
     * plugin was built with. Each concrete subclass writes {@code return SPI_VERSION;}.
     */
    @Override
    public abstract int spiVersion();

    /**
     * The game's own parameters, then {@link #MAX_TABLE}.
     *
     * @return {@link #gameParameters()} followed by {@link #MAX_TABLE}, immutable
     */
    @Override
    public final List<Parameter<?>> parameters() {
        List<Parameter<?>> all = new ArrayList<>(gameParameters());
        all.add(MAX_TABLE);
        return List.copyOf(all);
    }

    /**
     * The parameters of the game itself, which {@link #moves} reads; none by default.
     *
     * @return the game's parameters, without {@link #MAX_TABLE}; the same on every call
     */
    protected List<Parameter<?>> gameParameters() {
        return List.of();
    }

    /**
     * The moves of the game with these parameter values: every option of a heap, each option the
     * heaps it leaves, all smaller than the heap. May refuse a combination of values with an
     * {@link IllegalArgumentException}, as {@link #create} may.
     *
     * @param arguments the values of {@link #gameParameters()} (and {@link #MAX_TABLE})
     * @return the moves, called for every heap up to the table's limit when the table is built
     * @throws IllegalArgumentException if the game cannot be played with these values
     */
    protected abstract HeapMoves moves(Arguments arguments);

    /**
     * A move in words, without the heap's index, e.g. {@code 10 -> 1 (take 9)}; by default
     * {@code 10 -> 1}, {@code 9 -> 4 + 4}, {@code 1 -> nothing}.
     *
     * @param heap   the heap moved from
     * @param option the heaps the move leaves, as {@link #moves} gave them
     * @return the move in words, for {@code solve}'s and {@code play}'s output
     */
    protected String describeMove(long heap, long[] option) {
        return HeapGame.plainMoveText(heap, option);
    }

    /**
     * A {@link TabledHeapGame} of {@link #moves}, its table limited by {@link #MAX_TABLE}.
     *
     * @param arguments the values of {@link #parameters()}
     * @return the game; its table is built when the game is first prepared, not here
     * @throws IllegalArgumentException if {@link #moves} refuses the values
     */
    @Override
    public final Game create(Arguments arguments) {
        return TabledHeapGame.of(describe(arguments), moves(arguments), arguments.get(MAX_TABLE))
                .withMoveText(this::describeMove)
                .withLimitName("--" + MAX_TABLE.name());
    }

    /**
     * The game's spec, which users can paste back: the id and the game's own parameter values,
     * e.g. {@code take-powers --k=2} ({@code --max-table} is the table's, not the game's).
     */
    private String describe(Arguments arguments) {
        // Defaults too: the words say which game it is without looking them up.
        Map<String, String> own = new LinkedHashMap<>();
        for (Parameter<?> p : gameParameters()) {
            own.put(p.name(), GameSpec.text(arguments.get(p)));
        }
        return new GameSpec(id, own).print();
    }

}
