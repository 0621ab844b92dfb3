package io.github.grundy.cli.position;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.Play;
import io.github.grundy.core.analysis.Analysis;
import io.github.grundy.core.analysis.HeapSumAnalysis;
import io.github.grundy.core.analysis.PositionGameAnalysis;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.io.AsciiOutput;
import java.io.IOException;
import java.util.Map;

/**
 * A position as the user gave it to {@code solve} or {@code play} ({@link Position}), with core's
 * analysis of it. The two kinds differ only in how the position is shown; what is said about it
 * comes from the {@link Analysis}, the same for both.
 */
public sealed interface Problem {

    /** Positions with more parts than this are not echoed in full. */
    int ECHO_MAX = 20;

    /** Words read (a strip of coins) longer than this are not echoed: the count of parts is. */
    int ECHO_CHARACTERS = 200;

    /**
     * {@code given} analysed in {@code play}: core checks the position, prepares its games and
     * chooses the theory in one call ({@link Analyses#ofGiven}). A game's refusal is the user's
     * error (exit 2), a limit theirs to raise (exit 3); a plugin's failure stays the plugin's.
     */
    static Problem of(Position given, Play play) {
        if (given instanceof Position.Whole whole) {
            return Refusals.asUserErrors(() -> new Whole(whole, Analyses.ofGiven(whole.game(), whole.position(), play)));
        }
        Position.Heaps heaps = (Position.Heaps) given;
        return Refusals.asUserErrors(() -> new Heaps(heaps, Analyses.ofGiven(heaps.sum(), play)));
    }

    /** The position as read. */
    Position given();

    /** What the user asked for, in words (for the first line of the answer). */
    default String title() {
        return given().title();
    }

    /** The variant id, or null for a sum of different games. */
    default String variant() {
        return given().variant();
    }

    /** The variant's parameter values (empty for a sum of different games). */
    default Map<String, Object> parameters() {
        return given().parameters();
    }

    /** Core's analysis of the position. */
    Analysis<?> analysis();

    /** The position after {@code Position: TITLE}: {@code , 3 heaps: 3 4 5}, {@code : 2 1 3}. */
    void echo(AsciiOutput out) throws IOException;

    /** What the Grundy value is made of, in words, or empty: {@code nim-sum of the heaps' values}. */
    String valueWords();

    /** The JSON key of the position's size ({@code heaps}, {@code size}) and the size. */
    String sizeKey();

    long size();

    /**
     * The note for a heap its game's proved period answers beyond the game's largest take
     * ({@link HeapGame#largestTake()}): exact for the finite set, but where one cut from an
     * infinite set parts from it. Empty when there is none.
     */
    default java.util.Optional<String> beyondLargestTake() {
        return java.util.Optional.empty();
    }

    /**
     * A sum of heaps: one variant for every heap, or a sum of components of different games.
     *
     * @param given    the position as read
     * @param analysis its analysis, whose sum has the games prepared (they describe the components)
     */
    record Heaps(Position.Heaps given, HeapSumAnalysis analysis) implements Problem {

        @Override
        public void echo(AsciiOutput out) throws IOException {
            HeapSum sum = analysis.sum();
            boolean mixed = variant() == null;
            int n = sum.size();
            if (!mixed) {
                out.text(", ").number(n).ascii(' ').text(analysis.componentNoun()).text(n == 1 ? "" : "s");
            }
            if (given.read() != null && given.read().length() <= ECHO_CHARACTERS) {
                out.text(": ").text(given.read());
            } else if (n <= ECHO_MAX) {
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
        public java.util.Optional<String> beyondLargestTake() {
            // The prepared games: a period may be proved only by the table.
            HeapSum sum = analysis.sum();
            for (int i = 0; i < sum.size(); i++) {
                HeapGame game = sum.game(i);
                long heap = sum.heap(i);
                java.util.OptionalLong take = game.largestTake();
                if (take.isEmpty() || heap <= take.getAsLong()
                        || game.periodProof().map(p -> heap < p.valuesNeeded()).orElse(true)) {
                    continue;
                }
                return java.util.Optional.of("grundy: note: heap " + heap + " is answered from the period of "
                        + game.describe() + ", a finite set: exact for it, but a set cut from an infinite one (the"
                        + " Fibonacci numbers, the squares) is another game past its largest take, " + take.getAsLong()
                        + " (--quiet hides this)");
            }
            return java.util.Optional.empty();
        }

        @Override
        public String sizeKey() {
            return "heaps";
        }

        @Override
        public long size() {
            return analysis.sum().size();
        }
    }

    /** One position of a game whose position is a whole vector (a staircase). */
    record Whole(Position.Whole given, PositionGameAnalysis analysis) implements Problem {

        @Override
        public void echo(AsciiOutput out) throws IOException {
            long[] position = given.position();
            if (given.read() != null && given.read().length() <= ECHO_CHARACTERS) {
                out.text(": ").text(given.read());
            } else if (position.length == 0) {
                out.text(", empty");
            } else if (position.length <= ECHO_MAX) {
                out.ascii(':');
                for (long x : position) {
                    out.ascii(' ').number(x);
                }
            } else {
                out.text(", ").text(parts(given.game(), position.length));
            }
        }

        /**
         * How many parts a position of {@code length} numbers has, in the game's words: a sum of
         * points counts its points ({@code 4096 points}, not the 12288 numbers read), a vector its
         * heaps, a strip its heads; another game its entries.
         */
        private static String parts(io.github.grundy.core.game.PositionGame game, int length) {
            if (game instanceof io.github.grundy.core.rule.CoordinateGame points) {
                int n = length / points.coordinateNames().size();
                return n + (n == 1 ? " point" : " points");
            }
            if (game instanceof io.github.grundy.core.rule.VectorGame) {
                return length + (length == 1 ? " heap" : " heaps");
            }
            if (game instanceof io.github.grundy.core.turning.WholeStrip) {
                return length + (length == 1 ? " head" : " heads");
            }
            return length + (length == 1 ? " entry" : " entries");
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
            return given.position().length;
        }
    }
}
