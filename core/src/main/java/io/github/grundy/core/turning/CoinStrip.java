package io.github.grundy.core.turning;

import io.github.grundy.core.game.HeapGame;
import java.util.Arrays;

/**
 * A capability of a heap game: its heaps are the coins of a strip, heap n a head at coin n (from
 * 1), so that front ends may read a position as a strip of {@code h} and {@code t}, say a move as
 * the coins it turns over, and show the strip after it, where a coin turned twice is tails again
 * (in the heap form, two heads on one coin: the same value, not the same position).
 */
public interface CoinStrip extends HeapGame {

    /** Heads are coins: a component is a coin. */
    @Override
    default String componentNoun() {
        return "head";
    }

    @Override
    default String describeHeap(long coin) {
        return "at coin " + coin;
    }

    /** The other coins a move turns, e.g. {@code coins 2, 5} or {@code no other coin}. */
    @Override
    default String describeOption(long[] others) {
        if (others.length == 0) {
            return "no other coin";
        }
        StringBuilder s = new StringBuilder(others.length == 1 ? "coin " : "coins ");
        for (int i = 0; i < others.length; i++) {
            s.append(i == 0 ? "" : ", ").append(others[i]);
        }
        return s.toString();
    }

    /**
     * Whether a move from the head at {@code coin} may turn over {@code others} too: the default
     * looks for them among the coin's options; a game that knows its rule answers from it.
     *
     * @param coin   the head turned to tails
     * @param others the other coins, ascending
     * @return true when they are one of the coin's options
     */
    default boolean turns(long coin, long[] others) {
        boolean[] found = {false};
        forEachOption(coin, o -> !(found[0] = Arrays.equals(o, others)));
        return found[0];
    }

    /** {@code turn 2, 5, 7}: every coin turned, ascending, the head last. */
    @Override
    default String describeMove(long coin, long[] others) {
        StringBuilder s = new StringBuilder("turn ");
        for (long c : others) {
            s.append(c).append(", ");
        }
        return s.append(coin).toString();
    }

    /**
     * The heads of a strip written with {@code h} (heads) and {@code t} (tails), coins numbered
     * from 1: {@code thht} has heads at coins 2 and 3. Case does not matter.
     *
     * @param strip the letters
     * @return the heads, ascending
     * @throws IllegalArgumentException naming the first letter that is neither, and its place
     */
    static long[] heads(String strip) {
        long[] heads = new long[strip.length()];
        int n = 0;
        for (int i = 0; i < strip.length(); i++) {
            char c = Character.toLowerCase(strip.charAt(i));
            if (c == 'h') {
                heads[n++] = i + 1;
            } else if (c != 't') {
                throw new IllegalArgumentException("expected a strip of h (heads) and t (tails), found '"
                        + strip.charAt(i) + "' at coin " + (i + 1) + " of '" + strip + "'");
            }
        }
        return Arrays.copyOf(heads, n);
    }

    /**
     * The strip of {@code heads} up to {@code length} coins, e.g. {@code thht}.
     *
     * @param heads  the heads, each from 1 to {@code length}, in any order
     * @param length the coins shown, at least the largest head
     * @return the letters
     */
    static String strip(long[] heads, int length) {
        char[] s = new char[length];
        Arrays.fill(s, 't');
        for (long h : heads) {
            s[(int) h - 1] = 'h';
        }
        return new String(s);
    }

    /**
     * The heads after turning over {@code coin} (a head) and {@code others}: each coin turned flips.
     *
     * @param heads  the heads before, distinct
     * @param coin   the head the move turns to tails
     * @param others the other coins turned
     * @return the heads after, ascending
     */
    static long[] turned(long[] heads, long coin, long[] others) {
        long[] all = Arrays.copyOf(heads, heads.length + others.length + 1);
        System.arraycopy(others, 0, all, heads.length, others.length);
        all[all.length - 1] = coin;
        Arrays.sort(all);
        long[] after = new long[all.length];
        int n = 0;
        for (int i = 0; i < all.length; ) {
            int j = i;
            while (j < all.length && all[j] == all[i]) {
                j++;
            }
            if ((j - i) % 2 == 1) {
                after[n++] = all[i];
            }
            i = j;
        }
        return Arrays.copyOf(after, n);
    }
}
