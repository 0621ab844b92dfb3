package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.grundy.core.store.ValueStore;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stored rare/common engine against the plain mex engine, value by value: on random codes, on
 * the studied games far out, in random pieces, reopened from its store at random points, with
 * rings of last heaps small enough that the store, the cache and the ring's growth all serve.
 */
class StoredSequenceTest {

    /** One thread: the engine heap by heap ({@link ParallelSequenceTest} tests the others against it). */
    static final EngineThreads ONE = new EngineThreads(1, EngineThreads.BLOCK_HEAPS, EngineThreads.PARALLEL_FROM, -1);

    private static int[] plain(TakeBreakCode code, int n) {
        return MexTable.build(code, n).toArray();
    }

    private static int[] values(StoredSequence s) {
        int[] v = new int[(int) s.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = s.get(i);
        }
        return v;
    }

    @Test
    void agreesWithThePlainEngineOnRandomCodes() {
        Random random = new Random(54);
        for (int round = 0; round < 600; round++) {
            String c = RandomCodes.of(random, "004", "01234567", 4, 6);
            TakeBreakCode code = TakeBreakCode.parse(c);
            int n = 300 + random.nextInt(500);
            StoredSequence s = StoredSequence.of(code, ValueStore.inMemory(c, 6), 1 << random.nextInt(12),
                    1 << random.nextInt(14), ONE);
            s.extendTo(n);
            assertArrayEquals(plain(code, n), values(s), c);
        }
    }

    /**
     * Codes with two splits one apart ({@code k} and {@code k + 1}, 0.167's 2 and 3): their
     * splits with a rare heap are marked in one pass for two heaps ({@link RarePairs}), and each
     * heap's search goes on with the last heap's ({@link SplitSearches}); small windows, so that
     * the rare heaps past them are read from the store.
     */
    @Test
    void agreesOnCodesWithSplitsOneApart() {
        Random random = new Random(167);
        for (int round = 0; round < 300; round++) {
            String c = RandomCodes.splitsOneApart(random);
            TakeBreakCode code = TakeBreakCode.parse(c);
            int n = 400 + random.nextInt(1600);
            StoredSequence s = StoredSequence.of(code, ValueStore.inMemory(c, 6), 1 << (4 + random.nextInt(8)),
                    1 << (6 + random.nextInt(8)), ONE);
            s.extendTo(n);
            assertArrayEquals(plain(code, n), values(s), c);
        }
    }

    @Test
    void agreesOnTheStudiedGamesFarOut() {
        for (String c : new String[] {"0.6", "0.77", "0.07", "4!.0", "0.16", "0.106", "0.4", "0.37", "4.07", "0.007",
                "0.167", "0.034", "0.014"}) {
            TakeBreakCode code = TakeBreakCode.parse(c);
            StoredSequence s = StoredSequence.of(code, ValueStore.inMemory(c, 10), 64, 64, ONE);
            s.extendTo(6000);
            assertArrayEquals(plain(code, 6000), values(s), c);
        }
    }

    /** Pieces of random lengths, and the sequence reopened from its store between some of them. */
    @Test
    void goesOnInPiecesAndAfterReopening() {
        Random random = new Random(2026);
        for (String c : new String[] {"0.6", "4!.0", "4.07", "0.16", "4!.4!", "0.4!4", "4!.04!", "0.14", "4.6", "0.167"}) {
            TakeBreakCode code = TakeBreakCode.parse(c);
            int n = 4000;
            int[] expected = plain(code, n);
            ValueStore store = ValueStore.inMemory(c, 8);
            StoredSequence s = StoredSequence.of(code, store, 32, 1 << 20, ONE);
            while (s.size() <= n) {
                long to = Math.min(n, s.size() + (random.nextInt(4) == 0 ? 0 : random.nextInt(500)));
                s.extendTo(to);
                if (random.nextInt(4) == 0) {
                    s = StoredSequence.of(code, store, 1 << random.nextInt(10), 1 << random.nextInt(12), ONE);
                }
            }
            assertArrayEquals(expected, values(s), c);
        }
    }

    /**
     * On disk: a run committed in pieces, its store closed and opened again each time (as a run
     * stopped and started again), gives the plain engine's values; what was appended but not
     * committed is computed again.
     */
    @Test
    void goesOnFromADiskStoreOpenedAgain(@TempDir Path dir) throws IOException {
        Random random = new Random(31);
        for (String c : new String[] {"0.6", "0.014", "4!.0", "0.4!4"}) {
            TakeBreakCode code = TakeBreakCode.parse(c);
            int n = 6000;
            int[] expected = plain(code, n);
            Path at = dir.resolve(c);
            ValueStore store = ValueStore.create(at, c, 9);
            StoredSequence s = StoredSequence.of(code, store, 64, 1 << random.nextInt(12), ONE);
            while (s.size() <= n) {
                s.extendTo(Math.min(n, s.size() + random.nextInt(700)));
                if (random.nextBoolean()) {
                    store.commit();
                }
                // More values, never committed: gone when the store opens again.
                s.extendTo(Math.min(n, s.size() + random.nextInt(50)));
                store.close();
                store = ValueStore.open(at, c);
                s = StoredSequence.of(code, store, 64, 1 << random.nextInt(12), ONE);
            }
            assertArrayEquals(expected, values(s), c);
            store.close();
        }
    }

    /** The frequencies at each power of two, against a count of the plain engine's values. */
    @Test
    void countsTheValuesAtEachPowerOfTwo() {
        TakeBreakCode code = TakeBreakCode.parse("0.6");
        int[] expected = plain(code, 4096);
        StoredSequence s = StoredSequence.of(code, ValueStore.inMemory("0.6", 8), 16, 1 << 20, ONE);
        s.extendTo(1000);
        s = StoredSequence.of(code, s.store(), 16, 1 << 20, ONE);
        s.extendTo(4096);
        int power = 0;
        for (ValueFrequencies f : s.powersOfTwo()) {
            assertEquals(2L << power++, f.heaps());
            long[] counts = new long[f.counts().length];
            int max = 0;
            for (int h = 1; h <= f.heaps(); h++) {
                counts[expected[h]]++;
                max = Math.max(max, expected[h]);
            }
            assertEquals(max + 1, counts.length, "up to the largest value");
            assertArrayEquals(counts, f.counts());
        }
        assertEquals(12, power, "2, 4, ..., 4096");
    }
}
