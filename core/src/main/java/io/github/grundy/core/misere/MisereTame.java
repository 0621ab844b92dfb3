package io.github.grundy.core.misere;

import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.Outcome;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A misère sum of tame heaps, by Conway's genus theory (On Numbers and Games, ch. 12): every
 * component's genus is tame ({@link Genus#isTame()}), so the sum is tame, its Grundy value the
 * nim-sum of theirs, and it is <em>small</em> (plays like a Nim heap of 0 or 1) iff every
 * component is. The sum is lost by the player to move iff it is small with value 1, or not small
 * with value 0: Bouton's misère rule, with genera in place of heap sizes. Bash, subtraction games,
 * and the octal games up to the heap where they stop being tame, in any mixture.
 *
 * <p>The winning moves are those to a sum of genus {@code 0^{02}} or {@code 1^{031}} (misère value
 * 0); each option is a sum of tame heaps too (a subposition of a tame game is tame).
 */
final class MisereTame extends MisereAnalysis {

    /** The genera of component i's game. */
    private final List<Genera> genera;
    private final Genus total;
    /** Components that are not small. */
    private final long big;

    private MisereTame(HeapSum sum, List<Genera> genera, Genus total, long big) {
        super(sum);
        this.genera = genera;
        this.total = total;
        this.big = big;
    }

    /**
     * The analysis of {@code sum}, when each component's heap is tame ({@link Genera#isTame}) in
     * the genera of its game ({@code genera.get(i)} for component {@code i}); empty otherwise.
     */
    static Optional<MisereTame> of(HeapSum sum, List<Genera> genera) {
        Objects.requireNonNull(sum, "sum");
        Genus total = Genus.ZERO;
        long big = 0;
        for (int i = 0, n = sum.size(); i < n; i++) {
            Genera own = genera.get(i);
            if (!own.isTame(sum.heap(i))) {
                return Optional.empty();
            }
            Optional<Genus> g = own.of(sum.heap(i));
            total = total.plus(g.get());
            if (!g.get().isSmall()) {
                big++;
            }
        }
        return Optional.of(new MisereTame(sum, List.copyOf(genera), total, big));
    }

    @Override
    public Outcome outcome() {
        return total.misereOutcome();
    }

    @Override
    public Optional<Genus> genus() {
        return Optional.of(total);
    }

    @Override
    public Optional<String> rule() {
        return Optional.of("Conway's genus theory: every component is tame, so the sum plays like misere Nim on its"
                + " genera; the sum's genus is " + total + " (" + (big == 0 ? "every component is like a heap of 0 or 1,"
                + " so the misere value is the nim-sum xor 1" : big + (big == 1 ? " component is" : " components are")
                + " not like a heap of 0 or 1, so the misere value is the nim-sum") + ")");
    }

    @Override
    public void forEach(Predicate<? super HeapMove> sink) {
        if (outcome() != Outcome.N) {
            return;
        }
        forEachMoveWhere(i -> {
            Genera own = genera.get(i);
            Genus genus = own.of(sum.heap(i)).orElseThrow();
            long restValue = total.grundy() ^ genus.grundy();
            boolean restSmall = big - (genus.isSmall() ? 0 : 1) == 0;
            return option -> {
                long value = restValue;
                boolean small = restSmall;
                for (long h : option) {
                    Genus g = own.of(h).orElseThrow();
                    value ^= g.grundy();
                    small &= g.isSmall();
                }
                // Small components have values 0 and 1, so a small sum's misere value is its value xor 1.
                return (small ? value ^ 1 : value) == 0;
            };
        }, sink);
    }
}
