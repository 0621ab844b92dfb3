package io.github.grundy.core.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Hopcroft's minimisation against Moore's, written here from the definition, on random automata. */
class PartitionTest {

    /** Refines by (own class, each letter's class of the image) until nothing splits. */
    private static int[] moore(boolean[] pp, int[][] moves) {
        int n = pp.length;
        int[] block = new int[n];
        for (int x = 0; x < n; x++) {
            block[x] = pp[x] ? 1 : 0;
        }
        while (true) {
            Map<List<Integer>, Integer> ids = new HashMap<>();
            int[] next = new int[n];
            for (int x = 0; x < n; x++) {
                List<Integer> signature = new ArrayList<>();
                signature.add(block[x]);
                for (int[] row : moves) {
                    signature.add(block[row[x]]);
                }
                next[x] = ids.computeIfAbsent(signature, s -> ids.size());
            }
            long before = java.util.Arrays.stream(block).distinct().count();
            block = next;
            if (ids.size() == before) {
                return block;
            }
        }
    }

    @Test
    void hopcroftFindsMooresClassesOnRandomAutomata() {
        Random random = new Random(25);
        // One workspace for all: its arrays, kept from a larger automaton, must not leak into a smaller one.
        Partition work = new Partition();
        for (int round = 0; round < 3000; round++) {
            int n = 1 + random.nextInt(round % 2 == 0 ? 8 : 80);
            int k = random.nextInt(5);
            boolean[] pp = new boolean[n];
            int bias = random.nextInt(4);
            for (int x = 0; x < n; x++) {
                pp[x] = random.nextInt(4) < bias;
            }
            int[][] moves = new int[k][n];
            for (int[] row : moves) {
                // Some automata with few targets, where many elements merge.
                int targets = 1 + random.nextInt(n);
                for (int x = 0; x < n; x++) {
                    row[x] = random.nextInt(targets);
                }
            }
            int[] expected = moore(pp, moves);
            int[] block = new int[n];
            int count = work.coarsest(pp, moves, block);
            assertEquals(java.util.Arrays.stream(expected).distinct().count(), count, "round " + round);
            for (int x = 0; x < n; x++) {
                for (int y = 0; y < n; y++) {
                    assertEquals(expected[x] == expected[y], block[x] == block[y], "round " + round + ": " + x + ", " + y);
                }
                assertEquals(true, block[x] >= 0 && block[x] < count, "round " + round);
            }
        }
    }
}
