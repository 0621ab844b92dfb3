package io.github.grundy.variants.subtraction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.check.GameChecker;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.period.ArithmeticPeriod;
import io.github.grundy.core.period.ArithmeticProof;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.variants.BuiltInVariants;
import io.github.grundy.variants.EngineChecks;
import io.github.grundy.variants.GameTreeSearch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The all-but subtraction game against its definition (a mex over every smaller heap, written here
 * apart from the main code) and a brute-force game-tree search; its climb, proved by the all-but
 * test, against the definition far beyond the table that proved it; heaps up to 2^63-1 and their
 * moves from the climb.
 */
class AllButTest {

    /** The rule: every amount 1..heap but those of X, fewest first. */
    private static List<long[]> rule(long[] except, long heap) {
        List<long[]> out = new ArrayList<>();
        for (long k = 1; k <= heap; k++) {
            long amount = k;
            if (Arrays.stream(except).noneMatch(x -> x == amount)) {
                out.add(new long[] {heap - k});
            }
        }
        return out;
    }

    /** g(n) = mex over every m < n with n - m not in X, quadratic, as defined. */
    private static int[] byDefinition(long[] except, int heaps) {
        int[] g = new int[heaps];
        boolean[] excluded = new boolean[heaps + 1];
        for (long x : except) {
            excluded[(int) Math.min(x, heaps)] = x < heaps;
        }
        for (int n = 0; n < heaps; n++) {
            boolean[] seen = new boolean[n + 2];
            for (int m = 0; m < n; m++) {
                if (!excluded[n - m]) {
                    seen[g[m]] = true;
                }
            }
            int v = 0;
            while (seen[v]) {
                v++;
            }
            g[n] = v;
        }
        return g;
    }

    private static long[] randomSet(Random random) {
        int size = 1 + random.nextInt(4);
        return random.longs(1, 13).distinct().limit(size).sorted().toArray();
    }

    @Test
    void valuesAndTheProvedClimbAreTheDefinitions() {
        Random random = new Random(0xA11B07L);
        for (int round = 0; round < 60; round++) {
            long[] except = randomSet(random);
            int[] g = byDefinition(except, 2000);
            AllBut table = new AllBut(except).prepare(1999);
            for (int n = 0; n < 2000; n++) {
                assertEquals(g[n], table.grundy(n), Arrays.toString(except) + " heap " + n);
            }
            // The climb is proved from the first table, and holds far beyond what it read.
            AllBut climbing = new AllBut(except).prepare(Long.MAX_VALUE);
            ArithmeticProof proof = climbing.arithmeticProof().orElseThrow();
            assertTrue(proof.valuesNeeded() < 1024, proof.describe());
            for (int n = 0; n < 2000; n++) {
                assertEquals(g[n], climbing.grundy(n), Arrays.toString(except) + " heap " + n + ", " + proof.describe());
            }
        }
    }

    @Test
    void smallPositionsMatchTheGameTree() {
        Random random = new Random(0xA11B08L);
        for (int round = 0; round < 30; round++) {
            long[] except = randomSet(random);
            AllBut game = new AllBut(except).prepare(Long.MAX_VALUE);
            GameTreeSearch search = new GameTreeSearch(h -> rule(except, h));
            for (int i = 0; i < 60; i++) {
                long[] heaps = new long[1 + random.nextInt(3)];
                for (int k = 0; k < heaps.length; k++) {
                    heaps[k] = random.nextInt(13);
                }
                EngineChecks.assertMatchesSearch(game, search, heaps);
            }
        }
    }

    @Test
    void checkedByDefinitionAsAPlugin() {
        GameChecker.assertCorrect(new AllButVariant(), Map.of("except", "1,3"), 200);
        GameChecker.assertCorrect(new AllButVariant(), Map.of("except", "2,5,7"), 200);
    }

    /** With 1 excluded the values are 0 0 1 1 2 2 ...: g(n + 2) = g(n) + 1 from heap 0, read from heaps 0..3. */
    @Test
    void takingAnyButOne() {
        AllBut game = new AllBut(1).prepare(Long.MAX_VALUE);
        assertEquals(new ArithmeticPeriod(new Period(0, 2), 1), game.arithmeticProof().orElseThrow().period());
        assertEquals(4, game.arithmeticProof().orElseThrow().valuesNeeded());
        assertEquals(Long.MAX_VALUE / 2, game.grundy(Long.MAX_VALUE));
        assertEquals(0, game.worthItselfUpTo());
    }

    /** A huge heap's moves of a value: each heap of the value a move reaches, found from the climb. */
    @Test
    void hugeHeapsMoveByTheClimb() {
        long[] except = {2, 5};
        AllBut game = new AllBut(except).prepare(Long.MAX_VALUE);
        int[] g = byDefinition(except, 4000);
        for (long heap : new long[] {3999, 1_000_000_000_000L, Long.MAX_VALUE}) {
            for (long value : new long[] {0, 1, 7, 1000, game.grundy(heap) - 1}) {
                List<Long> listed = new ArrayList<>();
                game.forEachOptionOfValue(heap, value, option -> listed.add(option[0]));
                assertEquals(listed.size(), game.countOptionsOfValue(heap, value));
                for (int i = 0; i < listed.size(); i++) {
                    long m = listed.get(i);
                    assertEquals(value, game.grundy(m));
                    assertTrue(heap - m != 2 && heap - m != 5 && m < heap, heap + " -> " + m);
                    assertTrue(i == 0 || listed.get(i - 1) > m, "fewest taken first: " + listed);
                }
                if (heap == 3999) {
                    long expected = 0;
                    for (int m = 0; m < heap; m++) {
                        expected += g[m] == value && heap - m != 2 && heap - m != 5 ? 1 : 0;
                    }
                    assertEquals(expected, listed.size(), "heap " + heap + " value " + value);
                }
            }
        }
    }

    /** Near 2^63 the heap of a value is checked before it is computed (no overflow). */
    @Test
    void theLargestHeapsOfAValueDoNotOverflow() {
        AllBut game = new AllBut(1, 2).prepare(Long.MAX_VALUE);
        // Values climb by 1 every 3 heaps: none below 2^63-1 is worth twice the last one's.
        long beyond = 6_148_914_691_236_517_206L;
        assertEquals(0, game.countOptionsOfValue(Long.MAX_VALUE, beyond));
        long value = game.grundy(Long.MAX_VALUE) - 1;
        List<Long> listed = new ArrayList<>();
        game.forEachOptionOfValue(Long.MAX_VALUE, value, option -> listed.add(option[0]));
        assertTrue(!listed.isEmpty(), "some heap below 2^63-1 is worth " + value);
        for (long m : listed) {
            assertEquals(value, game.grundy(m));
        }
        // Unprepared, a heap's options are not known yet: said, not an index error.
        assertEquals("all-but --except=2,5: the options of heap 5000 are not tabulated yet (heaps 0..-1):"
                + " prepare(5000) first", assertThrows(IllegalArgumentException.class,
                        () -> new AllBut(2, 5).countOptionsOfValue(5000, 1)).getMessage());
    }

    @Test
    void aTableThatCannotProveIsRefused() {
        // Excluding 1..40: the climb starts late, beyond a table of 64 heaps.
        long[] except = java.util.stream.LongStream.rangeClosed(1, 40).toArray();
        AllBut small = new AllBut(except, 64);
        LimitExceededException e = assertThrows(LimitExceededException.class, () -> small.prepare(100));
        assertTrue(e.getMessage().startsWith("all-but --except=1,2,3"), e.getMessage());
        assertEquals(63, small.prepare(63).maxGrundyHeap());
    }

    @Test
    void theVariantReadsItsSet() {
        Variant variant = BuiltInVariants.catalog(getClass().getClassLoader()).find("all-but").orElseThrow();
        assertInstanceOf(AllButVariant.class, variant);
        Arguments args = Arguments.parse(variant, Map.of("except", "5, 2"));
        assertEquals(new AllBut(2, 5), variant.create(args));
        assertEquals("all-but --except=2,5", variant.create(args).describe());
        assertEquals("all-but: parameter --except is required (the amounts one move may not remove,"
                + " comma-separated integers in 1..1000000)",
                assertThrows(IllegalArgumentException.class, () -> Arguments.parse(variant, Map.of())).getMessage());
        assertThrows(IllegalArgumentException.class, () -> new AllBut());
    }
}
