package io.github.grundy.core.loopy;

import io.github.grundy.core.analysis.HeapSumAnalysis;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.normal.WinningMoves;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Predicate;

/**
 * A sum of heaps in which some component's generalized value is infinite ({@link LoopyHeapGame}),
 * by Smith's theorem (Smith 1966; Fraenkel–Yesha 1986): finite values add by xor; one infinite
 * component {@code ∞(K)} with the others' xor {@code x} is {@code ∞(K xor x)}, won by the player to
 * move iff {@code x} is in {@code K} (moving that component to a follower of value {@code x}),
 * else a draw; two or more infinite components are a draw. Such a sum is never lost: its outcome
 * is N or D.
 *
 * <p>The winning moves take the infinite component to an option of finite value {@code x}, which
 * leaves a sum of value 0 that its player then wins in a finite number of moves (the counter of
 * {@link GeneralizedGrundy}). From a draw, {@link #drawingMoves} are the moves that keep it one.
 */
public final class LoopyAnalysis extends HeapSumAnalysis {

    /** The first infinite component, and how many there are. */
    private final int infinite;
    private final int infinities;
    /** The xor of the finite components' values. */
    private final long rest;
    private final long[] kernel;

    private LoopyAnalysis(HeapSum sum, int infinite, int infinities, long rest) {
        super(sum);
        this.infinite = infinite;
        this.infinities = infinities;
        this.rest = rest;
        this.kernel = ((LoopyHeapGame) sum.game(infinite)).infinityKernel(sum.heap(infinite));
    }

    /**
     * The normal-play analysis of {@code sum}, whose components may be loopy: by Smith's rule
     * ({@link #of}) when a component's generalized value is infinite, else by the nim-sum
     * ({@link WinningMoves}), the finite case of Smith's theory.
     *
     * @param sum the position, its games prepared
     * @return a {@link LoopyAnalysis} or a {@link WinningMoves}
     */
    public static HeapSumAnalysis normalPlay(HeapSum sum) {
        return applies(sum) ? of(sum) : WinningMoves.of(sum);
    }

    /** Whether some component of {@code sum} has an infinite value (then {@link #of} applies). */
    private static boolean applies(HeapSum sum) {
        if (sum instanceof HeapSum.Uniform u && !(u.game() instanceof LoopyHeapGame)) {
            return false;
        }
        for (int i = 0, n = sum.size(); i < n; i++) {
            if (sum.game(i) instanceof LoopyHeapGame l && l.generalizedValue(sum.heap(i)) == GeneralizedGrundy.INFINITE) {
                return true;
            }
        }
        return false;
    }

    /**
     * The analysis of {@code sum}, which must have an infinite component.
     *
     * @param sum the position, its games prepared
     * @return the analysis, of outcome {@link Outcome#N} or {@link Outcome#D}
     * @throws IllegalArgumentException if it has none
     */
    public static LoopyAnalysis of(HeapSum sum) {
        Objects.requireNonNull(sum, "sum");
        int first = -1;
        int count = 0;
        long x = 0;
        for (int i = 0, n = sum.size(); i < n; i++) {
            long v = value(sum.game(i), sum.heap(i));
            if (v == GeneralizedGrundy.INFINITE) {
                count++;
                first = first < 0 ? i : first;
            } else {
                x ^= v;
            }
        }
        if (first < 0) {
            throw new IllegalArgumentException("no component has an infinite value: the Sprague-Grundy theorem applies");
        }
        return new LoopyAnalysis(sum, first, count, x);
    }

    private static long value(HeapGame game, long heap) {
        return game instanceof LoopyHeapGame l ? l.generalizedValue(heap) : game.grundy(heap);
    }

    @Override
    public Outcome outcome() {
        return infinities == 1 && Arrays.binarySearch(kernel, rest) >= 0 ? Outcome.N : Outcome.D;
    }

    /** No Grundy value: the sum's value is infinite. */
    @Override
    public OptionalLong grundy() {
        return OptionalLong.empty();
    }

    @Override
    public Optional<String> rule() {
        return Optional.of(smithRule(new LoopyPositionGame.SmithSum(infinities, componentNoun() + " " + (infinite + 1),
                kernel, rest, sum.size()), "components"));
    }

    /**
     * Smith's rule said of a position's parts, as {@code sum} has them: how many are infinite, or
     * the one that is with its {@code K} and whether the others' xor is in it ({@link
     * LoopyPositionGame.SmithSum#won}), said of the part alone when it is the whole position.
     * {@link LoopyPositionAnalysis} says it too.
     */
    static String smithRule(LoopyPositionGame.SmithSum sum, String parts) {
        if (sum.infinities() > 1) {
            return "the generalized Sprague-Grundy function (Smith 1966): " + sum.infinities() + " " + parts
                    + " have infinite values, so neither player can force a win";
        }
        String k = Arrays.toString(sum.kernel()).replace('[', '{').replace(']', '}');
        String head = "the generalized Sprague-Grundy function (Smith 1966): " + sum.infinite()
                + " has an infinite value, with K = " + k + " (the finite values it can move to)";
        boolean won = sum.won();
        if (sum.parts() == 1) {
            return head + (won ? "; 0 is in K, so moving there wins" : "; 0 is not in K, so neither player"
                    + " can force a win");
        }
        return head + ", and the others' values xor to " + sum.rest() + (won ? ", which is in K" : ", which is not in K");
    }

    /** The moves of the infinite component to an option of value {@code x}, in the game's order. */
    @Override
    public void forEach(Predicate<? super HeapMove> sink) {
        if (outcome() != Outcome.N) {
            return;
        }
        HeapGame game = sum.game(infinite);
        long heap = sum.heap(infinite);
        // Its game is loopy: the option's value by the generalized values (infinite never equals rest).
        game.forEachOption(heap, OptionSink.distinct(option -> game.grundyOfOption(option) != rest
                || sink.test(new HeapMove(infinite, heap, option))));
    }

    /**
     * The moves from a draw that keep it a draw (to a sum that is a draw again), at most
     * {@code limit}, by component, then in the game's order; none unless the outcome is D. Moving to
     * a sum of value 0 would hand the other player a win; a draw is the best there is.
     */
    @Override
    public List<HeapMove> drawingMoves(int limit) {
        if (outcome() != Outcome.D) {
            return List.of();
        }
        return firstMoves(sink -> forEachMoveWhere(c -> {
            HeapGame game = sum.game(c);
            long own = value(game, sum.heap(c));
            return option -> outcomeAfter(c, own, game, option) == Outcome.D;
        }, sink), limit);
    }

    /** The outcome, for the player then to move, of the sum after component {@code c} becomes {@code option}. */
    private Outcome outcomeAfter(int c, long own, HeapGame game, long[] option) {
        int inf = infinities - (own == GeneralizedGrundy.INFINITE ? 1 : 0);
        long x = own == GeneralizedGrundy.INFINITE ? rest : rest ^ own;
        long newInfinite = -1;
        for (long h : option) {
            long v = value(game, h);
            if (v == GeneralizedGrundy.INFINITE) {
                inf++;
                newInfinite = h;
            } else {
                x ^= v;
            }
        }
        if (inf >= 2) {
            return Outcome.D;
        }
        if (inf == 0) {
            return x == 0 ? Outcome.P : Outcome.N;
        }
        long[] k = newInfinite >= 0 ? ((LoopyHeapGame) game).infinityKernel(newInfinite) : infiniteKernelOtherThan(c);
        return Arrays.binarySearch(k, x) >= 0 ? Outcome.N : Outcome.D;
    }

    /** K of the one infinite component left when component {@code c} (finite, or one of two infinite) moves. */
    private long[] infiniteKernelOtherThan(int c) {
        for (int i = 0, n = sum.size(); i < n; i++) {
            if (i != c && value(sum.game(i), sum.heap(i)) == GeneralizedGrundy.INFINITE) {
                return ((LoopyHeapGame) sum.game(i)).infinityKernel(sum.heap(i));
            }
        }
        throw new IllegalStateException("no infinite component other than " + (c + 1));
    }
}
