package io.github.grundy.variants.arith;

import io.github.grundy.core.game.HeapGame;
import java.util.function.Function;

/**
 * What a game on the numbers 1, 2, ... whose Grundy values are tabled on a divisor sieve
 * ({@link DivisorTable}) shares with the others: its name, the least heap 1, the refusal of 0,
 * {@link #prepare} building the table with the game's own rule, the values read from it, equality
 * by the table. A game brings its rule (the table's builder), its options and its words.
 * Immutable: the table is built before the game is handed out and never written again.
 *
 * @param <G> the game itself, so that {@link #prepare} returns it
 */
public abstract class DivisorTableGame<G extends DivisorTableGame<G>> implements HeapGame {

    /** g(n) for the tabled heaps, and the sieve that lists their divisors; none until prepared. */
    protected final DivisorTable table;
    private final String heapNoun;
    private final Function<DivisorTable, G> withTable;

    /**
     * @param table     the table so far
     * @param heapNoun  how a heap is called in the refusal of 0: "n", "a heap"
     * @param withTable the same game on another table (its private constructor)
     */
    protected DivisorTableGame(DivisorTable table, String heapNoun, Function<DivisorTable, G> withTable) {
        this.table = table;
        this.heapNoun = heapNoun;
        this.withTable = withTable;
    }

    /** The values of heaps {@code 1..sieve.max()} by the game's rule, bottom-up on the sieve. */
    protected abstract char[] buildTable(DivisorSieve sieve);

    /** The most heaps {@link #prepare} may table. */
    public long maxTable() {
        return table.maxTable();
    }

    @Override
    public String describe() {
        return table.game();
    }

    /** The numbers start at 1: a heap of 0 is not a position. */
    @Override
    public long leastHeap() {
        return 1;
    }

    @Override
    public void checkHeap(long heap) {
        if (heap < 1) {
            throw new IllegalArgumentException(describe() + ": " + heapNoun + " must be at least 1, found " + heap);
        }
    }

    /**
     * This game with the Grundy values of heaps {@code 1..maxHeap} tabled (itself when its table
     * already reaches that far).
     *
     * @throws IllegalArgumentException if {@code maxHeap} is above {@code --max-table}
     */
    @Override
    @SuppressWarnings("unchecked")
    public G prepare(long maxHeap) {
        DivisorTable prepared = table.prepareUpTo(maxHeap, this::buildTable);
        return prepared == table ? (G) this : withTable.apply(prepared);
    }

    @Override
    public long maxGrundyHeap() {
        return table.maxHeap();
    }

    /**
     * The Grundy value of heap {@code n} from the table.
     *
     * @throws IllegalArgumentException if {@code n < 1} or {@code n} is beyond the table
     */
    @Override
    public long grundy(long n) {
        checkHeap(n);
        return table.value(n);
    }

    @Override
    public boolean equals(Object o) {
        return o != null && o.getClass() == getClass() && ((DivisorTableGame<?>) o).table.equals(table);
    }

    @Override
    public int hashCode() {
        return table.hashCode();
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[maxTable=" + table.maxTable() + ", tabled=1.." + table.maxHeap() + "]";
    }
}
