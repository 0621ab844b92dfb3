package io.github.grundy.cli;

import io.github.grundy.core.HeapSum;
import io.github.grundy.core.Move;
import io.github.grundy.core.WinningMoves;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Variant;
import java.io.IOException;
import java.util.Map;

/**
 * The answer of {@code solve --json}, one object:
 * <pre>{"variant":"nim","parameters":{},"heaps":3,"grundy":2,"winner":"first",
 *  "winningMoves":{"count":1,"moves":[{"heap":1,"from":3,"to":[1]}]}}</pre>
 * {@code count} is there unless {@code --moves=first|none}; {@code moves} unless
 * {@code --moves=count|none}; {@code truncated} is true when {@code --limit} cut the list.
 */
final class SolveJson {

    private final AsciiOutput out;

    SolveJson(AsciiOutput out) {
        this.out = out;
    }

    void write(Variant variant, Arguments arguments, WinningMoves analysis, MovesMode mode, int limit)
            throws IOException {
        HeapSum sum = analysis.sum();
        out.text("{\"variant\":");
        string(variant.id());
        out.text(",\"parameters\":{");
        boolean comma = false;
        for (Map.Entry<String, Object> e : arguments.asMap().entrySet()) {
            if (comma) {
                out.ascii(',');
            }
            comma = true;
            string(e.getKey());
            out.ascii(':');
            if (e.getValue() instanceof Number num) {
                out.number(num.longValue());
            } else {
                string(String.valueOf(e.getValue()));
            }
        }
        out.text("},\"heaps\":").number(sum.size());
        out.text(",\"grundy\":").number(analysis.nimSum());
        out.text(",\"winner\":").text(analysis.firstPlayerWins() ? "\"first\"" : "\"second\"");
        if (mode != MovesMode.none) {
            out.text(",\"winningMoves\":{");
            boolean needComma = false;
            long count = -1;
            if (mode != MovesMode.first) {
                count = analysis.count();
                out.text("\"count\":").number(count);
                needComma = true;
            }
            if (mode == MovesMode.first || mode == MovesMode.all) {
                if (needComma) {
                    out.ascii(',');
                }
                long max = mode == MovesMode.first ? 1 : limit == 0 ? Long.MAX_VALUE : limit;
                out.text("\"moves\":[");
                long[] written = {0};
                IOException[] failure = {null};
                analysis.forEach(m -> {
                    try {
                        if (written[0] > 0) {
                            out.ascii(',');
                        }
                        move(m);
                    } catch (IOException e) {
                        failure[0] = e;
                        return false;
                    }
                    return ++written[0] < max;
                });
                if (failure[0] != null) {
                    throw failure[0];
                }
                out.ascii(']');
                if (mode == MovesMode.all) {
                    out.text(",\"truncated\":").text(count > written[0] ? "true" : "false");
                }
            }
            out.ascii('}');
        }
        out.ascii('}').newline();
    }

    private void move(Move m) throws IOException {
        out.text("{\"heap\":").number(m.component() + 1L).text(",\"from\":").number(m.heap()).text(",\"to\":[");
        for (int k = 0; k < m.optionSize(); k++) {
            if (k > 0) {
                out.ascii(',');
            }
            out.number(m.optionHeap(k));
        }
        out.text("]}");
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
