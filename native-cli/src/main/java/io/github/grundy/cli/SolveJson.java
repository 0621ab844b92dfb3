package io.github.grundy.cli;

import io.github.grundy.core.HeapSum;
import io.github.grundy.core.Move;
import io.github.grundy.core.WinningMoves;
import io.github.grundy.core.io.AsciiOutput;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * The answer of {@code solve --json}, one object per line:
 * <pre>{"variant":"nim","parameters":{},"heaps":3,"grundy":2,"winner":"first",
 *  "winningMoves":{"count":1,"moves":[{"component":1,"from":3,"to":[1],"text":"3 -> 1 (take 2)"}],
 *  "truncated":false}}</pre>
 * {@code variant} is null for a sum of different games, whose moves also name their
 * {@code game}. {@code grundy} is null when the position was solved by its outcome alone. A
 * position that is a whole vector (staircase) has {@code size} instead of {@code heaps}, and its
 * moves are {@code {"move":[...],"text":...}} in the game's encoding. {@code count} is there
 * unless {@code --moves=first|none}; {@code moves} unless {@code --moves=count|none}.
 */
final class SolveJson {

    private final AsciiOutput out;

    SolveJson(AsciiOutput out) {
        this.out = out;
    }

    void heaps(Problem.Heaps problem, WinningMoves analysis, MovesMode mode, long max) throws IOException {
        HeapSum sum = analysis.sum();
        boolean mixed = problem.variant() == null;
        head(problem.variant(), problem.parameters());
        out.text(",\"heaps\":").number(sum.size()).text(",\"grundy\":");
        if (analysis.grundyKnown()) {
            out.number(analysis.nimSum());
        } else {
            out.text("null");
        }
        out.text(",\"winner\":").text(analysis.firstPlayerWins() ? "\"first\"" : "\"second\"");
        MoveLister.Writer<Move> writer = (m, index) -> {
            if (index > 0) {
                out.ascii(',');
            }
            out.text("{\"component\":").number(m.component() + 1L);
            if (mixed) {
                out.text(",\"game\":");
                string(sum.game(m.component()).describe());
            }
            out.text(",\"from\":").number(m.heap()).text(",\"to\":[");
            for (int k = 0; k < m.optionSize(); k++) {
                if (k > 0) {
                    out.ascii(',');
                }
                out.number(m.optionHeap(k));
            }
            out.text("],\"text\":");
            string(sum.game(m.component()).describeMove(m.heap(), m.option()));
            out.ascii('}');
        };
        moves(mode, max, () -> Counting.of(analysis), limit -> MoveLister.heaps(analysis, limit, writer));
        out.ascii('}').newline();
    }

    void vector(Problem.Vector v, Problem.Outcome outcome, MovesMode mode, long max) throws IOException {
        head(v.variant(), v.parameters());
        out.text(",\"size\":").number(v.position().length).text(",\"grundy\":");
        if (outcome.grundyKnown()) {
            out.number(outcome.grundy());
        } else {
            out.text("null");
        }
        out.text(",\"winner\":").text(outcome.firstPlayerWins() ? "\"first\"" : "\"second\"");
        MoveLister.Writer<long[]> writer = (move, index) -> {
            if (index > 0) {
                out.ascii(',');
            }
            out.text("{\"move\":[");
            for (int k = 0; k < move.length; k++) {
                if (k > 0) {
                    out.ascii(',');
                }
                out.number(move[k]);
            }
            out.text("],\"text\":");
            string(v.game().describeMove(v.position(), move));
            out.ascii('}');
        };
        moves(mode, max, () -> Long.toString(v.game().countMovesToValue(v.position(), 0)),
                limit -> MoveLister.vector(v, limit, writer));
        out.ascii('}').newline();
    }

    /** The count of winning moves in decimal (it may exceed a long). */
    @FunctionalInterface
    private interface Count {
        String get();
    }

    @FunctionalInterface
    private interface Listing {
        long write(long max) throws IOException;
    }

    private void moves(MovesMode mode, long max, Count count, Listing listing) throws IOException {
        if (mode == MovesMode.none) {
            return;
        }
        out.text(",\"winningMoves\":{");
        String total = null;
        if (mode != MovesMode.first) {
            total = count.get();
            out.text("\"count\":").text(total);
        }
        if (mode == MovesMode.first || mode == MovesMode.all) {
            out.text(mode == MovesMode.first ? "\"moves\":[" : ",\"moves\":[");
            long written = listing.write(mode == MovesMode.first ? 1 : max);
            out.ascii(']');
            if (mode == MovesMode.all) {
                out.text(",\"truncated\":").text(Counting.exceeds(total, written) ? "true" : "false");
            }
        }
        out.ascii('}');
    }

    private void head(String variant, Map<String, Object> parameters) throws IOException {
        out.text("{\"variant\":");
        if (variant == null) {
            out.text("null");
        } else {
            string(variant);
        }
        out.text(",\"parameters\":{");
        boolean comma = false;
        for (Map.Entry<String, Object> e : parameters.entrySet()) {
            if (comma) {
                out.ascii(',');
            }
            comma = true;
            string(e.getKey());
            out.ascii(':');
            if (e.getValue() instanceof Number num) {
                out.number(num.longValue());
            } else if (e.getValue() instanceof List<?> list) {
                out.ascii('[');
                for (int i = 0; i < list.size(); i++) {
                    if (i > 0) {
                        out.ascii(',');
                    }
                    if (list.get(i) instanceof Number num) {
                        out.number(num.longValue());
                    } else {
                        string(String.valueOf(list.get(i)));
                    }
                }
                out.ascii(']');
            } else {
                string(String.valueOf(e.getValue()));
            }
        }
        out.ascii('}');
    }

    private void string(String s) throws IOException {
        out.ascii('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                out.ascii('\\').ascii(c);
            } else if (c < 0x20 || c >= 0x7f) {
                out.text(String.format("\\u%04x", (int) c));
            } else {
                out.ascii(c);
            }
        }
        out.ascii('"');
    }
}
