package io.github.grundy.core.game;

import io.github.grundy.core.period.ArithmeticProof;
import io.github.grundy.core.period.PeriodProof;
import java.util.Optional;

/**
 * A game whose positions are sums of heaps, each heap one component: a move changes exactly one
 * heap into an option of it (see {@link HeapMoves}). By the Sprague–Grundy theorem a position
 * is won by the player to move iff the nim-sum of its heaps' Grundy values is non-zero, so a
 * game only has to say what one heap is worth and what it can become.
 *
 * <p>Implementations are immutable and thread-safe.
 */
public non-sealed interface HeapGame extends Game, HeapMoves {

    /**
     * The Grundy value (nim-value) of a single heap.
     *
     * @param heap the heap's size (or, for a game on a graph, its vertex)
     * @return the Grundy value, at least 0: the mex of the values of the heap's options
     * @throws IllegalArgumentException if the heap is not one of this game ({@link #checkHeap}) or
     *                                  lies beyond {@link #maxGrundyHeap()}
     */
    long grundy(long heap);

    /**
     * Checks that {@code heap} is a heap of this game, e.g. at least 1 for a game on divisors, a
     * vertex for a game on a graph. The default accepts every non-negative heap.
     *
     * @param heap the heap a user gave
     * @throws IllegalArgumentException naming the game and the heap
     */
    default void checkHeap(long heap) {
        if (heap < 0) {
            throw new IllegalArgumentException(describe() + ": a heap cannot be negative, found " + heap);
        }
    }

    /**
     * Why no theorem proves this game's period, where a table of heaps up to {@code lastHeap}
     * says that none does: words that follow {@code no theorem says it goes on: }. Empty by
     * default: nothing more to say.
     *
     * @param lastHeap the last heap of the table
     * @return the reason in words, or empty
     * @since SPI version 2
     */
    default Optional<String> unprovedPeriodNote(long lastHeap) {
        return Optional.empty();
    }

    /**
     * The smallest heap of this game: 0 for most games (the empty heap, which has no move), 1 where
     * a heap of 0 is not a position (a game on divisors, whose heaps are the numbers 1, 2, ...).
     * Tables start there unless asked otherwise, and {@link #checkHeap} accepts it.
     *
     * @return the least heap, 0 or more
     * @since SPI version 2
     */
    default long leastHeap() {
        return 0;
    }

    /**
     * This game ready to answer for heaps up to {@code maxHeap}: a game that keeps a table builds
     * it that far here (once, before a position is analysed) instead of in {@link #grundy}, so
     * games stay immutable. The default needs no preparation.
     *
     * @param maxHeap the largest heap that will be asked about
     * @return a game, this one or a new one, whose {@link #grundy} answers for every heap up to
     *         {@code maxHeap}
     * @throws LimitExceededException if the table that would need is more than the game allows
     *                                (or memory holds); the message names the limit
     */
    default HeapGame prepare(long maxHeap) {
        return this;
    }

    /**
     * The proved period of this game's Grundy values with its certificate, once the values known
     * (after {@link #prepare}) prove one: every heap's value is then that of a heap in the first
     * {@code preperiod + period}. Empty by default, and while no period is proved.
     *
     * @return the period and its proof, or empty
     * @since SPI version 2
     */
    default Optional<PeriodProof> periodProof() {
        return Optional.empty();
    }

    /**
     * The proved climb of this game's Grundy values, {@code g(n + p) = g(n) + s} for every
     * {@code n >= e} with a saltus {@code s > 0}, with its certificate, once the values known
     * (after {@link #prepare}) prove one; empty by default, while none is proved, and when a plain
     * period is ({@link #periodProof()} says it). {@code grundy table} and the survey state it as
     * proved, so only a theorem may give it (docs/theory.md has two).
     *
     * @return the climb and its proof, or empty
     * @since SPI version 2
     */
    default Optional<ArithmeticProof> arithmeticProof() {
        return Optional.empty();
    }

    /**
     * The game's Grundy values as a formula proved for every heap, in words, such as
     * {@code g(n) = n mod 4} (Bash) or {@code g(n) = n} (Nim); empty (the default) when there is
     * none. {@code grundy table} states it as proved; say where the proof is in the game's
     * documentation.
     *
     * @return the formula, or empty
     * @since SPI version 2
     */
    default Optional<String> closedForm() {
        return Optional.empty();
    }

    /**
     * The largest heap {@code N} up to which every heap is proved to be worth itself: g(n) = n for
     * {@code leastHeap() <= n <= N}, as in Nim (every heap) and Bash (up to its largest take).
     * -1, the default, claims nothing. {@code grundy table --summary} sums such a stretch up by
     * arithmetic instead of heap by heap (Nim up to heap 2^63-1 at once), so the claim must be as
     * proved as {@link #closedForm} is; {@code GameChecker} checks it on the heaps it tries.
     *
     * @return the last heap of the stretch from {@link #leastHeap()} where values equal heaps, or
     *         -1 for none
     * @since SPI version 2
     */
    default long worthItselfUpTo() {
        return -1;
    }

    /**
     * The most objects one move takes, for a game given by a finite list of takes that a user
     * may have cut from an infinite one (a subtraction set: the Fibonacci numbers up to 10^6);
     * empty, the default, otherwise. Such a game's proved period is the finite list's, and every
     * heap's value is exact for it; but a heap beyond the largest take is where the cut game and
     * the infinite one part, so {@code grundy solve} notes a heap that its period answers beyond
     * it.
     *
     * @return the largest take, or empty
     * @since SPI version 2
     */
    default java.util.OptionalLong largestTake() {
        return java.util.OptionalLong.empty();
    }

    /**
     * This game with the values of heaps {@code 0..values.length-1} known already, as a checkpoint
     * saved them ({@code Checkpoint}), so that a long computation goes on from there; empty (the
     * default) for a game that cannot take them. The values are the game's own, saved by grundy
     * and checked against their checksum when read.
     *
     * @param values the Grundy values of heaps {@code 0, 1, ...}, in order
     * @return the game starting from these values, or empty if it cannot take them
     * @since SPI version 2
     */
    default Optional<HeapGame> resumedFrom(int[] values) {
        return Optional.empty();
    }

    /**
     * The largest heap whose Grundy value {@link #grundy} can give (the end of a table); every
     * heap by default.
     *
     * @return the largest heap {@link #grundy} accepts, {@link Long#MAX_VALUE} for no limit
     */
    default long maxGrundyHeap() {
        return Long.MAX_VALUE;
    }

    /**
     * Who wins a position of this one heap under normal play: {@link Outcome#N} if the player to
     * move does, {@link Outcome#P} if not. The default asks the Grundy value; a game whose
     * outcomes have a closed form beyond {@link #maxGrundyHeap()} overrides it, so that a position
     * of one heap can be solved without its Grundy value.
     *
     * @param heap the heap, as {@link #grundy} takes it
     * @return {@link Outcome#N} or {@link Outcome#P}; {@link Outcome#D} only from a
     *         {@code LoopyHeapGame}, for a heap from which play can go on for ever
     * @since SPI version 2 (it replaces {@code boolean firstPlayerWins(long)})
     */
    default Outcome outcome(long heap) {
        return Outcome.ofGrundy(grundy(heap));
    }

    /**
     * A move in words, without the heap's index: {@code 12 -> 4}, {@code 5 -> 3 + 4},
     * {@code 5 -> nothing}. Games override it to say how (take 2, divide by 3, ...).
     *
     * @param heap   the heap moved from
     * @param option the heaps it becomes, as {@link #forEachOption} reported them
     * @return the move in words
     */
    default String describeMove(long heap, long[] option) {
        return plainMoveText(heap, option);
    }

    /**
     * The move in words without saying how: {@code 12 -> 4}, {@code 5 -> 3 + 4},
     * {@code 5 -> nothing}; what {@link #describeMove} says unless a game overrides it.
     *
     * @param heap   the heap moved from
     * @param option the heaps it becomes, possibly none
     * @return {@code heap -> } and the {@link #optionText} of {@code option}
     * @since SPI version 1
     */
    static String plainMoveText(long heap, long[] option) {
        return heap + " -> " + optionText(option);
    }

    /**
     * What a heap becomes, in words: {@code 3 + 4}, {@code 5}, {@code nothing} (no heap left).
     *
     * @param option the heaps, in the order given
     * @return the heaps joined by {@code " + "}, or {@code nothing}
     * @since SPI version 2
     */
    static String optionText(long[] option) {
        if (option.length == 0) {
            return "nothing";
        }
        StringBuilder s = new StringBuilder();
        for (int k = 0; k < option.length; k++) {
            s.append(k == 0 ? "" : " + ").append(option[k]);
        }
        return s.toString();
    }

    /**
     * The words of a move that takes objects from a heap, {@code 10 -> 8 (take 2)}: for games
     * whose option is one smaller heap (Nim, Bash, subtraction games) to return from
     * {@link #describeMove}.
     *
     * @param heap   the heap moved from
     * @param option one heap, smaller than {@code heap}
     * @return e.g. {@code 10 -> 8 (take 2)}
     */
    static String describeTake(long heap, long[] option) {
        return heap + " -> " + option[0] + " (take " + (heap - option[0]) + ")";
    }

    /**
     * What one component is called in messages: a heap, by default.
     *
     * @return a singular noun, e.g. {@code heap}, or {@code token} for a game on a graph
     */
    default String componentNoun() {
        return "heap";
    }

    /**
     * Where one component stands, in words, after its name ({@code heap 2, of size 7}): used by
     * explanations. A game whose heaps are not sizes overrides it with this and
     * {@link #describeOption}.
     *
     * @param heap the heap
     * @return {@code of size 7} by default; {@code at vertex 7} for a token on a graph
     * @since SPI version 2
     */
    default String describeHeap(long heap) {
        return "of size " + heap;
    }

    /**
     * An option in words, as explanations list a heap's options with their values.
     *
     * @param option the heaps a move leaves
     * @return {@link #optionText} by default ({@code 3 + 4}); {@code vertex 3} for a graph
     * @since SPI version 2
     */
    default String describeOption(long[] option) {
        return optionText(option);
    }

    /**
     * Reports the distinct options of {@code heap} whose Grundy value is {@code value}, each once,
     * in canonical order: the winning moves of a heap. Options are multisets of heaps, so
     * {@code 1 + 4} and {@code 4 + 1} are one option, reported once (as the game first spells it).
     * The default filters {@link #forEachOption}, dropping repeated options and checking
     * {@link Cancellation} once a heap and every few thousand options (a heap may have millions);
     * games whose heaps have very many options (Nim) override it with a direct answer, and check
     * too unless it takes constant time. An override must report each distinct option once.
     *
     * @param heap  the heap moved from
     * @param value the Grundy value wanted (for a winning move, the heap's value xor the nim-sum)
     * @param sink  receives each option; returning false stops
     */
    default void forEachOptionOfValue(long heap, long value, OptionSink sink) {
        Cancellation.checkpoint();
        forEachOption(heap, new OptionFilter(option -> grundyOfOption(option) == value, new DistinctOptions(sink)));
    }

    /**
     * How many distinct options of {@code heap} have Grundy value {@code value}.
     *
     * @param heap  the heap moved from
     * @param value the Grundy value counted
     * @return the count, by {@link #forEachOptionOfValue}
     */
    default long countOptionsOfValue(long heap, long value) {
        OptionCounter counter = new OptionCounter();
        forEachOptionOfValue(heap, value, counter);
        return counter.count;
    }

    /**
     * The Grundy value of an option: the nim-sum of the values of its heaps.
     *
     * @param option the heaps of the option, possibly none
     * @return the xor of their {@link #grundy} values, 0 for no heap
     */
    default long grundyOfOption(long[] option) {
        long x = 0;
        for (long h : option) {
            x ^= grundy(h);
        }
        return x;
    }

}
