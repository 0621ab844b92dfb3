package io.github.grundy.cli;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Wythoff's game by the definition, independent of the guide's plugin: every small position's
 * Grundy value as the mex of its options, the moves to value 0, and the known P-positions
 * {@code (floor(kφ), floor(kφ²))} from 80 digits of φ; and misère play by its rule alone.
 */
final class WythoffBruteForce {

    private WythoffBruteForce() {
    }

    /** Grundy values of every position up to {@code small} by the definition: mex over all options. */
    static long[][] values(int small) {
        long[][] g = new long[small + 1][small + 1];
        for (int a = 0; a <= small; a++) {
            for (int b = 0; b <= small; b++) {
                Set<Long> seen = new HashSet<>();
                for (int k = 1; k <= a; k++) {
                    seen.add(g[a - k][b]);
                }
                for (int k = 1; k <= b; k++) {
                    seen.add(g[a][b - k]);
                }
                for (int k = 1; k <= Math.min(a, b); k++) {
                    seen.add(g[a - k][b - k]);
                }
                long mex = 0;
                while (seen.contains(mex)) {
                    mex++;
                }
                g[a][b] = mex;
            }
        }
        return g;
    }

    /** The moves {heaps, k} to positions of value 0, in the plugin's canonical order. */
    static List<String> winningMoves(long[][] g, int a, int b) {
        List<String> moves = new ArrayList<>();
        for (int k = 1; k <= a; k++) {
            if (g[a - k][b] == 0) {
                moves.add("[1," + k + "]");
            }
        }
        for (int k = 1; k <= b; k++) {
            if (g[a][b - k] == 0) {
                moves.add("[2," + k + "]");
            }
        }
        for (int k = 1; k <= Math.min(a, b); k++) {
            if (g[a - k][b - k] == 0) {
                moves.add("[3," + k + "]");
            }
        }
        return moves;
    }

    /**
     * Misère play by the rule alone (the player who makes the last move loses): whether the player
     * to move wins each position up to {@code small}, from the smallest up. With no move left, the
     * other player moved last: won; otherwise won iff some move leads to a lost position.
     */
    static boolean[][] misereWins(int small) {
        boolean[][] w = new boolean[small + 1][small + 1];
        for (int a = 0; a <= small; a++) {
            for (int b = 0; b <= small; b++) {
                w[a][b] = a == 0 && b == 0 || !misereWinningMoves(w, a, b).isEmpty();
            }
        }
        return w;
    }

    /** The moves {heaps, k} to positions lost in misère play, in the plugin's canonical order. */
    static List<String> misereWinningMoves(boolean[][] w, int a, int b) {
        List<String> moves = new ArrayList<>();
        for (int k = 1; k <= a; k++) {
            if (!w[a - k][b]) {
                moves.add("[1," + k + "]");
            }
        }
        for (int k = 1; k <= b; k++) {
            if (!w[a][b - k]) {
                moves.add("[2," + k + "]");
            }
        }
        for (int k = 1; k <= Math.min(a, b); k++) {
            if (!w[a - k][b - k]) {
                moves.add("[3," + k + "]");
            }
        }
        return moves;
    }

    /** floor(k·φ) with 80 significant digits of φ: independent of the plugin's integer square roots. */
    static BigInteger lowerWythoff(long k) {
        return PHI.multiply(BigDecimal.valueOf(k), DIGITS).setScale(0, RoundingMode.FLOOR).toBigIntegerExact();
    }

    private static final MathContext DIGITS = new MathContext(80);
    private static final BigDecimal PHI = BigDecimal.ONE.add(BigDecimal.valueOf(5).sqrt(DIGITS))
            .divide(BigDecimal.valueOf(2), DIGITS);
}
