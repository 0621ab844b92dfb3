package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.store.ValueStore;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Heaps side by side in lanes ({@link HeapLanes}), for codes whose moves that leave a heap all take
 * 2 or more: against the plain mex engine and one thread, at every number of lanes the code
 * allows, with rounds cut short by the window and by rare heaps, and rounds forced to stop at a
 * heap (the test hook). No test times anything.
 */
class HeapLanesTest {

    /** A code whose first digit takes no heap but a whole one: every move that leaves a heap takes 2 or more. */
    private static String farCode(Random random) {
        StringBuilder s = new StringBuilder("0.").append(random.nextInt(2));
        for (int k = 1 + random.nextInt(4); k > 0; k--) {
            s.append(random.nextInt(8));
            if (random.nextInt(6) == 0) {
                s.append('!');
            }
        }
        return s.toString();
    }

    @Test
    void theReachIsTheLeastAmountTakenByAMoveThatLeavesAHeap() {
        assertEquals(2, CodeMoves.of(TakeBreakCode.parse("0.167")).reach());
        assertEquals(3, CodeMoves.of(TakeBreakCode.parse("0.007")).reach());
        assertEquals(2, CodeMoves.of(TakeBreakCode.parse("0.034")).reach());
        assertEquals(3, CodeMoves.of(TakeBreakCode.parse("0.014")).reach());
        assertEquals(1, CodeMoves.of(TakeBreakCode.parse("0.6")).reach());
        assertEquals(0, CodeMoves.of(TakeBreakCode.parse("4!.0")).reach());
        // Only whole heaps taken: nothing read, any number of heaps side by side up to the largest take + 1.
        assertEquals(3, CodeMoves.of(TakeBreakCode.parse("0.11")).reach());
    }

    @Test
    void agreesWithThePlainEngineOnRandomCodesAtEverySplitOfTheWork() {
        Random random = new Random(5505);
        int tried = 0;
        while (tried < 200) {
            String c = farCode(random);
            TakeBreakCode code = TakeBreakCode.parse(c);
            if (!StoredSequence.supports(code)) {
                continue;
            }
            tried++;
            int n = 300 + random.nextInt(1500);
            int threads = 2 + random.nextInt(3);
            int block = 2 << random.nextInt(6);
            long stopAt = random.nextInt(3) == 0 ? 4L * block + random.nextInt(n) : -1;
            StoredSequence s = StoredSequence.of(code, ValueStore.inMemory(c, 6), 1 << random.nextInt(12),
                    1 << random.nextInt(14), new EngineThreads(threads, block, 4L * block, stopAt));
            s.extendTo(n);
            int lanes = Math.min(threads, CodeMoves.of(code).reach());
            assertArrayEquals(MexTable.build(code, n).toArray(), ParallelSequenceTest.values(s),
                    c + " in " + lanes + " lanes, from heap " + 4 * block + ", stopping at " + stopAt);
            assertEquals(lanes >= 2 ? lanes : 0, s.stats().lanes(), c);
            assertTrue(lanes < 2 || s.stats().rounds() > 0, c + ": computed in lanes");
        }
    }

    /** The record games, far enough for thousands of rounds, in pieces: the same values as one thread. */
    @Test
    void agreesWithOneThreadOnTheRecordGames() {
        Random random = new Random(2055);
        for (String c : new String[] {"0.167", "0.034", "0.014", "0.161", "0.172", "0.007", "0.0000007"}) {
            TakeBreakCode code = TakeBreakCode.parse(c);
            int n = 20_000;
            StoredSequence one = StoredSequence.of(code, ValueStore.inMemory(c, 12), 64, 1 << 12, StoredSequenceTest.ONE);
            one.extendTo(n);
            int[] expected = ParallelSequenceTest.values(one);
            for (int threads = 2; threads <= 3; threads++) {
                StoredSequence s = StoredSequence.of(code, ValueStore.inMemory(c, 12), 64, 1 << random.nextInt(14),
                        new EngineThreads(threads, 16, 64, -1));
                while (s.size() <= n) {
                    s.extendTo(Math.min(n, s.size() + random.nextInt(9000)));
                }
                assertArrayEquals(expected, ParallelSequenceTest.values(s), c + " on " + threads + " threads");
                assertEquals(Math.min(threads, CodeMoves.of(code).reach()), s.stats().lanes(), c);
                assertTrue(s.stats().rounds() > 0, c + ": computed in lanes");
                assertTrue(s.stats().stops() <= s.stats().rounds(), c + ": " + s.stats());
            }
        }
    }

    /**
     * A round forced to stop at a heap, for heaps all along: the heaps after it, computed by the
     * lanes already, are thrown away and computed again; the values stay exact, and each forced
     * stop is counted.
     */
    @Test
    void aRoundStoppedAtAnyHeapIsComputedAgain() {
        TakeBreakCode code = TakeBreakCode.parse("0.167");
        int[] expected = MexTable.build(code, 2999).toArray();
        StoredSequence plain = StoredSequence.of(code, ValueStore.inMemory("0.167", 8), 64, 1 << 10,
                new EngineThreads(2, 16, 64, -1));
        plain.extendTo(2999);
        long stops = plain.stats().stops();
        int reached = 0;
        int tried = 0;
        for (long stopAt = 64; stopAt < 3000; stopAt += 37, tried++) {
            StoredSequence s = StoredSequence.of(code, ValueStore.inMemory("0.167", 8), 64, 1 << 10,
                    new EngineThreads(2, 16, 64, stopAt));
            s.extendTo(2999);
            assertArrayEquals(expected, ParallelSequenceTest.values(s), "stopping at heap " + stopAt);
            long forced = s.stats().stops() - stops;
            assertTrue(forced == 0 || forced == 1, "stopping at heap " + stopAt + ": " + s.stats().stops()
                    + " stops, " + stops + " without");
            reached += (int) forced;
        }
        // A forced stop at a heap where the round stops anyway (a rare heap) adds none: 0.167 has a
        // few dozen rare heaps below 3000.
        assertTrue(reached >= tried - 4, reached + " of " + tried + " forced stops counted");
    }

    /**
     * A run in lanes stopped (its thread interrupted) at whatever point: the values it kept are
     * right, and a new run from its store goes on to the right table.
     */
    @Test
    void aStoppedRunKeepsRightValuesAndGoesOn() throws Exception {
        ParallelSequenceTest.assertAStoppedRunGoesOn("0.167", new EngineThreads(2, 64, 256, -1));
    }

    @Test
    void refusesMoreLanesThanTheMovesAllow() {
        TakeBreakCode code = TakeBreakCode.parse("0.167");
        TableWindow table = new TableWindow(ValueStore.inMemory("0.167", 8), 64, 64);
        CodeMoves moves = CodeMoves.of(code);
        assertThrows(IllegalArgumentException.class, () -> new HeapLanes(table, moves, new RareClasses(-1), 3));
        assertThrows(IllegalArgumentException.class, () -> new HeapLanes(table, moves, new RareClasses(-1), 1));
    }
}
