package io.github.grundy.core.turning;

import java.util.ArrayList;
import java.util.List;

/** For the tests' searches of whole strips: each coin's moves as bit masks of the coins flipped. */
final class StripMasks {

    private StripMasks() {
    }

    /** For coins 1..length (index coin - 1), the masks of their moves: coin c is bit c - 1, the coin itself included. */
    static List<List<Integer>> of(TurningMoves moves, int length) {
        List<List<Integer>> flips = new ArrayList<>();
        for (int coin = 1; coin <= length; coin++) {
            List<Integer> masks = new ArrayList<>();
            int bit = 1 << (coin - 1);
            moves.forEachOption(coin, option -> {
                int m = bit;
                for (long c : option) {
                    m |= 1 << (c - 1);
                }
                masks.add(m);
                return true;
            });
            flips.add(masks);
        }
        return flips;
    }
}
