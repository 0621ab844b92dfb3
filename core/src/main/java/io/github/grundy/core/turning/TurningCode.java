package io.github.grundy.core.turning;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * A turning code in CGSuite's notation (its {@code Turning} and {@code Spawning} rulesets): which
 * sets of coins a move may turn over, the rightmost from heads to tails. Alternatives are separated
 * by commas; each is a count of coins turned, the rightmost included ({@code k}, {@code a-b} or
 * {@code a+}), then modifiers in any order:
 * <ul>
 * <li>{@code C}: the coins are consecutive;
 * <li>{@code E}: equally spaced;
 * <li>{@code S}: symmetric about their middle;
 * <li>{@code C(n)}: all within n adjacent coins;
 * <li>{@code F}: the strip's first coin (coin 1) is among them.
 * </ul>
 * Modifiers are conditions that must all hold (Winning Ways' reading): {@code 3CE} is {@code 3C},
 * consecutive coins being equally spaced, and so symmetric. Where CGSuite departs from that reading,
 * docs/turning.md says how, with examples. Lower-case letters and spaces around commas are accepted.
 *
 * @param alternatives the alternatives, in the order written; a move any of them allows is legal
 */
public record TurningCode(List<Alternative> alternatives) {

    /** A count with no upper end ({@code a+}). */
    public static final int UNBOUNDED = Integer.MAX_VALUE;

    /** How the coins of a move lie, each a special case of those before it. */
    public enum Spacing {
        /** Anywhere left of the rightmost. */
        ANY,
        /** Symmetric about the middle of the leftmost and the rightmost ({@code S}). */
        SYMMETRIC,
        /** Equally spaced ({@code E}). */
        EQUAL,
        /** Consecutive ({@code C}). */
        CONSECUTIVE
    }

    /**
     * One alternative of a code.
     *
     * @param min     the fewest coins a move turns, the rightmost included, at least 1
     * @param max     the most, at least {@code min}; {@link #UNBOUNDED} for {@code a+}
     * @param spacing how the coins lie
     * @param window  0, or n when all coins lie within n adjacent ones ({@code C(n)}); at least {@code min}
     * @param first   whether coin 1 must be among them ({@code F})
     */
    public record Alternative(int min, int max, Spacing spacing, int window, boolean first) {

        /**
         * Checks the bounds.
         *
         * @param min     the fewest coins
         * @param max     the most coins
         * @param spacing how they lie
         * @param window  0 or the window's width
         * @param first   whether coin 1 is among them
         */
        public Alternative {
            if (min < 1 || max < min || window < 0 || window > 0 && window < min) {
                throw new IllegalArgumentException("an alternative of " + min + ".." + max + " coins, window " + window);
            }
        }

        /** The alternative as the notation writes it, canonical: count, F, the spacing letter, the window. */
        @Override
        public String toString() {
            StringBuilder s = new StringBuilder().append(min);
            if (max == UNBOUNDED) {
                s.append('+');
            } else if (max > min) {
                s.append('-').append(max);
            }
            if (first) {
                s.append('F');
            }
            switch (spacing) {
                case SYMMETRIC -> s.append('S');
                case EQUAL -> s.append('E');
                case CONSECUTIVE -> s.append('C');
                default -> {
                }
            }
            if (window > 0) {
                s.append("C(").append(window).append(')');
            }
            return s.toString();
        }
    }

    /**
     * A code of these alternatives.
     *
     * @param alternatives one or more
     */
    public TurningCode {
        alternatives = List.copyOf(alternatives);
        if (alternatives.isEmpty()) {
            throw new IllegalArgumentException("a turning code has an alternative at least");
        }
    }

    /**
     * Reads a code such as {@code 1-3}, {@code 1+C}, {@code 3E}, {@code 4FS}, {@code 1-3C(5)} or
     * {@code 2-3,6C}.
     *
     * @param text the code as typed
     * @return the code
     * @throws IllegalArgumentException naming the character (from 1) where the text stops being a code
     */
    public static TurningCode parse(String text) {
        List<Alternative> alternatives = new ArrayList<>();
        int i = skipSpaces(text, 0);
        while (true) {
            i = alternative(text, i, alternatives);
            i = skipSpaces(text, i);
            if (i == text.length()) {
                return new TurningCode(alternatives);
            }
            if (text.charAt(i) != ',') {
                throw bad(text, i, "a modifier C, E, S, F or C(n), a ',' or the end");
            }
            i = skipSpaces(text, i + 1);
        }
    }

    /** Reads one alternative from {@code i} into {@code out}; returns where it ends. */
    private static int alternative(String text, int i, List<Alternative> out) {
        int start = i;
        int[] end = new int[1];
        int min = number(text, i, end, "a count of coins (1 or more)");
        i = end[0];
        int max = min;
        if (i < text.length() && text.charAt(i) == '+') {
            max = UNBOUNDED;
            i++;
        } else if (i < text.length() && text.charAt(i) == '-') {
            max = number(text, i + 1, end, "the largest count after '-'");
            if (max < min) {
                throw bad(text, i + 1, "a count of at least " + min);
            }
            i = end[0];
        }
        if (min == 0) {
            throw bad(text, start, "a count of 1 or more (a move turns its rightmost coin)");
        }
        Spacing spacing = Spacing.ANY;
        int window = 0;
        boolean first = false;
        String seen = "";
        while (i < text.length()) {
            char c = Character.toUpperCase(text.charAt(i));
            if (c == 'C' && i + 1 < text.length() && text.charAt(i + 1) == '(') {
                if (seen.contains("W")) {
                    throw bad(text, i, "one window C(n) at most");
                }
                window = number(text, i + 2, end, "the window's width n of C(n)");
                int close = end[0];
                if (close >= text.length() || text.charAt(close) != ')') {
                    throw bad(text, close, "')' to close C(n)");
                }
                if (window < min) {
                    throw bad(text, i + 2, "a window of at least " + min + " (a move turns " + min + " coins or more)");
                }
                seen += "W";
                i = close + 1;
                continue;
            }
            Spacing s = switch (c) {
                case 'C' -> Spacing.CONSECUTIVE;
                case 'E' -> Spacing.EQUAL;
                case 'S' -> Spacing.SYMMETRIC;
                default -> null;
            };
            if (s == null && c != 'F') {
                break;
            }
            if (seen.indexOf(c) >= 0) {
                throw bad(text, i, "each modifier once");
            }
            seen += c;
            if (c == 'F') {
                first = true;
            } else if (s.compareTo(spacing) > 0) {
                spacing = s;
            }
            i++;
        }
        if (window > 0) {
            // The window caps the count; consecutive coins lie within any window as wide as their count.
            max = Math.min(max, window);
            if (spacing == Spacing.CONSECUTIVE) {
                window = 0;
            }
        }
        out.add(new Alternative(min, max, spacing, window, first));
        return i;
    }

    private static int number(String text, int i, int[] end, String expected) {
        int j = i;
        long v = 0;
        while (j < text.length() && text.charAt(j) >= '0' && text.charAt(j) <= '9') {
            v = v * 10 + (text.charAt(j) - '0');
            if (v > 1_000_000) {
                throw bad(text, i, expected + ", at most 1000000");
            }
            j++;
        }
        if (j == i) {
            throw bad(text, i, expected);
        }
        end[0] = j;
        return (int) v;
    }

    private static int skipSpaces(String text, int i) {
        while (i < text.length() && text.charAt(i) == ' ') {
            i++;
        }
        return i;
    }

    private static IllegalArgumentException bad(String text, int i, String expected) {
        String found = i >= text.length() ? "the end" : "'" + text.charAt(i) + "'";
        return new IllegalArgumentException("'" + text + "' is not a turning code: expected " + expected
                + " at character " + (i + 1) + ", found " + found);
    }

    /**
     * Whether a move of this code may turn over {@code others} and {@code coin}: read from the
     * code's conditions, not by listing the coin's moves.
     *
     * @param others the other coins, ascending, each from 1 to {@code coin - 1}
     * @param count  how many of {@code others} to read (from the start)
     * @param coin   the rightmost coin, turned from heads to tails
     * @return true when an alternative allows the move
     */
    public boolean allows(long[] others, int count, long coin) {
        for (Alternative a : alternatives) {
            if (allows(a, others, count, coin)) {
                return true;
            }
        }
        return false;
    }

    /** Whether alternative {@code a} allows the move of {@link #allows(long[], int, long)}. */
    static boolean allows(Alternative a, long[] others, int count, long coin) {
        int k = count + 1;
        if (k < a.min() || k > a.max()) {
            return false;
        }
        long leftmost = count == 0 ? coin : others[0];
        if (a.first() && leftmost != 1 || a.window() > 0 && coin - leftmost >= a.window()) {
            return false;
        }
        return switch (a.spacing()) {
            case ANY -> true;
            case CONSECUTIVE -> coin - leftmost == count;
            case EQUAL -> count == 0 || equallySpaced(others, count, coin);
            case SYMMETRIC -> {
                // Pairs from both ends, and the middle one (i == j) when the coins are odd in number.
                for (int i = 0, j = count; i <= j; i++, j--) {
                    long left = i == count ? coin : others[i];
                    long right = j == count ? coin : others[j];
                    if (left + right != leftmost + coin) {
                        yield false;
                    }
                }
                yield true;
            }
        };
    }

    private static boolean equallySpaced(long[] others, int count, long coin) {
        long step = (coin - others[0]) / count;
        for (int i = 1; i < count; i++) {
            if (others[i] - others[i - 1] != step) {
                return false;
            }
        }
        return coin - others[count - 1] == step;
    }

    /**
     * The width {@code w} of a window every move lies in, when there is one: each alternative has
     * {@code C(n)} (w ≥ n), consecutive coins of a bounded count (w ≥ its largest) or one coin, and none
     * asks for coin 1 ({@code F}). Then a move's coins are fixed by their offsets from the rightmost,
     * the same for every coin from {@code w} on, so the value of coin n ≥ w is one function of the
     * values of coins n - w + 1 .. n - 1 (the window theorem of docs/turning.md): the values are
     * periodic, and a repeated window proves a period ({@code PeriodCriterion.window(w)}).
     *
     * @return the window's width, or empty when a move may reach arbitrarily far or needs coin 1
     */
    public OptionalInt window() {
        int w = 0;
        for (Alternative a : alternatives) {
            // One coin alone, whatever its spacing, is a window of 1.
            int width = a.window() > 0 ? a.window()
                    : (a.spacing() == Spacing.CONSECUTIVE || a.max() == 1) && a.max() != UNBOUNDED ? a.max() : 0;
            if (width == 0 || a.first()) {
                return OptionalInt.empty();
            }
            w = Math.max(w, width);
        }
        return OptionalInt.of(w);
    }

    /**
     * About how many moves a head at {@code coin} has (an upper bound, as a {@code double}: it may
     * pass 2^63): what a table of the code costs, coin by coin. Moves of k coins anywhere number
     * C(n - 1, k - 1); consecutive ones 1 per count; equally spaced ones at most n; symmetric ones
     * at most n · C(n / 2, (k - 2) / 2).
     *
     * @param coin the coin, from 1
     * @return the bound, at least 0
     */
    public double movesAt(long coin) {
        return moves(coin, false);
    }

    /**
     * About how many coins the moves of a head at {@code coin} turn in all, the head included (an
     * upper bound, as {@link #movesAt} with each move of k coins counted k times): what a table
     * that reads a value per coin turned costs, as the acrostic product's does.
     *
     * @param coin the coin, from 1
     * @return the bound, at least 0
     */
    public double coinsTurnedAt(long coin) {
        return moves(coin, true);
    }

    private double moves(long coin, boolean weighted) {
        double total = 0;
        for (Alternative a : alternatives) {
            long span = a.window() > 0 ? Math.min(coin, a.window()) : coin;
            long most = Math.min(a.max(), span);
            for (long k = a.min(); k <= most && total < 1e300; k++) {
                total += (weighted ? k : 1) * switch (a.spacing()) {
                    case ANY -> choose(span - 1, k - 1);
                    case CONSECUTIVE -> 1;
                    case EQUAL -> span;
                    case SYMMETRIC -> span * choose(span / 2, Math.max(0, (k - 2) / 2));
                };
            }
        }
        return total;
    }

    private static double choose(long n, long k) {
        double c = 1;
        for (long i = 0; i < k && c < 1e300; i++) {
            c = c * (n - i) / (i + 1);
        }
        return Math.max(c, 0);
    }

    /** The code as the notation writes it, canonical: alternatives joined by ','. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (Alternative a : alternatives) {
            s.append(s.length() == 0 ? "" : ",").append(a);
        }
        return s.toString();
    }
}
