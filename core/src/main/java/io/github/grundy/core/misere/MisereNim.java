package io.github.grundy.core.misere;

import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.NimHeaps;
import io.github.grundy.core.game.Outcome;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Misere Nim (the player who takes the last object loses), by Bouton's rule: while some heap has
 * two objects or more, play as in normal Nim, so the position is lost iff the nim-sum is 0; when
 * every heap has at most one, the player to move wins iff the number of 1-heaps is even (Bouton
 * 1902; Winning Ways, ch. 13). Any number of heaps, any size up to 2^63-1, in time linear in the
 * number of heaps.
 *
 * <p>The winning moves differ from normal play only near the end: with exactly one heap of two or
 * more, the move reduces it to 1 or 0 so that an odd number of 1-heaps is left (one move); with
 * none, every 1-heap removed is a winning move when their number is even. Otherwise they are the
 * moves of normal Nim, to nim-sum 0 (another heap of two or more remains after any of them).
 */
final class MisereNim extends MisereAnalysis {

    private final long nimSum;
    /** Heaps of size 1, and of size 2 or more. */
    private final long ones;
    private final long big;

    private MisereNim(HeapSum sum, long nimSum, long ones, long big) {
        super(sum);
        this.nimSum = nimSum;
        this.ones = ones;
        this.big = big;
    }

    /**
     * The misere analysis of {@code sum}, whose every component is a {@link NimHeaps} game.
     *
     * @param sum the position, all in Nim
     * @return the analysis by Bouton's rule
     * @throws IllegalArgumentException if a component is not
     */
    public static MisereNim of(HeapSum sum) {
        Objects.requireNonNull(sum, "sum");
        long x = 0;
        long ones = 0;
        long big = 0;
        for (int i = 0, n = sum.size(); i < n; i++) {
            if (!(sum.game(i) instanceof NimHeaps)) {
                throw new IllegalArgumentException("component " + (i + 1) + " (" + sum.game(i).describe()
                        + ") is not Nim: Bouton's misere rule does not apply");
            }
            long h = sum.heap(i);
            x ^= h;
            if (h == 1) {
                ones++;
            } else if (h >= 2) {
                big++;
            }
        }
        return new MisereNim(sum, x, ones, big);
    }

    @Override
    public Outcome outcome() {
        if (big == 0) {
            return ones % 2 == 0 ? Outcome.N : Outcome.P;
        }
        return nimSum != 0 ? Outcome.N : Outcome.P;
    }

    /** Nim is tame: the genus of the sum is small (like a heap of 0 or 1) iff no heap has two or more. */
    @Override
    public Optional<Genus> genus() {
        return Optional.of(Genus.tame(nimSum, big == 0));
    }

    @Override
    public Optional<String> rule() {
        if (big == 0) {
            return Optional.of("Bouton's rule for misere Nim: no heap has two objects or more, and " + ones
                    + (ones == 1 ? " heap has" : " heaps have") + " one, an " + (ones % 2 == 0 ? "even" : "odd")
                    + " number");
        }
        if (big == 1) {
            return Optional.of("Bouton's rule for misere Nim: one heap has two objects or more, so the player to move"
                    + " wins by leaving an odd number of 1-heaps and nothing larger");
        }
        return Optional.of("Bouton's rule for misere Nim: " + big + " heaps have two objects or more, so the nim-sum"
                + " decides, as in normal play; it is " + nimSum);
    }

    /** The value heap {@code i} goes to in a winning move, or -1 when none of its moves wins. */
    private long target(int i) {
        if (outcome() != Outcome.N) {
            return -1;
        }
        long h = sum.heap(i);
        if (big == 0) {
            return h == 1 ? 0 : -1;
        }
        if (big == 1) {
            // Leave an odd number of 1-heaps and nothing larger.
            return h >= 2 ? (ones % 2 == 0 ? 1 : 0) : -1;
        }
        long t = h ^ nimSum;
        return t < h ? t : -1;
    }

    @Override
    public long count() {
        long n = 0;
        for (int i = 0, size = sum.size(); i < size; i++) {
            if (target(i) >= 0) {
                n++;
            }
        }
        return n;
    }

    @Override
    public void forEach(Predicate<? super HeapMove> sink) {
        for (int i = 0, size = sum.size(); i < size; i++) {
            long t = target(i);
            if (t >= 0) {
                int component = i;
                long heap = sum.heap(i);
                boolean[] stop = {false};
                sum.game(i).forEachOptionOfValue(heap, t, option -> {
                    stop[0] = !sink.test(new HeapMove(component, heap, option));
                    return false;
                });
                if (stop[0]) {
                    return;
                }
            }
        }
    }
}
