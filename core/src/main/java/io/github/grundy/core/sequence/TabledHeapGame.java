package io.github.grundy.core.sequence;

import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodCriterion;
import io.github.grundy.core.period.PeriodProof;
import java.util.Objects;
import java.util.Optional;
import java.util.function.LongFunction;

/**
 * A heap game given by its moves alone, its Grundy values tabled by the mex engine
 * ({@link MexTable}): the author writes what a heap may become, and this class answers the rest
 * of {@link HeapGame}, so the game works everywhere a heap game does (a position of many heaps,
 * its winning moves, sums with other games). {@link io.github.grundy.core.spi.HeapVariant} makes
 * a variant of it in a few lines; this is the class to use directly when a variant needs more
 * than that.
 *
 * <pre>{@code
 * // Subtract a square: a move removes 1, 4, 9, ... objects from one heap.
 * HeapMoves squares = (heap, sink) -> {
 *     for (long k = 1; k * k <= heap; k++) {
 *         if (!sink.accept(new long[] {heap - k * k})) {
 *             return;
 *         }
 *     }
 * };
 * HeapGame game = TabledHeapGame.of("squares", squares, 1_000_000).prepare(20);
 * game.grundy(19);   // 2: heap 19 leaves 18, 15, 10 or 3, worth 1, 0, 0 and 1
 * }</pre>
 *
 * <p><b>The moves.</b> {@link HeapMoves#forEachOption} reports each option of a heap as the heaps
 * it leaves: none (the heap is removed), one (it shrinks) or several (it splits). Every heap of
 * an option must be smaller than the heap it comes from: the table is built bottom-up, and a move
 * that does not shrink would let the game go on forever. A move that breaks this rule is reported
 * when the table is built, naming the heap and the option.
 *
 * <p><b>The table.</b> {@link #prepare} builds the values of heaps {@code 0..n} once, before a
 * position is analysed: time linear in the number of options of those heaps, memory 4 bytes per
 * heap. It refuses heaps beyond {@code maxTable} (the variant's {@code --max-table}) with a
 * {@link LimitExceededException} that names the limit ({@link #withLimitName}); {@link #grundy} answers only heaps in the table. Games whose
 * values have a closed form or a period should compute them instead (their heaps are not limited).
 *
 * <p>Immutable and thread-safe: {@link #prepare} returns a new game holding the larger table.
 *
 * @since SPI version 1
 */
public final class TabledHeapGame implements HeapGame {

    /** The table limit when a variant does not set one: 10^6 heaps, 4 MB. */
    public static final long DEFAULT_MAX_TABLE = 1_000_000L;

    /** The largest table limit accepted: 5·10^8 heaps, 2 GB. */
    public static final long TABLE_LIMIT = 500_000_000L;

    /** How a move reads in answers, e.g. {@code 10 -> 1 (take 9)}. */
    @FunctionalInterface
    public interface MoveText {
        /**
         * The move from {@code heap} to {@code option}, without the heap's index.
         *
         * @param heap   the heap moved from
         * @param option the heaps it becomes, as the moves reported them
         * @return the move in words, e.g. {@code 10 -> 1 (take 9)}
         */
        String describe(long heap, long[] option);
    }

    private final String description;
    private final HeapMoves moves;
    private final MoveText moveText;
    private final long maxTable;
    /** How users raise {@link #maxTable}, e.g. {@code --max-table}; null when they cannot. */
    private final String limitName;
    /** Heaps 0..table.maxHeap(); null before the first {@link #prepare}. */
    private final MexTable table;
    /** What a game of moves alone may be told besides ({@link #withLeastHeap} and the like); none by default. */
    private final Extras extras;
    /** The period {@link Extras#criterion} proves on the table, or null. */
    private final PeriodProof proof;

    /**
     * The least heap and why (for its message); why no theorem proves the period (null for
     * nothing to say); the theorem that does, and why it holds for these moves (null for none).
     */
    private record Extras(long least, String leastWhy, LongFunction<String> unprovedNote, PeriodCriterion criterion,
            String criterionWhy) {
    }

    private static final Extras NONE = new Extras(0, null, null, null, null);

    private TabledHeapGame(String description, HeapMoves moves, MoveText moveText, long maxTable, String limitName,
            MexTable table, Extras extras, PeriodProof proof) {
        this.extras = extras;
        this.proof = proof;
        this.description = description;
        this.moves = moves;
        this.moveText = moveText;
        this.maxTable = maxTable;
        this.limitName = limitName;
        this.table = table;
    }

    /**
     * The game with these moves, its table still empty.
     *
     * @param description what {@link #describe()} says: the variant's id and parameters, e.g.
     *                    {@code squares} or {@code take-powers --k=2}; it starts every message
     * @param moves       the options of a heap, each holding only smaller heaps
     * @param maxTable    the largest heap {@link #prepare} may table, 1 to {@link #TABLE_LIMIT}
     * @return the game, its moves in words by {@link HeapGame#plainMoveText} and its limit unnamed
     * @throws IllegalArgumentException if {@code maxTable} is out of that range
     */
    public static TabledHeapGame of(String description, HeapMoves moves, long maxTable) {
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(moves, "moves");
        if (maxTable < 1 || maxTable > TABLE_LIMIT) {
            throw new IllegalArgumentException(description + ": the table limit must be in 1.." + TABLE_LIMIT
                    + ", found " + maxTable);
        }
        return new TabledHeapGame(description, moves, HeapGame::plainMoveText, maxTable, null, null, NONE, null);
    }

    /**
     * This game, its moves described by {@code text} in answers.
     *
     * @param text says a move in words, for {@link #describeMove}
     * @return a new game with the same moves, limit and table
     */
    public TabledHeapGame withMoveText(MoveText text) {
        return new TabledHeapGame(description, moves, Objects.requireNonNull(text, "text"), maxTable, limitName, table,
                extras, proof);
    }

    /**
     * This game, its table limit named {@code name} in messages: how a user raises it, e.g.
     * {@code --max-table} for the parameter of a {@link io.github.grundy.core.spi.HeapVariant}.
     * Without a name, a heap beyond the limit is refused without saying how to raise it.
     *
     * @param name what users write to raise the limit, e.g. {@code --max-table}
     * @return a new game with the same moves, move text and table
     * @since SPI version 2
     */
    public TabledHeapGame withLimitName(String name) {
        return new TabledHeapGame(description, moves, moveText, maxTable, Objects.requireNonNull(name, "name"), table,
                extras, proof);
    }

    /**
     * This game, its heaps from {@code least} on: a heap below it is refused as a position (in
     * {@link #checkHeap}, and so as {@code table --from}), and its moves are never asked for one
     * (the table holds it, without a move, value 0). The moves should leave no heap below it.
     *
     * @param least the least heap, 0 or more
     * @param why   what the message of a heap below it says after the least heap, e.g. {@code its
     *              rule's domain, n >= 1}
     * @return a new game with the same moves, limit and table
     * @since SPI version 2
     */
    public TabledHeapGame withLeastHeap(long least, String why) {
        if (least < 0) {
            throw new IllegalArgumentException(description + ": the least heap must be 0 or more, found " + least);
        }
        return new TabledHeapGame(description, moves, moveText, maxTable, limitName, table, new Extras(least,
                Objects.requireNonNull(why, "why"), extras.unprovedNote(), extras.criterion(), extras.criterionWhy()),
                proof);
    }

    /**
     * This game, saying why no theorem proves its period ({@link #unprovedPeriodNote}): a game
     * whose moves are a function the theorems cannot read (a rule).
     *
     * @param note the words for a table to a heap, or null for none
     * @return a new game with the same moves, limit and table
     * @since SPI version 2
     */
    public TabledHeapGame withUnprovedPeriodNote(LongFunction<String> note) {
        return new TabledHeapGame(description, moves, moveText, maxTable, limitName, table, new Extras(extras.least(),
                extras.leastWhy(), Objects.requireNonNull(note, "note"), extras.criterion(), extras.criterionWhy()), proof);
    }

    /**
     * This game, its period proved by {@code criterion} once its table shows it: for moves that
     * are, at every heap, those of a game the theorem is about (a rule whose form is an octal
     * code's). Only then: a table's agreement with a code proves nothing beyond it.
     *
     * @param criterion the theorem
     * @param why       why it holds for these moves, said before the theorem in the proof
     * @return a new game with the same moves and limit (the table is searched again at the next {@link #prepare})
     * @since SPI version 2
     */
    public TabledHeapGame withPeriodCriterion(PeriodCriterion criterion, String why) {
        return new TabledHeapGame(description, moves, moveText, maxTable, limitName, table, new Extras(extras.least(),
                extras.leastWhy(), extras.unprovedNote(), Objects.requireNonNull(criterion, "criterion"),
                Objects.requireNonNull(why, "why")), null);
    }

    @Override
    public Optional<PeriodProof> periodProof() {
        return Optional.ofNullable(proof);
    }

    @Override
    public Optional<String> unprovedPeriodNote(long lastHeap) {
        return extras.unprovedNote() == null ? Optional.empty()
                : Optional.ofNullable(extras.unprovedNote().apply(lastHeap));
    }

    @Override
    public long leastHeap() {
        return extras.least();
    }

    @Override
    public void checkHeap(long heap) {
        HeapGame.super.checkHeap(heap);
        if (heap < extras.least()) {
            throw new IllegalArgumentException(description + ": heap " + heap + " is not a position of this game,"
                    + " whose heaps start at " + extras.least() + " (" + extras.leastWhy() + ")");
        }
    }

    /**
     * The largest heap the table may hold.
     *
     * @return the limit given to {@link #of}; {@link #prepare} refuses heaps beyond it
     */
    public long maxTable() {
        return maxTable;
    }

    @Override
    public String describe() {
        return description;
    }

    /**
     * This game with the values of heaps {@code 0..maxHeap} tabled; itself when they already are.
     *
     * @throws LimitExceededException   if {@code maxHeap} is beyond {@link #maxTable()}, or the
     *                                  table would not fit in memory
     * @throws GameFailure              if a move leaves a heap not smaller than its origin, or the moves fail
     */
    @Override
    public TabledHeapGame prepare(long maxHeap) {
        if (maxHeap <= maxGrundyHeap() || proof != null) {
            // A proved period answers every heap beyond the table.
            return this;
        }
        if (extras.criterion() != null && maxHeap > Math.max(PROOF_STEP, 2 * (maxGrundyHeap() + 1))) {
            // The theorem may prove the period on a table far shorter than the heap asked: look in doubling steps.
            TabledHeapGame g = prepare(Math.min(maxTable, Math.max(PROOF_STEP, 2 * (maxGrundyHeap() + 1))));
            return g.proof != null || g.maxGrundyHeap() >= maxTable ? g.checkedReach(maxHeap) : g.prepare(maxHeap);
        }
        if (maxHeap > maxTable) {
            throw new LimitExceededException(beyondLimit(maxHeap));
        }
        MexTable built;
        try {
            // Grown from the table this game has: each heap is computed once however many steps a table takes.
            // The moves as given, without checkHeap: a heap below the least is in the table too, without a move.
            long least = extras.least();
            HeapMoves all = (heap, sink) -> {
                if (heap >= least) {
                    moves.forEachOption(heap, sink);
                }
            };
            built = table == null ? MexTable.build(all, (int) maxHeap) : table.extend(all, (int) maxHeap);
        } catch (LimitExceededException e) {
            throw e.withContext(description);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(description + ": " + e.getMessage(), e);
        }
        return new TabledHeapGame(description, moves, moveText, maxTable, limitName, built, extras, proved(built));
    }

    /** The first table of a search for a proved period, in heaps. */
    private static final long PROOF_STEP = 1023;

    /** This game, when it answers heaps up to {@code maxHeap} (a proved period, or a table that far); else the limit. */
    private TabledHeapGame checkedReach(long maxHeap) {
        if (proof == null && maxHeap > maxGrundyHeap()) {
            throw new LimitExceededException(beyondLimit(maxHeap));
        }
        return this;
    }

    /** The period the criterion proves on {@code built}, if any: searched once a table. */
    private PeriodProof proved(MexTable built) {
        PeriodCriterion criterion = extras.criterion();
        if (criterion == null || built.maxHeap() >= Integer.MAX_VALUE) {
            return null;
        }
        return Period.find(i -> (int) built.grundy(i), (int) built.maxHeap() + 1, criterion)
                .map(p -> new PeriodProof(p, extras.criterionWhy() + ": " + criterion.describe(),
                        criterion.checkedEnd(p.preperiod(), p.period())))
                .orElse(null);
    }

    /** The end of the table: -1 before {@link #prepare}. */
    @Override
    public long maxGrundyHeap() {
        return table == null ? -1 : table.maxHeap();
    }

    /**
     * The value of a tabled heap.
     *
     * @throws IllegalArgumentException if the heap is negative or not in the table yet
     * @throws LimitExceededException   if the heap lies beyond the table's limit (the message names it)
     */
    @Override
    public long grundy(long heap) {
        // A heap below the least is no position to start from, but is in the table (value 0, no move).
        HeapGame.super.checkHeap(heap);
        if (heap > maxGrundyHeap() && proof != null) {
            long pre = proof.period().preperiod();
            return table.grundy(pre + (heap - pre) % proof.period().period());
        }
        if (heap > maxGrundyHeap()) {
            if (heap > maxTable) {
                throw new LimitExceededException(beyondLimit(heap));
            }
            throw new IllegalArgumentException(description + ": heap " + heap + " is not in the Grundy table yet (heaps 0.."
                    + maxGrundyHeap() + "): prepare(" + heap + ") first");
        }
        return table.grundy(heap);
    }

    @Override
    public void forEachOption(long heap, OptionSink sink) {
        HeapGame.super.checkHeap(heap);
        if (heap >= extras.least()) {
            moves.forEachOption(heap, sink);
        }
    }

    @Override
    public String describeMove(long heap, long[] option) {
        return moveText.describe(heap, option);
    }

    private String beyondLimit(long heap) {
        if (limitName == null) {
            return description + ": heap " + heap + " is beyond the Grundy table, which holds heaps up to " + maxTable
                    + " (its limit; 4 bytes per heap)";
        }
        return description + ": heap " + heap + " is beyond the Grundy table, which holds heaps up to " + limitName + "="
                + maxTable + " (4 bytes per heap); raise " + limitName + " to solve it";
    }

    @Override
    public String toString() {
        return description + " (table 0.." + maxGrundyHeap() + ", limit " + maxTable + ")";
    }
}
