package io.github.grundy.cli;

import io.github.grundy.core.analysis.Analysis;
import io.github.grundy.core.analysis.HeapSumAnalysis;
import io.github.grundy.core.analysis.PositionGameAnalysis;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.io.AsciiOutput;
import java.io.IOException;
import java.util.Map;

/**
 * A position as the user gave it to {@code solve}, with core's analysis of it. The two kinds
 * differ only in how the position is shown; what is said about it comes from the
 * {@link Analysis}, the same for both.
 */
sealed interface Problem {

    /** Positions with more parts than this are not echoed in full. */
    int ECHO_MAX = 20;

    /** What the user asked for, in words (for the first line of the answer). */
    String title();

    /** The variant id, or null for a sum of different games. */
    String variant();

    /** The variant's parameter values (empty for a sum of different games). */
    Map<String, Object> parameters();

    /** Core's analysis of the position. */
    Analysis<?> analysis();

    /** The position after {@code Position: TITLE}: {@code , 3 heaps: 3 4 5}, {@code : 2 1 3}. */
    void echo(AsciiOutput out) throws IOException;

    /** What the Grundy value is made of, in words, or empty: {@code nim-sum of the heaps' values}. */
    String valueWords();

    /** The JSON key of the position's size ({@code heaps}, {@code size}) and the size. */
    String sizeKey();

    long size();

    /** A sum of heaps: one variant for every heap, or a sum of components of different games. */
    record Heaps(String title, String variant, Map<String, Object> parameters, HeapSum sum,
            HeapSumAnalysis analysis) implements Problem {

        @Override
        public void echo(AsciiOutput out) throws IOException {
            boolean mixed = variant == null;
            int n = sum.size();
            if (!mixed) {
                out.text(", ").number(n).ascii(' ').text(analysis.componentNoun()).text(n == 1 ? "" : "s");
            }
            if (n <= ECHO_MAX) {
                out.ascii(':');
                for (int i = 0; i < n; i++) {
                    out.text(mixed && i > 0 ? ", " : " ").number(sum.heap(i));
                    if (mixed) {
                        HeapGame game = sum.game(i);
                        out.text(" (").text(game.describe()).ascii(')');
                    }
                }
            }
        }

        @Override
        public String valueWords() {
            return "nim-sum of the " + analysis.componentNoun() + "s' values";
        }

        @Override
        public String sizeKey() {
            return "heaps";
        }

        @Override
        public long size() {
            return sum.size();
        }
    }

    /** One position of a game whose position is a whole vector (a staircase). */
    record Whole(String title, String variant, Map<String, Object> parameters, long[] position,
            PositionGameAnalysis analysis) implements Problem {

        @Override
        public void echo(AsciiOutput out) throws IOException {
            if (position.length == 0) {
                out.text(", empty");
            } else if (position.length <= ECHO_MAX) {
                out.ascii(':');
                for (long x : position) {
                    out.ascii(' ').number(x);
                }
            } else {
                out.text(", ").number(position.length).text(" entries");
            }
        }

        @Override
        public String valueWords() {
            return "";
        }

        @Override
        public String sizeKey() {
            return "size";
        }

        @Override
        public long size() {
            return position.length;
        }
    }
}
