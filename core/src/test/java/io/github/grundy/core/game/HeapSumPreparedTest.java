package io.github.grundy.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class HeapSumPreparedTest {

    /** Nim that records the heaps it checks and the heap it is prepared for. */
    private static final class Recording implements HeapGame {
        final List<Long> checked = new ArrayList<>();
        final List<Long> preparedFor = new ArrayList<>();

        @Override
        public long grundy(long heap) {
            return heap;
        }

        @Override
        public void forEachOption(long heap, OptionSink sink) {
            for (long h = heap - 1; h >= 0 && sink.accept(new long[] {h}); h--) {
                // each smaller heap
            }
        }

        @Override
        public String describe() {
            return "recording nim";
        }

        @Override
        public void checkHeap(long heap) {
            checked.add(heap);
            if (heap < 0) {
                throw new IllegalArgumentException("negative heap " + heap);
            }
        }

        @Override
        public HeapGame prepare(long maxHeap) {
            preparedFor.add(maxHeap);
            return this;
        }
    }

    @Test
    void preparedCheckedPreparesForTheLargestWithoutCheckingAgain() {
        Random random = new Random(7);
        for (int round = 0; round < 200; round++) {
            long[] heaps = random.longs(1 + random.nextInt(20), 0, 1000).toArray();
            Recording once = new Recording();
            Recording twice = new Recording();
            HeapSum checked = HeapSum.preparedChecked(once, heaps);
            HeapSum full = HeapSum.prepared(twice, heaps);
            assertEquals(0, once.checked.size());
            assertEquals(heaps.length, twice.checked.size());
            assertEquals(twice.preparedFor, once.preparedFor);
            assertEquals(full.size(), checked.size());
            for (int i = 0; i < heaps.length; i++) {
                assertEquals(heaps[i], checked.heap(i));
                assertSame(once, checked.game(i));
            }
        }
        // An empty sum prepares for heap 0, as prepared does.
        Recording empty = new Recording();
        assertEquals(0, HeapSum.preparedChecked(empty, new long[0]).size());
        assertEquals(List.of(0L), empty.preparedFor);
        // prepared still refuses what the game refuses; preparedChecked trusts its caller.
        assertThrows(IllegalArgumentException.class, () -> HeapSum.prepared(new Recording(), new long[] {3, -1}));
    }
}
