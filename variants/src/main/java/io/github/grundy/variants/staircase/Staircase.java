package io.github.grundy.variants.staircase;

import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.PositionGame;

/**
 * Staircase Nim: coins lie on stairs 1..n (the position is the vector {@code a_1..a_n}); a move
 * takes any positive number of coins from one stair {@code i} down to stair {@code i-1}; coins
 * that reach the ground (stair 0) are out of play. The position does not split into heaps (a move
 * changes two stairs), so this is a {@link PositionGame}.
 *
 * <h2>Why the Grundy value is the nim-sum of the odd stairs</h2>
 *
 * Let {@code X(a)} be the xor of {@code a_1, a_3, a_5, ...}. The game ends: each move lowers
 * {@code sum of i * a_i} (coins only go down), so induction over that sum is well founded, and we
 * show that the Grundy value, {@code mex} of the values of the options, is {@code X(a)} when every
 * option's value is its {@code X}.
 * <ul>
 * <li><b>No option has value {@code X(a)}.</b> A move changes exactly one odd stair: from an odd
 * stair {@code i} it lowers {@code a_i} (the coins land on an even stair or the ground, neither
 * counted); from an even stair {@code j} it raises {@code a_{j-1}}, an odd stair. Changing one
 * term of a xor changes the xor.</li>
 * <li><b>Every smaller value is an option's.</b> For {@code v < X(a)}, let {@code d = v xor X(a)}
 * and {@code h} its highest bit; {@code X(a)} has bit {@code h}, so some odd stair {@code a_i} has
 * it, and {@code a_i xor d < a_i}. Moving {@code a_i - (a_i xor d)} coins from stair {@code i}
 * down leaves {@code X = v}: Bouton's Nim move, played on the odd stairs.</li>
 * </ul>
 * So the Grundy value (not only the outcome) is {@code X(a)}. The classic outcome argument says
 * why the even stairs do not matter: if the opponent moves coins from an even stair onto an odd
 * one, the player moves the same coins on down to the next even stair (or the ground), restoring
 * the odd stairs; so the game on the odd stairs is Nim. Note that options may have values above
 * {@code X(a)} (coins pushed onto an odd stair), which is why the mex argument is needed for the
 * value.
 *
 * <h2>Moves</h2>
 *
 * A move is encoded {@code {stair, coins}}: {@code coins} coins from {@code stair} (1-based) to
 * {@code stair - 1}. Canonical order: stair ascending, then coins ascending. Every move changes one
 * odd stair to a distinct count, so each stair has at most one move to any given value, found in
 * O(1): {@link #forEachMoveToValue} and {@link #countMovesToValue} take one pass for {@code X} and
 * one over the stairs, O(n) time, no copy of the position.
 *
 * <h2>Counts near 2^63</h2>
 *
 * A move may pile more than 2^63-1 coins on one stair (stair 2 holding 2^63-1 and a coin moved
 * from stair 3). Such moves are legal and are reported: values, outcomes and the moves to a value
 * are exact for every position of {@code long} counts. A move onto an odd stair past 2^63-1 leads
 * to a value of 2^63 or more, so it is never a move to a {@code long} value; a move onto an even
 * stair past 2^63-1 keeps a representable value (even stairs do not count) and is listed, and
 * {@link #play} refuses it because the position it leads to cannot be held in a {@code long[]}.
 */
public record Staircase() implements PositionGame {

    @Override
    public String describe() {
        return "staircase";
    }

    @Override
    public void checkPosition(long[] position) {
        for (int i = 0; i < position.length; i++) {
            if (position[i] < 0) {
                throw new IllegalArgumentException(
                        "staircase: stair " + (i + 1) + " holds a negative number of coins: " + position[i]);
            }
        }
    }

    /** The xor of the coins on the odd stairs (see the class comment), in one pass. */
    @Override
    public long grundy(long[] position) {
        long x = 0;
        long signs = 0;
        int n = position.length;
        int i = 0;
        // Index i is stair i+1: even indices are the odd stairs.
        for (; i + 1 < n; i += 2) {
            long odd = position[i];
            x ^= odd;
            signs |= odd | position[i + 1];
        }
        if (i < n) {
            x ^= position[i];
            signs |= position[i];
        }
        if (signs < 0) {
            checkPosition(position); // names the first negative stair
        }
        return x;
    }

    /** Every move: stair ascending, then 1, 2, ..., a_stair coins. The array is reused. */
    @Override
    public void forEachMove(long[] position, OptionSink sink) {
        checkPosition(position);
        long[] move = new long[2];
        for (int s = 1; s <= position.length; s++) {
            long coins = position[s - 1];
            move[0] = s;
            for (long k = 1; k <= coins && k > 0; k++) { // k > 0: stop if k wraps past 2^63-1
                move[1] = k;
                if (!sink.accept(move)) {
                    return;
                }
            }
        }
    }

    @Override
    public long[] play(long[] position, long[] move) {
        checkMove(position, move);
        int s = (int) move[0];
        long k = move[1];
        long[] next = position.clone();
        next[s - 1] -= k;
        if (s >= 2) {
            long below = next[s - 2];
            if (below > Long.MAX_VALUE - k) {
                throw new IllegalArgumentException("staircase: moving " + coins(k) + " from stair " + s
                        + " to stair " + (s - 1) + " would leave more than 2^63-1 coins on stair " + (s - 1));
            }
            next[s - 2] = below + k;
        }
        return next;
    }

    /** {@code stair 3 -> stair 2: 2 coins}, {@code stair 1 -> ground: 1 coin}. */
    @Override
    public String describeMove(long[] position, long[] move) {
        checkMove(position, move);
        int s = (int) move[0];
        return "stair " + s + " -> " + (s == 1 ? "ground" : "stair " + (s - 1)) + ": " + coins(move[1]);
    }

    /** At most one move per stair, stair ascending; O(n), no copy. The array is reused. */
    @Override
    public void forEachMoveToValue(long[] position, long value, OptionSink sink) {
        long x = grundy(position);
        if (value < 0) {
            return;
        }
        long[] move = new long[2];
        for (int s = 1; s <= position.length; s++) {
            long k = coinsToValue(position, s, x, value);
            if (k > 0) {
                move[0] = s;
                move[1] = k;
                if (!sink.accept(move)) {
                    return;
                }
            }
        }
    }

    @Override
    public long countMovesToValue(long[] position, long value) {
        long x = grundy(position);
        if (value < 0) {
            return 0;
        }
        long count = 0;
        for (int s = 1; s <= position.length; s++) {
            if (coinsToValue(position, s, x, value) > 0) {
                count++;
            }
        }
        return count;
    }

    /**
     * The coins to move from stair {@code s} so that the position's value becomes {@code value},
     * or 0 if no move from that stair does. The move changes one odd stair from {@code b} to
     * {@code c}, and the value from {@code x} to {@code x xor b xor c}, so {@code c} must be
     * {@code value xor x xor b}. All three are below 2^63, so {@code c} is too and nothing
     * overflows.
     */
    private static long coinsToValue(long[] position, int s, long x, long value) {
        long here = position[s - 1];
        if (here == 0) {
            return 0;
        }
        if ((s & 1) == 1) {
            // Odd stair: its own count drops from here to c.
            long c = value ^ x ^ here;
            return c < here ? here - c : 0;
        }
        // Even stair: the odd stair below rises from b to c by at most `here` coins.
        long b = position[s - 2];
        long c = value ^ x ^ b;
        if (c <= b) {
            return 0;
        }
        long k = c - b;
        return k <= here ? k : 0;
    }

    private void checkMove(long[] position, long[] move) {
        if (move.length != 2) {
            throw new IllegalArgumentException("staircase: a move is {stair, coins}, found " + move.length + " numbers");
        }
        long s = move[0];
        if (s < 1 || s > position.length) {
            throw new IllegalArgumentException("staircase: no stair " + s + (position.length == 0
                    ? " (there are no stairs)" : " (the stairs are 1.." + position.length + ")"));
        }
        long k = move[1];
        long here = position[(int) s - 1];
        if (k < 1 || k > here) {
            throw new IllegalArgumentException("staircase: cannot move " + coins(k) + " from stair " + s
                    + ", which holds " + coins(here));
        }
    }

    private static String coins(long k) {
        return k == 1 ? "1 coin" : k + " coins";
    }
}
