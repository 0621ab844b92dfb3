package io.github.grundy.core;

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

    /** Number of components (heaps). */
    int size();

    /** The size of heap {@code i} (0-based). */
    long heap(int i);

    /** The game heap {@code i} is played in. */
    HeapGame game(int i);

    /** Every heap in the same game. */
    static HeapSum of(HeapGame game, long... heaps) {
        return new Uniform(game, heaps);
    }

    /** Heap {@code i} played in {@code games[i]}. */
    static HeapSum of(HeapGame[] games, long[] heaps) {
        return new Mixed(games, heaps);
    }

    /** Every heap in one game. */
    record Uniform(HeapGame game, long[] heaps) implements HeapSum {
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

    /** Each heap in a game of its own (a sum of different games). */
    record Mixed(HeapGame[] games, long[] heaps) implements HeapSum {
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
