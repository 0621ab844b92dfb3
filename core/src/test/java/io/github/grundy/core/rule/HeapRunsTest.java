package io.github.grundy.core.rule;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.HeapRuns;
import io.github.grundy.core.sequence.MexTable;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A heap rule's options listed a run of heaps in one call ({@link HeapRuns}) are what it lists
 * heap by heap: the same options in the same order, the same failure at the same heap, and the
 * same tables through {@link MexTable}, which takes the run.
 */
class HeapRunsTest {

    private static BoundRule bind(String rule, long maxSteps) {
        return Rule.parse(rule).bind(Map.of(), maxSteps, "--max-steps=" + maxSteps);
    }

    /** Each heap's start, options and end, or the failure that stopped them. */
    private static List<String> byRun(BoundRule rule, long from, long to) {
        List<String> seen = new ArrayList<>();
        try {
            rule.forEachOptionOfRun(from, to, new HeapRuns.RunSink() {
                @Override
                public void start(long heap) {
                    seen.add("start " + heap);
                }

                @Override
                public boolean accept(long[] option) {
                    seen.add(Arrays.toString(option));
                    return true;
                }

                @Override
                public void end(long heap) {
                    seen.add("end " + heap);
                }
            });
        } catch (RuntimeException e) {
            seen.add(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        return seen;
    }

    private static List<String> byHeap(BoundRule rule, long from, long to) {
        List<String> seen = new ArrayList<>();
        try {
            for (long heap = from; heap <= to; heap++) {
                seen.add("start " + heap);
                rule.forEachOption(heap, o -> seen.add(Arrays.toString(o)));
                seen.add("end " + heap);
                if (heap == to) {
                    break;
                }
            }
        } catch (RuntimeException e) {
            seen.add(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        return seen;
    }

    @Test
    void aRunListsWhatTheHeapsListAndFailsWhereTheyFail() {
        for (String text : List.of("n -> [n - s for s in [1, 3, 4] if s <= n]",
                "n -> [(a, n - 1 - a) for a in 0..n - 1] + [(a, n - 2 - a) for a in 0..n - 2]",
                "n -> [n - d for d in divisors(n) if d < n]",
                // Fails at heap 0 (a negative heap), at heap 6 (overflow), at heap 3 (not smaller).
                "n -> [n - 1]", "n -> [2 ** (n + 57) for k in [1] if n > 0]", "n -> [n for k in [1] if n == 3]")) {
            for (long maxSteps : new long[] {1_000_000, 7}) {
                BoundRule rule = bind(text, maxSteps);
                assertEquals(byHeap(rule, 0, 40), byRun(rule, 0, 40), text + " within " + maxSteps + " steps");
                assertEquals(byHeap(rule, 5, 9), byRun(rule, 5, 9), text + " within " + maxSteps + " steps");
                // A run that ends at the largest heap ends there (heap + 1 would wrap, and go on for ever):
                // bounded, so that a run that does not end fails rather than hangs.
                long top = Long.MAX_VALUE;
                List<String> expected = byHeap(rule, top - 2, top);
                assertEquals(expected, assertTimeoutPreemptively(Duration.ofMinutes(1), () -> byRun(rule, top - 2, top)),
                        text + " at the largest heaps");
            }
        }
    }

    @Test
    void aTableThroughRunsIsTheTableHeapByHeap() {
        BoundRule kayles = bind("n -> [(a, n - 1 - a) for a in 0..n - 1] + [(a, n - 2 - a) for a in 0..n - 2]", 1 << 20);
        HeapMoves heapByHeap = kayles::forEachOption;
        assertArrayEquals(MexTable.build(heapByHeap, 2000).toArray(), MexTable.build(kayles, 2000).toArray());
    }
}
