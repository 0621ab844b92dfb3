package io.github.grundy.variants.arith;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.arith.Primes;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.variants.arith.DivisorTable.LoneHeap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The table apart from any game, with a builder of its own (g(n) = number of divisors of n); the
 * games' tests pin the messages word for word.
 */
class DivisorTableTest {

    private static char[] divisorCounts(DivisorSieve sieve) {
        char[] counts = new char[sieve.max() + 1];
        int[] buffer = new int[DivisorSieve.MAX_DIVISORS];
        for (int n = 1; n <= sieve.max(); n++) {
            counts[n] = (char) sieve.divisors(n, buffer);
        }
        return counts;
    }

    @Test
    void preparesOnceAndLooksUp() {
        DivisorTable empty = DivisorTable.empty("test", 1000, LoneHeap.REFUSED);
        assertEquals(1000, empty.maxTable());
        assertEquals(0, empty.maxHeap());
        assertFalse(empty.covers(1));
        AtomicInteger builds = new AtomicInteger();
        DivisorTable.Builder counting = sieve -> {
            builds.incrementAndGet();
            return divisorCounts(sieve);
        };
        assertSame(empty, empty.prepareUpTo(0, counting));
        DivisorTable table = empty.prepareUpTo(360, counting);
        assertSame(table, table.prepareUpTo(360, counting));
        assertSame(table, table.prepareUpTo(-1, counting));
        assertEquals(1, builds.get(), "a table already reaching far enough is not rebuilt");
        assertEquals(360, table.maxHeap());
        assertTrue(table.covers(1) && table.covers(360));
        assertFalse(table.covers(0) || table.covers(361));
        assertEquals(1, table.value(1));
        assertEquals(24, table.value(360));
        assertThrows(IllegalArgumentException.class, () -> table.value(0));
        assertThrows(IllegalArgumentException.class, () -> table.value(361));
        assertThrows(IllegalArgumentException.class, () -> empty.value(1));
    }

    @Test
    void divisorsInsideAndBeyondTheTable() {
        DivisorTable table = DivisorTable.empty("test", 100, LoneHeap.SOLVED_BY_OUTCOME)
                .prepareUpTo(100, DivisorTableTest::divisorCounts);
        assertArrayEquals(new long[] {1, 2, 3, 4, 6, 12}, table.sortedDivisors(12));
        assertArrayEquals(new long[] {1}, table.sortedDivisors(1));
        assertArrayEquals(new long[] {1, 101}, table.sortedDivisors(101));
        assertArrayEquals(Primes.divisors(Long.MAX_VALUE), table.sortedDivisors(Long.MAX_VALUE));
    }

    @Test
    void refusesAWrongBuilderAndABadLimit() {
        DivisorTable empty = DivisorTable.empty("test", 100, LoneHeap.REFUSED);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> empty.prepareUpTo(10, sieve -> new char[sieve.max()]));
        assertEquals("test: the builder gave 10 values for heaps 1..10 (index 0 included), not 11", e.getMessage());
        assertEquals("test: --max-table must be in 1..2000000000, found 0",
                assertThrows(IllegalArgumentException.class, () -> DivisorTable.empty("test", 0, LoneHeap.REFUSED))
                        .getMessage());
        assertThrows(LimitExceededException.class, () -> empty.prepareUpTo(101, DivisorTableTest::divisorCounts));
    }

    @Test
    void equalityFollowsGameLimitAndLength() {
        DivisorTable a = DivisorTable.empty("test", 100, LoneHeap.REFUSED).prepareUpTo(50, DivisorTableTest::divisorCounts);
        DivisorTable b = DivisorTable.empty("test", 100, LoneHeap.REFUSED).prepareUpTo(50, DivisorTableTest::divisorCounts);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a, DivisorTable.empty("test", 100, LoneHeap.REFUSED));
        assertNotEquals(a, DivisorTable.empty("other", 100, LoneHeap.REFUSED).prepareUpTo(50, DivisorTableTest::divisorCounts));
        assertNotEquals(a, DivisorTable.empty("test", 101, LoneHeap.REFUSED).prepareUpTo(50, DivisorTableTest::divisorCounts));
        assertEquals("DivisorTable[game=test, maxTable=100, tabled=1..50]", a.toString());
    }

    @Test
    void maxTableParameterKeepsTheDescription() {
        Parameter<Long> p = DivisorTable.maxTableParameter("what it is for");
        assertEquals("max-table", p.name());
        assertEquals("what it is for", p.description());
        assertEquals(DivisorTable.DEFAULT_MAX_TABLE, p.defaultValue());
        assertEquals(1L, p.type().parse("1"));
        assertEquals((long) DivisorSieve.MAX_N, p.type().parse("2000000000"));
        assertThrows(IllegalArgumentException.class, () -> p.type().parse("2000000001"));
        assertThrows(IllegalArgumentException.class, () -> p.type().parse("0"));
    }
}
