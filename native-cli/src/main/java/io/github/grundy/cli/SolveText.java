package io.github.grundy.cli;

import io.github.grundy.core.Game;
import io.github.grundy.core.HeapSum;
import io.github.grundy.core.WinningMoves;
import io.github.grundy.core.io.AsciiOutput;
import java.io.IOException;

/** The answer of {@code solve} in plain words. */
final class SolveText {

    /** Positions with more heaps than this are not echoed in full. */
    private static final int ECHO_MAX = 20;

    private final AsciiOutput out;

    SolveText(AsciiOutput out) {
        this.out = out;
    }

    void write(Game game, WinningMoves analysis, MovesMode mode, int limit) throws IOException {
        HeapSum sum = analysis.sum();
        int n = sum.size();
        out.text("Position: ").text(game.describe()).text(", ").number(n).text(n == 1 ? " heap" : " heaps");
        if (n <= ECHO_MAX) {
            out.ascii(':');
            for (int i = 0; i < n; i++) {
                out.ascii(' ').number(sum.heap(i));
            }
        }
        out.newline();
        if (!analysis.firstPlayerWins()) {
            out.text("Second player wins: the Grundy value is 0, so the player to move has no winning move.")
                    .newline();
            return;
        }
        out.text("First player wins: the Grundy value (nim-sum of the heaps' values) is ")
                .number(analysis.nimSum()).ascii('.').newline();
        switch (mode) {
            case none -> {
            }
            case count -> out.text("Winning moves: ").number(analysis.count()).newline();
            case first -> {
                out.text("First winning move: ");
                MoveText.write(out, analysis.first().orElseThrow());
                out.newline();
            }
            case all -> writeAll(analysis, limit);
            default -> throw new IllegalStateException(mode.name());
        }
    }

    private void writeAll(WinningMoves analysis, int limit) throws IOException {
        long count = analysis.count();
        out.text("Winning moves: ").number(count);
        if (limit > 0 && count > limit) {
            out.text(" (the first ").number(limit).text("; --limit=0 lists all)");
        }
        out.newline();
        long[] left = {limit == 0 ? Long.MAX_VALUE : limit};
        IOException[] failure = {null};
        analysis.forEach(m -> {
            try {
                out.text("  ");
                MoveText.write(out, m);
                out.newline();
            } catch (IOException e) {
                failure[0] = e;
                return false;
            }
            return --left[0] > 0;
        });
        if (failure[0] != null) {
            throw failure[0];
        }
    }
}
