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
 * unless {@code --moves=first|none}; {@code moves} unless {@code --moves=count|none}. A listing
 * stopped by {@code --timeout} still ends the document ({@code "truncated":true}) before exit 3.
 */
final class SolveJson {

    private final AsciiOutput out;

    SolveJson(AsciiOutput out) {
        this.out = out;
    }

    void heaps(Problem.Heaps problem, WinningMoves analysis, MovesMode mode, long max) throws IOException {
        HeapSum sum = analysis.sum();
        boolean mixed = problem.variant() == null;
        MoveLister.CountAndFirst<Move> ahead = MoveLister.CountAndFirst.of(analysis, mode);
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
        MoveLister.Listed listed = moves(mode, ahead, max, writer, limit -> MoveLister.heaps(analysis, limit, writer));
        out.ascii('}').newline();
        listed.rethrowIfStopped();
    }

    void vector(Problem.Vector v, Problem.Outcome outcome, MovesMode mode, long max) throws IOException {
        MoveLister.CountAndFirst<long[]> ahead = MoveLister.CountAndFirst.of(v, outcome, mode);
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
        MoveLister.Listed listed = moves(mode, ahead, max, writer, limit -> MoveLister.vector(v, limit, writer));
        out.ascii('}').newline();
        listed.rethrowIfStopped();
    }

    /**
     * The {@code winningMoves} object: {@code count} (the decimal count, computed before), the
     * first move, or the listing, which may have been stopped; how it ended.
     */
    private <M> MoveLister.Listed moves(MovesMode mode, MoveLister.CountAndFirst<M> ahead, long max,
            MoveLister.Writer<M> writer, MoveLister.Listing listing) throws IOException {
        MoveLister.Listed listed = new MoveLister.Listed(0, null);
        if (mode == MovesMode.none) {
            return listed;
        }
        out.text(",\"winningMoves\":{");
        if (mode != MovesMode.first) {
            out.text("\"count\":").text(ahead.count());
        }
        if (mode == MovesMode.first) {
            out.text("\"moves\":[");
            if (ahead.first() != null) {
                writer.write(ahead.first(), 0);
            }
            out.ascii(']');
        } else if (mode == MovesMode.all) {
            out.text(",\"moves\":[");
            listed = listing.write(max);
            out.ascii(']');
            out.text(",\"truncated\":").text(Counting.exceeds(ahead.count(), listed.written()) ? "true" : "false");
        }
        out.ascii('}');
        return listed;
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
