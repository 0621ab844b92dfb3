package io.github.grundy.core.game;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A position that is a sum of heaps, each heap a component played in its own heap game. The
 * common case, every heap in one game, keeps just the game and a {@code long[]}: the engines walk
 * it without allocating anything per heap.
 *
 * <p>The heap array is shared, not copied, so that 10^7 heaps cost 8 bytes each; callers must not
 * change it while the sum is in use.
 */
public sealed interface HeapSum permits HeapSum.Uniform, HeapSum.Mixed {

    /**
     * Number of components (heaps).
     *
     * @return the number of heaps, 0 or more
     */
    int size();

    /**
     * The size of heap {@code i} (0-based).
     *
     * @param i the component's index, {@code 0 <= i < size()}
     * @return the heap
     */
    long heap(int i);

    /**
     * The game heap {@code i} is played in.
     *
     * @param i the component's index, {@code 0 <= i < size()}
     * @return the component's game
     */
    HeapGame game(int i);

    /**
     * The position after {@code move}: its component replaced by the heaps of the option, in
     * place (an option of no heaps removes the component), the other components as they were.
     *
     * @param move a move of this position, e.g. from {@code Analysis.list}
     * @return a new sum, of the same kind; this one is not changed
     * @throws IllegalArgumentException  if the move's heap is not its component's
     * @throws IndexOutOfBoundsException if the move's component is not one of this sum's
     * @since SPI version 2
     */
    default HeapSum after(HeapMove move) {
        int c = move.component();
        Objects.checkIndex(c, size());
        if (heap(c) != move.heap()) {
            throw new IllegalArgumentException("component " + (c + 1) + " is " + heap(c) + ", not " + move.heap());
        }
        long[] option = move.option();
        int n = size() - 1 + option.length;
        long[] heaps = new long[n];
        // The games only for a sum of different games: a sum of one game keeps its one game.
        HeapGame[] games = this instanceof Uniform ? null : new HeapGame[n];
        int k = 0;
        for (int i = 0; i < size(); i++) {
            int from = k;
            if (i == c) {
                for (long h : option) {
                    heaps[k++] = h;
                }
            } else {
                heaps[k++] = heap(i);
            }
            if (games != null) {
                Arrays.fill(games, from, k, game(i));
            }
        }
        return this instanceof Uniform u ? new Uniform(u.game(), heaps) : new Mixed(games, heaps);
    }

    /**
     * Every heap in the same game. Neither checks nor prepares the game: see
     * {@link #prepared(HeapGame, long[])}.
     *
     * @param game  the game of every heap
     * @param heaps the heaps, shared, not copied
     * @return the sum
     */
    static HeapSum of(HeapGame game, long... heaps) {
        return new Uniform(game, heaps);
    }

    /**
     * Heap {@code i} played in {@code games[i]}. Neither checks nor prepares the games: see
     * {@link #prepared(HeapGame[], long[])}.
     *
     * @param games the game of each heap, as many as heaps; shared, not copied
     * @param heaps the heaps, shared, not copied
     * @return the sum
     * @throws IllegalArgumentException if the arrays' lengths differ
     */
    static HeapSum of(HeapGame[] games, long[] heaps) {
        return new Mixed(games, heaps);
    }

    /**
     * Every heap checked by the game ({@link HeapGame#checkHeap}) and the game prepared once for
     * the largest ({@link HeapGame#prepare}). One heap beyond the table the game will build is
     * kept with the game as it is: a game that knows its outcomes solves it without Grundy values
     * (see {@code WinningMoves}), the others say why they cannot.
     *
     * @param game  the game of every heap
     * @param heaps the heaps, shared, not copied
     * @return the sum, its game prepared
     * @throws IllegalArgumentException with the game's message for a heap it refuses
     * @throws LimitExceededException   for a table over its limit
     */
    static HeapSum prepared(HeapGame game, long[] heaps) {
        for (long h : heaps) {
            game.checkHeap(h);
        }
        return preparedChecked(game, heaps);
    }

    /**
     * {@link #prepared(HeapGame, long[])} for heaps that {@code game} has checked already, each by
     * {@link HeapGame#checkHeap} (as a reader does while it reads them, to point at the heap it
     * refuses): the game prepared for the largest, without a second call a heap.
     *
     * @param game          the game of every heap
     * @param checkedHeaps  the heaps, each accepted by {@code game.checkHeap}; shared, not copied
     * @return the sum, its game prepared
     * @throws LimitExceededException for a table over its limit
     */
    static HeapSum preparedChecked(HeapGame game, long[] checkedHeaps) {
        long max = 0;
        for (long h : checkedHeaps) {
            max = Math.max(max, h);
        }
        return new Uniform(prepareFor(game, max, checkedHeaps.length), checkedHeaps);
    }

    /**
     * A sum of different games, each game (by identity) checked and prepared once for the largest
     * of its heaps, as {@link #prepared(HeapGame, long[])} does for one game.
     *
     * @param games the game of each heap, as many as heaps; not changed
     * @param heaps the heaps, shared, not copied
     * @return the sum, its games prepared
     * @throws IllegalArgumentException if the arrays' lengths differ, or with a game's message for
     *                                  a heap it refuses
     * @throws LimitExceededException   for a table over its limit
     */
    static HeapSum prepared(HeapGame[] games, long[] heaps) {
        if (games.length != heaps.length) {
            throw new IllegalArgumentException(games.length + " games for " + heaps.length + " heaps");
        }
        Map<HeapGame, long[]> largest = new IdentityHashMap<>();
        for (int i = 0; i < heaps.length; i++) {
            games[i].checkHeap(heaps[i]);
            long[] max = largest.computeIfAbsent(games[i], g -> new long[1]);
            max[0] = Math.max(max[0], heaps[i]);
        }
        Map<HeapGame, HeapGame> ready = new IdentityHashMap<>();
        largest.forEach((g, max) -> ready.put(g, prepareFor(g, max[0], heaps.length)));
        HeapGame[] prepared = new HeapGame[games.length];
        for (int i = 0; i < games.length; i++) {
            prepared[i] = ready.get(games[i]);
        }
        return new Mixed(prepared, heaps);
    }

    private static HeapGame prepareFor(HeapGame game, long maxHeap, int heapCount) {
        if (heapCount != 1) {
            return game.prepare(maxHeap);
        }
        // A lone heap beyond the table (or memory) is solved anyway if the game knows its outcome.
        return Preparation.orOutcome(() -> game.prepare(maxHeap), game, () -> game.outcome(maxHeap));
    }

    /**
     * Every heap in one game.
     *
     * @param game  the game of every heap
     * @param heaps the heaps, shared, not copied
     */
    record Uniform(HeapGame game, long[] heaps) implements HeapSum {
        /**
         * Checks that neither is null.
         *
         * @param game  the game of every heap
         * @param heaps the heaps, shared, not copied
         * @throws NullPointerException if {@code game} or {@code heaps} is null
         */
        public Uniform {
            Objects.requireNonNull(game, "game");
            Objects.requireNonNull(heaps, "heaps");
        }

        @Override
        public int size() {
            return heaps.length;
        }

        @Override
        public long heap(int i) {
            return heaps[i];
        }

        @Override
        public HeapGame game(int i) {
            Objects.checkIndex(i, heaps.length);
            return game;
        }
    }

    /**
     * Each heap in a game of its own (a sum of different games).
     *
     * @param games the game of each heap, {@code games[i]} for {@code heaps[i]}; shared, not copied
     * @param heaps the heaps, shared, not copied
     */
    record Mixed(HeapGame[] games, long[] heaps) implements HeapSum {
        /**
         * Checks that there is one game, not null, for each heap.
         *
         * @param games the game of each heap, {@code games[i]} for {@code heaps[i]}; shared, not copied
         * @param heaps the heaps, shared, not copied
         * @throws IllegalArgumentException if the arrays' lengths differ
         * @throws NullPointerException     if a game is null
         */
        public Mixed {
            if (games.length != heaps.length) {
                throw new IllegalArgumentException(
                        games.length + " games for " + heaps.length + " heaps");
            }
            for (HeapGame g : games) {
                Objects.requireNonNull(g, "game");
            }
        }

        @Override
        public int size() {
            return heaps.length;
        }

        @Override
        public long heap(int i) {
            return heaps[i];
        }

        @Override
        public HeapGame game(int i) {
            return games[i];
        }
    }
}
