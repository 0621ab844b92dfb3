package io.github.grundy.cli;

import io.github.grundy.core.HeapGame;
import io.github.grundy.core.HeapSum;
import io.github.grundy.core.Move;
import io.github.grundy.core.WinningMoves;
import io.github.grundy.core.io.AsciiOutput;
import java.io.IOException;

/** The answer of {@code solve} in plain words. */
final class SolveText {

    /** Positions with more parts than this are not echoed in full. */
    private static final int ECHO_MAX = 20;

    private static final String SECOND = "Second player wins: the Grundy value is 0, so the player to move has no winning move.";

    private final AsciiOutput out;

    SolveText(AsciiOutput out) {
        this.out = out;
    }

    void heaps(Problem.Heaps problem, WinningMoves analysis, MovesMode mode, long max) throws IOException {
        HeapSum sum = analysis.sum();
        boolean mixed = problem.variant() == null;
        MoveLister.CountAndFirst<Move> ahead = MoveLister.CountAndFirst.of(analysis, mode);
        int n = sum.size();
        out.text("Position: ").text(problem.title());
        if (!mixed) {
            String noun = sum.game(0).componentNoun();
            out.text(", ").number(n).ascii(' ').text(noun).text(n == 1 ? "" : "s");
        }
        if (n <= ECHO_MAX) {
            out.ascii(':');
            for (int i = 0; i < n; i++) {
                out.text(mixed && i > 0 ? ", " : " ").number(sum.heap(i));
                if (mixed) {
                    out.text(" (").text(sum.game(i).describe()).ascii(')');
                }
            }
        }
        out.newline();
        if (!analysis.grundyKnown()) {
            out.text(analysis.firstPlayerWins() ? "First player wins" : "Second player wins")
                    .text(" (by the game's closed-form outcome: this heap's Grundy value is beyond its table).")
                    .newline();
        } else if (!analysis.firstPlayerWins()) {
            out.text(SECOND).newline();
            return;
        } else {
            out.text("First player wins: the Grundy value (nim-sum of the ")
                    .text(mixed ? "components'" : sum.game(0).componentNoun() + "s'")
                    .text(" values) is ").number(analysis.nimSum()).ascii('.').newline();
        }
        if (!analysis.firstPlayerWins()) {
            return;
        }
        MoveLister.Writer<Move> line = (m, index) -> {
            out.text(index < 0 ? "" : "  ");
            heapMove(sum, m, mixed);
            out.newline();
        };
        moves(mode, ahead, max, line, limit -> MoveLister.heaps(analysis, limit, line));
    }

    void vector(Problem.Vector v, Problem.Outcome outcome, MovesMode mode, long max) throws IOException {
        long[] position = v.position();
        MoveLister.CountAndFirst<long[]> ahead = MoveLister.CountAndFirst.of(v, outcome, mode);
        out.text("Position: ").text(v.title());
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
        out.newline();
        if (!outcome.grundyKnown()) {
            out.text(outcome.firstPlayerWins() ? "First player wins" : "Second player wins")
                    .text(" (by the game's closed-form outcome: this position's Grundy value is beyond its table).")
                    .newline();
            if (!outcome.firstPlayerWins()) {
                return;
            }
        } else if (!outcome.firstPlayerWins()) {
            out.text(SECOND).newline();
            return;
        } else {
            out.text("First player wins: the Grundy value is ").number(outcome.grundy()).ascii('.').newline();
        }
        MoveLister.Writer<long[]> line = (move, index) -> {
            out.text(index < 0 ? "" : "  ").text(v.game().describeMove(position, move)).newline();
        };
        moves(mode, ahead, max, line, limit -> MoveLister.vector(v, limit, line));
    }

    /** The lines after the verdict of a won position: the count, the first move, or the listing. */
    private <M> void moves(MovesMode mode, MoveLister.CountAndFirst<M> ahead, long max, MoveLister.Writer<M> line,
            MoveLister.Listing listing) throws IOException {
        switch (mode) {
            case none -> {
            }
            case count -> out.text("Winning moves: ").text(ahead.count()).newline();
            case first -> {
                out.text("First winning move: ");
                line.write(ahead.first(), -1);
            }
            case all -> {
                countLine(ahead.count(), max);
                listing.write(max).rethrowIfStopped();
            }
            default -> throw new IllegalStateException(mode.name());
        }
    }

    private void countLine(String count, long max) throws IOException {
        out.text("Winning moves: ").text(count);
        if (Counting.exceeds(count, max)) {
            out.text(" (the first ").number(max).text("; --limit=0 lists all)");
        }
        out.newline();
    }

    private void heapMove(HeapSum sum, Move m, boolean mixed) throws IOException {
        HeapGame game = sum.game(m.component());
        if (mixed) {
            out.text("component ").number(m.component() + 1L).text(" (").text(game.describe()).text("): ");
        } else {
            out.text(game.componentNoun()).ascii(' ').number(m.component() + 1L).text(": ");
        }
        out.text(game.describeMove(m.heap(), m.option()));
    }
}
