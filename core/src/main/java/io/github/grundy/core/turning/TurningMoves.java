package io.github.grundy.core.turning;

import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.turning.TurningCode.Alternative;
import java.util.List;

/**
 * The moves of a turning code as a heap game's: heap n is a single head at coin n, and an option is
 * the set of the other coins a move turns over (ascending), each a head of its own, by the
 * coin-turning theorem. A move two alternatives allow is one move, reported once (for the first
 * alternative that allows it). Options come alternative by alternative, fewer coins first, then in
 * lexicographic order; nothing is allocated per option but one array per count.
 *
 * @param code the code
 */
public record TurningMoves(TurningCode code) implements HeapMoves {

    @Override
    public void forEachOption(long coin, OptionSink sink) {
        if (coin < 1) {
            return;
        }
        List<Alternative> alternatives = code.alternatives();
        for (int i = 0; i < alternatives.size(); i++) {
            Walk walk = new Walk(alternatives, i, coin, sink);
            if (!walk.run()) {
                return;
            }
        }
    }

    /** The moves of one alternative from one coin, handed to the sink unless an earlier alternative has them. */
    private static final class Walk {
        private final List<Alternative> alternatives;
        private final int index;
        private final Alternative a;
        private final long coin;
        private final OptionSink sink;
        private long[] others;

        Walk(List<Alternative> alternatives, int index, long coin, OptionSink sink) {
            this.alternatives = alternatives;
            this.index = index;
            this.a = alternatives.get(index);
            this.coin = coin;
            this.sink = sink;
        }

        /** False when the sink asked to stop. */
        boolean run() {
            long lo = a.window() > 0 ? Math.max(1, coin - a.window() + 1) : 1;
            long most = Math.min(a.max(), coin);
            for (int k = a.min(); k <= most; k++) {
                others = new long[k - 1];
                if (k == 1) {
                    // One coin: consecutive, equally spaced and symmetric; coin 1 itself under F.
                    if ((!a.first() || coin == 1) && !emit()) {
                        return false;
                    }
                    continue;
                }
                if (a.first() && lo > 1) {
                    return true;
                }
                boolean going = switch (a.spacing()) {
                    case ANY -> a.first() ? fix(0, 1) && choose(1, 2) : choose(0, lo);
                    case CONSECUTIVE -> coin - k + 1 < lo || a.first() && coin - k + 1 != 1 || fillSpaced(coin - k + 1, 1);
                    case EQUAL -> equallySpaced(k, lo);
                    case SYMMETRIC -> symmetric(k, lo);
                };
                if (!going) {
                    return false;
                }
            }
            return true;
        }

        /** Sets others[at]: coin 1 under F. */
        private boolean fix(int at, long value) {
            others[at] = value;
            return true;
        }

        /** Every increasing fill of others[at..] with coins from {@code from} to coin - 1. */
        private boolean choose(int at, long from) {
            if (at == others.length) {
                return emit();
            }
            long last = coin - 1 - (others.length - 1 - at);
            for (long c = from; c <= last; c++) {
                others[at] = c;
                if (!choose(at + 1, c + 1)) {
                    return false;
                }
            }
            return true;
        }

        private boolean fillSpaced(long left, long step) {
            for (int i = 0; i < others.length; i++) {
                others[i] = left + step * i;
            }
            return emit();
        }

        private boolean equallySpaced(int k, long lo) {
            for (long step = 1; coin - step * (k - 1) >= lo; step++) {
                long left = coin - step * (k - 1);
                if (a.first() && left != 1) {
                    continue;
                }
                if (!fillSpaced(left, step)) {
                    return false;
                }
            }
            return true;
        }

        /**
         * Symmetric sets of k coins from leftmost {@code left} to the coin: pairs p, left + coin - p
         * inside, and the middle when k is odd.
         */
        private boolean symmetric(int k, long lo) {
            long lastLeft = a.first() ? Math.min(1, coin - 1) : coin - 1;
            for (long left = lo; left <= lastLeft; left++) {
                long sum = left + coin;
                boolean middle = k % 2 == 1;
                if (middle && sum % 2 != 0) {
                    continue;
                }
                others[0] = left;
                if (!pairs(1, left + 1, (k - 2) / 2, sum, middle)) {
                    return false;
                }
            }
            return true;
        }

        /** Chooses the left halves of the inner pairs into others[1..pairs], then mirrors them. */
        private boolean pairs(int at, long from, int pairs, long sum, boolean middle) {
            if (at == pairs + 1) {
                int m = at;
                if (middle) {
                    others[m++] = sum / 2;
                }
                for (int i = pairs; i >= 1; i--) {
                    others[m++] = sum - others[i];
                }
                return emit();
            }
            // A left half p pairs with sum - p > p: p <= (sum - 1) / 2, leaving room for the halves after it.
            long last = (sum - 1) / 2 - (pairs - at);
            for (long p = from; p <= last; p++) {
                others[at] = p;
                if (!pairs(at + 1, p + 1, pairs, sum, middle)) {
                    return false;
                }
            }
            return true;
        }

        /** Hands the move to the sink, unless an earlier alternative allows it too. */
        private boolean emit() {
            for (int i = 0; i < index; i++) {
                if (TurningCode.allows(alternatives.get(i), others, others.length, coin)) {
                    return true;
                }
            }
            return sink.accept(others);
        }
    }
}
