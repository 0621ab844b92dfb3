package io.github.grundy.cli.solve;

import io.github.grundy.cli.common.Json;
import io.github.grundy.cli.position.ExplainWriter;
import io.github.grundy.cli.position.Problem;
import io.github.grundy.core.analysis.Analysis;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.Move;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.game.PositionMove;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.misere.MisereAnalysis;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * The answer of {@code solve --json}, one object per line:
 * <pre>{"variant":"nim","parameters":{},"heaps":3,"grundy":2,"outcome":"N","winner":"first",
 *  "winningMoves":{"count":1,"moves":[{"component":1,"from":3,"to":[1],"text":"3 -> 1 (take 2)"}],
 *  "truncated":false}}</pre>
 * {@code variant} is null for a sum of different games, whose moves also name their
 * {@code game}. {@code grundy} is null when the position was solved by its outcome alone.
 * {@code outcome} is the outcome class: {@code N} (the player to move wins), {@code P} (the other
 * player wins) or {@code D} (a draw). A position that is a whole vector (staircase) has
 * {@code size} instead of {@code heaps}, and its moves are {@code {"move":[...],"text":...}} in the
 * game's encoding. {@code winningMoves} has one shape (absent with {@code --moves=none}):
 * {@code count}, null with {@code --moves=first} (which does not count); {@code moves}, the moves
 * listed (none with {@code --moves=count}, the first with {@code first}); {@code truncated}, true
 * when they are fewer than {@code count}, null when that is not known (a first move found). A listing stopped by {@code --timeout} still ends the document
 * ({@code "truncated":true}) before exit 3. In misere play ({@code solve --misere}) {@code grundy}
 * is null, and {@code "play":"misere"} and {@code rule} (what decided it, in words) follow
 * {@code winner}. A token on a vertex of infinite value (a graph with cycles) has a {@code rule}
 * too, and from a draw ({@code "outcome":"D"}) {@code drawingMoves} lists the moves that keep it.
 * A sum of tame heaps in misère play has its {@code genus}. With {@code --each} (a sum of points),
 * {@code each} gives each point's coordinates and value, {@code [[a,b,g],...]} ({@code g} null
 * when infinite), before the explanation. With {@code --explain}, the last member
 * is {@code explanation}: {@code rows} (component, heap, grundy, binary), {@code hidden},
 * {@code nimSum}, {@code binary}, and when it is not 0 {@code highestBit}, {@code chosen},
 * {@code target} and {@code move}; {@code values} says how the values of games other than Nim come
 * ({@code options} with their {@code grundy}, {@code more}, or {@code period}). A position it
 * cannot lay out (misere play, a whole-position game, a draw) has {@code "explanation":null} and
 * {@code unexplained}, why, in words.
 */
public final class SolveJson {

    private final AsciiOutput out;

    SolveJson(AsciiOutput out) {
        this.out = out;
    }

    void write(Problem problem, MovesMode mode, long max) throws IOException {
        write(problem, problem.analysis(), mode, max, null, null);
    }

    /** The answer with {@code solve --explain}'s {@code explanation} member last. */
    void write(Problem problem, MovesMode mode, long max, ExplainWriter explain) throws IOException {
        write(problem, problem.analysis(), mode, max, explain, null);
    }

    /** The answer with {@code solve --each}'s {@code each} member (when not null) before the explanation. */
    void write(Problem problem, MovesMode mode, long max, ExplainWriter explain, EachValue each) throws IOException {
        write(problem, problem.analysis(), mode, max, explain, each);
    }

    private <M extends Move> void write(Problem problem, Analysis<M> analysis, MovesMode mode, long max,
            ExplainWriter explain, EachValue each) throws IOException {
        MoveLister.CountAndFirst<M> ahead = MoveLister.CountAndFirst.of(analysis, mode);
        head(problem.variant(), problem.parameters());
        out.text(",\"").text(problem.sizeKey()).text("\":").number(problem.size()).text(",\"grundy\":");
        OptionalLong grundy = analysis.grundy();
        if (grundy.isPresent()) {
            out.number(grundy.getAsLong());
        } else {
            out.text("null");
        }
        Outcome outcome = analysis.outcome();
        out.text(",\"outcome\":\"").text(outcome.name()).text("\",\"winner\":").text(switch (outcome) {
            case N -> "\"first\"";
            case P -> "\"second\"";
            case D -> "null";
        });
        if (analysis.misere()) {
            out.text(",\"play\":\"misere\"");
        }
        if (analysis.rule().isPresent()) {
            out.text(",\"rule\":");
            string(analysis.rule().get());
        }
        if (analysis instanceof MisereAnalysis misere && misere.genus().isPresent()) {
            out.text(",\"genus\":");
            string(misere.genus().get().toString());
        }
        MoveLister.Writer<M> writer = (m, index) -> {
            if (index > 0) {
                out.ascii(',');
            }
            move(analysis, m);
        };
        MoveLister.Listed listed = new MoveLister.Listed(0, null);
        if (mode != MovesMode.none) {
            // One shape whatever --moves says: count (null when not counted: --moves=first does not
            // count), the moves listed, and whether they are fewer than there are (null when unknown).
            String count = ahead.count() != null ? ahead.count() : ahead.first() == null ? "0" : null;
            out.text(",\"winningMoves\":{\"count\":").text(count == null ? "null" : count)
                    .text(",\"moves\":[");
            if (mode == MovesMode.first && ahead.first() != null) {
                writer.write(ahead.first(), 0);
            } else if (mode == MovesMode.all) {
                listed = MoveLister.write(analysis, max, writer);
            }
            // A count is known with a first move only when there is none: then nothing is left out.
            out.text("],\"truncated\":").text(count == null ? "null"
                    : Counting.exceeds(count, listed.written()) ? "true" : "false").ascii('}');
        }
        if (outcome == Outcome.D && mode != MovesMode.none) {
            // From a draw: the moves that keep it one, in the same form.
            List<M> keep = analysis.drawingMoves(Integer.MAX_VALUE);
            out.text(",\"drawingMoves\":{\"count\":").number(keep.size()).text(",\"moves\":[");
            for (int i = 0; i < keep.size() && i < max; i++) {
                writer.write(keep.get(i), i);
            }
            out.text("],\"truncated\":").text(keep.size() > max ? "true" : "false").ascii('}');
        }
        if (each != null) {
            each.json(out);
        }
        if (explain != null) {
            explain.json();
        }
        out.ascii('}').newline();
        listed.rethrowIfStopped();
    }

    /** One move: where (a heap's component, its game in a sum of games, from and to) or the game's encoding, and its words. */
    private <M extends Move> void move(Analysis<M> analysis, M m) throws IOException {
        if (m instanceof HeapMove h) {
            out.text("{\"component\":").number(h.component() + 1L);
            if (analysis.gameOf(m).isPresent()) {
                out.text(",\"game\":");
                string(analysis.gameOf(m).get().describe());
            }
            out.text(",\"from\":").number(h.heap()).text(",\"to\":");
            numbers(h.option());
        } else if (m instanceof PositionMove p) {
            out.text("{\"move\":");
            numbers(p.encoding());
        }
        out.text(",\"text\":");
        string(analysis.describe(m));
        out.ascii('}');
    }

    private void numbers(long[] values) throws IOException {
        out.ascii('[');
        for (int k = 0; k < values.length; k++) {
            if (k > 0) {
                out.ascii(',');
            }
            out.number(values[k]);
        }
        out.ascii(']');
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
        Json.string(out, s);
    }
}
