package io.github.grundy.core.normal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.TestGames;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MexSetTest {

    @Test
    void emptySetHasMexZero() {
        assertEquals(0, new MexSet().mex());
    }

    @Test
    void randomSetsAgainstAHashSet() {
        Random random = new Random(1234);
        MexSet reused = new MexSet();
        int[] ranges = {2, 5, 12, 64, 65, 130, 300};
        for (int round = 0; round < 6000; round++) {
            int range = ranges[random.nextInt(ranges.length)];
            int size = random.nextInt(2 * range + 1);
            // Often a dense prefix, so that the mex lands anywhere, in any word.
            int dense = random.nextBoolean() ? random.nextInt(range + 1) : 0;
            Set<Long> naive = new HashSet<>();
            MexSet fresh = new MexSet();
            reused.clear();
            for (long v = 0; v < dense; v++) {
                if (random.nextInt(40) != 0) {
                    naive.add(v);
                    reused.add(v);
                    fresh.add(v);
                }
            }
            for (int i = 0; i < size; i++) {
                long v = random.nextInt(range);
                naive.add(v);
                reused.add(v);
                fresh.add(v);
            }
            long expected = TestGames.mex(naive);
            assertEquals(expected, reused.mex(), "reused set, round " + round + ": " + naive);
            assertEquals(expected, fresh.mex(), "fresh set, round " + round + ": " + naive);
            assertEquals(expected, reused.mex(), "mex does not change the set");
        }
    }

    @Test
    void clearForgetsLargeValues() {
        MexSet s = new MexSet();
        for (long v = 0; v < 1000; v++) {
            s.add(v);
        }
        assertEquals(1000, s.mex());
        s.clear();
        assertEquals(0, s.mex());
        s.add(1);
        s.add(2);
        assertEquals(0, s.mex());
        s.add(0);
        assertEquals(3, s.mex());
    }

    @Test
    void fullWords() {
        MexSet s = new MexSet();
        for (long v = 63; v >= 0; v--) {
            s.add(v);
        }
        assertEquals(64, s.mex());
        s.add(65);
        assertEquals(64, s.mex());
        s.add(64);
        assertEquals(66, s.mex());
        for (long v = 66; v < 128; v++) {
            s.add(v);
        }
        assertEquals(128, s.mex());
    }

    @Test
    void duplicates() {
        MexSet s = new MexSet();
        for (int i = 0; i < 100; i++) {
            s.add(0);
            s.add(2);
        }
        assertEquals(1, s.mex());
    }

    @Test
    void valuesAtOrAboveTheLimitAreIgnored() {
        MexSet s = new MexSet();
        s.add(MexSet.LIMIT);
        s.add(Long.MAX_VALUE);
        assertEquals(0, s.mex());
        s.add(0);
        s.add(MexSet.LIMIT + 1);
        assertEquals(1, s.mex());
    }

    @Test
    void negativeValueIsRefused() {
        MexSet s = new MexSet();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.add(-1));
        assertEquals("negative Grundy value: -1", e.getMessage());
    }
}
