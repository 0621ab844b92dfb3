package io.github.grundy.cli.common;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * "Did you mean ...?" for a mistyped name (a game, a command, an option, a format): the names
 * nearest to what was typed, if any is near enough to be the one meant. Near means equal but for
 * case, or a few typing slips away (a letter missed, added, changed, or two swapped: {@code nimm},
 * {@code kayle}, {@code --versoin}), or, for a game or a command, a start of its name
 * ({@code treble}).
 */
public final class Suggestion {

    /** At most this many names are offered: more would be a list, not a suggestion. */
    private static final int MOST = 3;

    private Suggestion() {
    }

    /**
     * "did you mean 'kayles'?", the names nearest to {@code typed} quoted by {@code quote}; empty
     * when none is near.
     *
     * @param typed what the user typed
     * @param names the names it may have meant
     * @param quote the quote mark around each name: {@code "'"} for games, {@code ""} for options
     */
    public static String didYouMean(String typed, Collection<String> names, String quote) {
        List<String> near = nearest(typed, names);
        if (near.isEmpty()) {
            return "";
        }
        StringBuilder s = new StringBuilder("did you mean ");
        for (int i = 0; i < near.size(); i++) {
            if (i > 0) {
                s.append(i == near.size() - 1 ? " or " : ", ");
            }
            s.append(quote).append(near.get(i)).append(quote);
        }
        return s.append("?").toString();
    }

    /** The names nearest to {@code typed}, in their given order: none when none is near enough. */
    static List<String> nearest(String typed, Collection<String> names) {
        String t = typed.toLowerCase(Locale.ROOT);
        int best = Integer.MAX_VALUE;
        List<String> found = new ArrayList<>();
        for (String name : names) {
            if (name.equals(typed)) {
                continue;
            }
            int d = distance(t, name.toLowerCase(Locale.ROOT));
            if (d > allowed(name)) {
                // A start of a game's or command's name, long enough to mean something. (Not of an
                // option's: "--max" is a whole parameter of another game, not a start of "--max-positions".)
                d = !t.startsWith("-") && t.length() >= 3 && name.toLowerCase(Locale.ROOT).startsWith(t)
                        ? allowed(name) : d;
            }
            if (d > allowed(name) || d > best) {
                continue;
            }
            if (d < best) {
                best = d;
                found.clear();
            }
            found.add(name);
        }
        return found.size() > MOST ? List.of() : List.copyOf(found);
    }

    /** Slips allowed in a name: one in a short name, two from eight letters on (dashes not counted). */
    private static int allowed(String name) {
        return bare(name).length() >= 8 ? 2 : 1;
    }

    private static String bare(String name) {
        int i = 0;
        while (i < name.length() && name.charAt(i) == '-') {
            i++;
        }
        return name.substring(i);
    }

    /**
     * The number of slips between {@code a} and {@code b}: letters inserted, deleted, changed, and
     * neighbours swapped (the optimal string alignment distance).
     */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    v = Math.min(v, d[i - 2][j - 2] + 1);
                }
                d[i][j] = v;
            }
        }
        return d[a.length()][b.length()];
    }
}
