package io.github.grundy.variants;

import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.loopy.DirectedGraph;
import io.github.grundy.variants.arith.DivisorSieve;
import io.github.grundy.variants.beads.Beads;
import io.github.grundy.variants.divisor.Divisor;
import io.github.grundy.variants.graph.GraphGame;
import io.github.grundy.variants.split.Split;
import io.github.grundy.variants.subtraction.Subtraction;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The built-in games' own long loops stop at their checkpoints once the thread is interrupted
 * (what --timeout does), rather than running to the end: each would take long enough here to
 * finish otherwise, and none gets past its first check.
 */
class CancellationTest {

    @AfterEach
    void clearInterrupt() {
        Thread.interrupted();
    }

    @Test
    void divisorSieveStops() {
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, () -> new DivisorSieve(10_000_000));
    }

    @Test
    void beadsAndDivisorTablesStop() {
        // Stopped in their sieve; their own loops are checked in BeadsVariantTest and
        // DivisorVariantTest, with the sieve built first.
        Beads beads = new Beads(10_000_000);
        Divisor divisor = new Divisor(10_000_000);
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, () -> beads.prepare(10_000_000));
        assertThrows(CancellationException.class, () -> divisor.prepare(10_000_000));
    }

    @Test
    void graphSearchStopsWithinOneLongPath() {
        // One root whose search covers the whole path: the check must be inside the search.
        int n = 1_000_000;
        int[] from = new int[n - 1];
        int[] to = new int[n - 1];
        for (int v = 0; v + 1 < n; v++) {
            from[v] = v;
            to[v] = v + 1;
        }
        DirectedGraph path = DirectedGraph.of(n, from, to, n - 1);
        Thread.currentThread().interrupt();
        assertThrows(CancellationException.class, () -> GraphGame.of(path, "path"));
    }

    @Test
    void optionQueriesThatTakeMoreThanConstantTimeCheckOnceAHeap() {
        DirectedGraph star = DirectedGraph.of(3, new int[] {0, 0}, new int[] {1, 2}, 2);
        List<HeapGame> games = List.of(new Split(), new Subtraction(1, 3, 4).prepare(Long.MAX_VALUE), new Beads(100).prepare(100),
                GraphGame.of(star, "star"));
        for (HeapGame game : games) {
            long heap = game instanceof GraphGame ? 0 : 12;
            Thread.currentThread().interrupt();
            try {
                assertThrows(CancellationException.class, () -> game.forEachOptionOfValue(heap, 0, option -> true),
                        game.describe());
                assertThrows(CancellationException.class, () -> game.countOptionsOfValue(heap, 0), game.describe());
            } finally {
                Thread.interrupted();
            }
        }
    }
}
