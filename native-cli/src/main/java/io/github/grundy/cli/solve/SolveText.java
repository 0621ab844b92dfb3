package io.github.grundy.cli.solve;

import io.github.grundy.cli.position.Problem;
import io.github.grundy.core.analysis.Analysis;
import io.github.grundy.core.game.Move;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.io.AsciiOutput;
import java.io.IOException;
import java.util.OptionalLong;

/** The answer of {@code solve} in plain words, for any position. */
public final class SolveText {

    private static final String SECOND =
            "Second player wins (a P-position): the Grundy value is 0, so the player to move has no winning move.";

    private final AsciiOutput out;

    SolveText(AsciiOutput out) {
        this.out = out;
    }

    void write(Problem problem, MovesMode mode, long max) throws IOException {
        write(problem, problem.analysis(), mode, max);
    }

    private <M extends Move> void write(Problem problem, Analysis<M> analysis, MovesMode mode, long max)
            throws IOException {
        MoveLister.CountAndFirst<M> ahead = MoveLister.CountAndFirst.of(analysis, mode);
        out.text("Position: ").text(problem.title());
        problem.echo(out);
        out.newline();
        Outcome outcome = analysis.outcome();
        OptionalLong grundy = analysis.grundy();
        if (analysis.rule().isPresent()) {
            // Decided by another rule than the nim-sum: misere play, or a game with cycles.
            out.text(verdict(outcome)).text(" (").text(className(outcome)).ascii(')')
                    .text(analysis.misere() ? " in misere play, where the last player to move loses" : "")
                    .text(": ").text(analysis.rule().get()).ascii('.').newline();
            if (outcome == Outcome.N && analysis.first().isEmpty()) {
                out.text("No move is left: the other player made the last move, and lost.").newline();
                return;
            }
            if (outcome == Outcome.D) {
                drawingMoves(analysis, mode, max, moveLine(analysis));
                return;
            }
        } else if (grundy.isEmpty()) {
            out.text(verdict(outcome)).text(" (").text(className(outcome)).text(", by the game's closed-form outcome: this ")
                    .text(analysis.componentNoun()).text("'s Grundy value is beyond its table).").newline();
        } else if (outcome == Outcome.N) {
            String words = problem.valueWords();
            out.text("First player wins (an N-position): the Grundy value").text(words.isEmpty() ? "" : " (" + words + ")")
                    .text(" is ").number(grundy.getAsLong()).ascii('.').newline();
        } else {
            out.text(SECOND).newline();
            return;
        }
        if (outcome != Outcome.N) {
            return;
        }
        MoveLister.Writer<M> line = moveLine(analysis);
        switch (mode) {
            case none -> {
            }
            case count -> out.text("Winning moves: ").text(ahead.count()).newline();
            case first -> {
                out.text("First winning move: ");
                line.write(ahead.first(), -1);
            }
            case all -> {
                out.text("Winning moves: ").text(ahead.count());
                if (Counting.exceeds(ahead.count(), max)) {
                    out.text(" (the first ").number(max).text("; --limit=0 lists all)");
                }
                out.newline();
                MoveLister.write(analysis, max, line).rethrowIfStopped();
            }
            default -> throw new IllegalStateException(mode.name());
        }
    }

    /** One move a line, {@code place: words}; indented in a list (index 0 and up), not after a label (-1). */
    private <M extends Move> MoveLister.Writer<M> moveLine(Analysis<M> analysis) {
        return (m, index) -> {
            String place = analysis.place(m);
            out.text(index < 0 ? "" : "  ").text(place).text(place.isEmpty() ? "" : ": ").text(analysis.describe(m))
                    .newline();
        };
    }

    /** From a draw: the moves that keep it one, as --moves asks (count, first, all up to --limit). */
    private <M extends Move> void drawingMoves(Analysis<M> analysis, MovesMode mode, long max, MoveLister.Writer<M> line)
            throws IOException {
        if (mode == MovesMode.none) {
            return;
        }
        java.util.List<M> all = analysis.drawingMoves(Integer.MAX_VALUE);
        if (mode == MovesMode.first) {
            out.text("First move that keeps the draw: ");
            if (all.isEmpty()) {
                out.text("none").newline();
            } else {
                line.write(all.get(0), -1);
            }
            return;
        }
        out.text("Moves that keep the draw: ").number(all.size());
        if (mode == MovesMode.all && all.size() > max) {
            out.text(" (the first ").number(max).text("; --limit=0 lists all)");
        }
        out.newline();
        if (mode == MovesMode.all) {
            for (int i = 0; i < all.size() && i < max; i++) {
                line.write(all.get(i), i);
            }
        }
    }

    /** The outcome class in words: {@code an N-position}. */
    private static String className(Outcome outcome) {
        return (outcome == Outcome.N ? "an " : "a ") + outcome.name() + "-position";
    }

    private static String verdict(Outcome outcome) {
        return switch (outcome) {
            case N -> "First player wins";
            case P -> "Second player wins";
            case D -> "Neither player wins: with perfect play the game never ends";
        };
    }
}
