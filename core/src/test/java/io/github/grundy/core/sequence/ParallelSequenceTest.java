package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.store.ValueStore;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The stored engine on several threads against the plain mex engine and against one thread:
 * every number of threads, blocks from 2 heaps to 1024, small windows (so that the threads read
 * the store through their own caches), and the work done ahead forced to be void. No test times
 * anything: the threads' speed is bench/'s.
 */
class ParallelSequenceTest {

    static int[] values(StoredSequence s) {
        int[] v = new int[(int) s.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = s.get(i);
        }
        return v;
    }

    /** A plan of blocks of {@code block} heaps from 4 blocks on, with a failure at {@code failAt}. */
    private static EngineThreads plan(int threads, int block, long failAt) {
        return new EngineThreads(threads, block, 4L * block, failAt);
    }

    @Test
    void agreesWithThePlainEngineOnRandomCodesAtEverySplitOfTheWork() {
        Random random = new Random(55);
        for (int round = 0; round < 400; round++) {
            String c = RandomCodes.of(random, "004", "01234567", 4, 6);
            TakeBreakCode code = TakeBreakCode.parse(c);
            int n = 300 + random.nextInt(1500);
            int threads = 1 + random.nextInt(4);
            int block = 2 << random.nextInt(7);
            long failAt = random.nextInt(3) == 0 ? 4L * block + 2 * random.nextInt(n) : -1;
            StoredSequence s = StoredSequence.of(code, ValueStore.inMemory(c, 6), 1 << random.nextInt(12),
                    1 << random.nextInt(14), plan(threads, block, failAt));
            s.extendTo(n);
            assertArrayEquals(MexTable.build(code, n).toArray(), values(s),
                    c + " on " + threads + " threads, blocks of " + block + ", failing at " + failAt);
        }
    }

    /**
     * The hard games that go in blocks (many rare heaps, values past 255, unequal splits) far
     * enough for thousands of blocks, in pieces: the same values as one thread. The codes whose
     * moves take 2 or more (0.167, 0.034, 0.014, 0.007, a long tail) go side by side in lanes
     * instead, and {@link HeapLanesTest} runs them so.
     */
    @Test
    void agreesWithOneThreadOnTheHardGames() {
        Random random = new Random(2027);
        for (String c : new String[] {"0.6", "4!.0", "4.07", "0.4!4"}) {
            TakeBreakCode code = TakeBreakCode.parse(c);
            int n = 40_000;
            StoredSequence one = StoredSequence.of(code, ValueStore.inMemory(c, 12), 64, 1 << 12, StoredSequenceTest.ONE);
            one.extendTo(n);
            int[] expected = values(one);
            for (int threads = 2; threads <= 3; threads++) {
                int block = 2 << random.nextInt(9);
                StoredSequence s = StoredSequence.of(code, ValueStore.inMemory(c, 12), 64, 1 << random.nextInt(14),
                        plan(threads, block, -1));
                while (s.size() <= n) {
                    s.extendTo(Math.min(n, s.size() + random.nextInt(9000)));
                }
                assertArrayEquals(expected, values(s), c + " on " + threads + " threads, blocks of " + block);
                assertTrue(s.stats().blocks() > 0, c + ": computed in blocks");
                assertEquals(threads, s.stats().threads());
            }
        }
    }

    /**
     * Trials of the two ways (in blocks, heap by heap) every few hundred heaps, each choosing by
     * the time it measured: whichever way each stretch took, the values are one thread's, in
     * pieces that cut trials short too.
     */
    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void trialsOfBothWaysKeepTheValues() {
        Random random = new Random(63);
        for (String c : new String[] {"0.6", "4!.0", "0.167", "4.07"}) {
            TakeBreakCode code = TakeBreakCode.parse(c);
            int n = 30_000;
            StoredSequence one = StoredSequence.of(code, ValueStore.inMemory(c, 12), 64, 1 << 12, StoredSequenceTest.ONE);
            one.extendTo(n);
            int[] expected = values(one);
            for (int trial = 2; trial <= 64; trial *= 2) {
                StoredSequence s = StoredSequence.of(code, ValueStore.inMemory(c, 12), 64, 1 << 12,
                        new EngineThreads(2, 8, 32, -1, trial));
                while (s.size() <= n) {
                    s.extendTo(Math.min(n, s.size() + random.nextInt(3000)));
                }
                assertArrayEquals(expected, values(s), c + ", trials of " + trial);
                assertTrue(s.stats().trials() > 0, c + ": no trial made");
                assertTrue(s.stats().oneFaster() <= s.stats().trials());
            }
        }
    }

    /**
     * A block's work done ahead thrown away after a heap, for heaps all along: still exact, and
     * counted once more than the failures of the run without it (new listings of the rare heaps,
     * which depend on the values alone). Where a block fails of itself before the heap, or begins
     * after a listing, the heap is not reached: so in a few stretches the count stays.
     */
    @Test
    void aFailedBlockIsComputedAgain() {
        TakeBreakCode code = TakeBreakCode.parse("0.6");
        int[] expected = MexTable.build(code, 2999).toArray();
        StoredSequence plain = StoredSequence.of(code, ValueStore.inMemory("0.6", 8), 64, 1 << 10, plan(2, 16, -1));
        plain.extendTo(2999);
        long listed = plain.stats().failures();
        int reached = 0;
        int tried = 0;
        for (long failAt = 64; failAt < 3000; failAt += 98, tried++) {
            StoredSequence s = StoredSequence.of(code, ValueStore.inMemory("0.6", 8), 64, 1 << 10, plan(2, 16, failAt));
            s.extendTo(2999);
            assertArrayEquals(expected, values(s), "failing after heap " + failAt);
            long failures = s.stats().failures();
            assertTrue(failures == listed || failures == listed + 1, "failing after heap " + failAt + ": " + failures
                    + " failures, " + listed + " without");
            reached += (int) (failures - listed);
        }
        // 4 stretches of 32 heaps of 3000 fail of themselves (measured: heaps 368..398, 944..974, ...).
        assertTrue(reached >= tried - 6, reached + " of " + tried + " forced failures counted");
    }

    /**
     * A run on threads stopped (its thread interrupted) at whatever point, a round in flight or
     * not: the values it kept are right, and a new run from its store goes on to the right table.
     */
    @Test
    void aStoppedRunKeepsRightValuesAndGoesOn() throws Exception {
        assertAStoppedRunGoesOn("0.6", plan(2, 64, -1));
    }

    /** {@link #aStoppedRunKeepsRightValuesAndGoesOn} of {@code c} to heap 60,000 on {@code plan}. */
    static void assertAStoppedRunGoesOn(String c, EngineThreads plan) throws InterruptedException {
        TakeBreakCode code = TakeBreakCode.parse(c);
        int n = 60_000;
        int[] expected = MexTable.build(code, n).toArray();
        for (int delay = 0; delay < 40; delay += 8) {
            ValueStore store = ValueStore.inMemory(c, 12);
            StoredSequence s = StoredSequence.of(code, store, 64, 1 << 12, plan);
            Thread run = new Thread(() -> {
                try {
                    s.extendTo(n);
                } catch (java.util.concurrent.CancellationException e) {
                    // stopped: what it kept is checked below
                }
            });
            run.start();
            Thread.sleep(delay);
            run.interrupt();
            run.join();
            StoredSequence again = StoredSequence.of(code, store, 64, 1 << 12, plan);
            for (int h = 0; h < again.size(); h++) {
                assertEquals(expected[h], again.get(h), c + ": heap " + h + " kept after a stop at " + again.size());
            }
            again.extendTo(n);
            assertArrayEquals(expected, values(again), c + ": after a stop at " + delay + " ms");
        }
    }

    @Test
    void refusesAPlanOutOfRange() {
        assertThrows(IllegalArgumentException.class, () -> new EngineThreads(0, 8, 32, -1));
        assertThrows(IllegalArgumentException.class, () -> new EngineThreads(2, 7, 28, -1));
        assertThrows(IllegalArgumentException.class, () -> new EngineThreads(2, 8, 31, -1));
        assertThrows(IllegalArgumentException.class, () -> new EngineThreads(2, 8, 32, -1, -2));
        assertThrows(IllegalArgumentException.class, () -> new EngineThreads(2, 8, 32, -1, 3));
        assertThrows(IllegalArgumentException.class,
                () -> StoredSequence.of(TakeBreakCode.parse("0.6"), ValueStore.inMemory("0.6", 8), 0));
    }
}
