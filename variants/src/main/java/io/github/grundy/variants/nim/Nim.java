package io.github.grundy.variants.nim;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.NimHeaps;
import io.github.grundy.core.game.OptionSink;
import java.util.Optional;

/**
 * Nim: a move takes any positive number of objects from one heap. A heap of n is worth n
 * (Bouton): its options are exactly the heaps 0..n-1, so the mex of their values is n. In misère
 * play core answers it by Bouton's misère rule ({@link NimHeaps}).
 */
public record Nim() implements NimHeaps {

    @Override
    public String describe() {
        return "nim";
    }

    @Override
    public long grundy(long heap) {
        return heap;
    }

    /** Bouton's theorem: a heap of n is worth n (docs/games.md, "nim"). */
    @Override
    public Optional<String> closedForm() {
        return Optional.of("g(n) = n");
    }

    /** Every heap, by Bouton's theorem. */
    @Override
    public long worthItselfUpTo() {
        return Long.MAX_VALUE;
    }

    @Override
    public String describeMove(long heap, long[] option) {
        return HeapGame.describeTake(heap, option);
    }

    /** Options in order of objects taken: 1, 2, ..., heap. */
    @Override
    public void forEachOption(long heap, OptionSink sink) {
        long[] option = new long[1];
        for (long left = heap - 1; left >= 0; left--) {
            option[0] = left;
            if (!sink.accept(option)) {
                return;
            }
        }
    }

    /** The only option worth {@code value} is the heap of that size, if it is smaller. */
    @Override
    public void forEachOptionOfValue(long heap, long value, OptionSink sink) {
        if (value < heap) {
            sink.accept(new long[] {value});
        }
    }

    @Override
    public long countOptionsOfValue(long heap, long value) {
        return value < heap ? 1 : 0;
    }
}
