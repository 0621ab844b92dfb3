package io.github.grundy.cli.position;

import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.turning.CoinStrip;
import java.util.Arrays;
import java.util.List;

/**
 * The words of a coin strip's position: strips of {@code h} and {@code t} ({@code thht}, coins from
 * 1) and heads by number, in any mix; a strip after another starts where the first ended.
 */
final class StripWords {

    private StripWords() {
    }

    /** Whether {@code word} is a strip of {@code h} and {@code t}, not a head's number. */
    static boolean isStrip(String word) {
        return !word.isEmpty() && word.chars().allMatch(c -> "hHtT".indexOf(c) >= 0);
    }

    /** The heads the words name, in the order written. */
    static long[] heads(List<String> words) {
        long[] heads = new long[0];
        long offset = 0;
        for (String w : words) {
            if (isStrip(w)) {
                long[] more = CoinStrip.heads(w);
                int at = heads.length;
                heads = Arrays.copyOf(heads, at + more.length);
                for (int i = 0; i < more.length; i++) {
                    heads[at + i] = offset + more[i];
                }
                offset += w.length();
            } else {
                try {
                    long h = PositionReader.parseHeap(w);
                    heads = Arrays.copyOf(heads, heads.length + 1);
                    heads[heads.length - 1] = h;
                } catch (UserError e) {
                    throw new UserError("expected a head's coin (from 1) or a strip of h and t, found '" + w + "'");
                }
            }
        }
        return heads;
    }
}
