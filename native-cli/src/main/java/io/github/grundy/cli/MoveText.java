package io.github.grundy.cli;

import io.github.grundy.core.Move;
import io.github.grundy.core.io.AsciiOutput;
import java.io.IOException;

/** Writes a move in words: {@code heap 1: 3 -> 1 (take 2)}, {@code heap 2: 5 -> 3 + 4}. */
final class MoveText {

    private MoveText() {
    }

    static void write(AsciiOutput out, Move m) throws IOException {
        out.text("heap ").number(m.component() + 1L).text(": ").number(m.heap()).text(" -> ");
        int n = m.optionSize();
        if (n == 0) {
            out.text("nothing (the heap is removed)");
            return;
        }
        for (int k = 0; k < n; k++) {
            if (k > 0) {
                out.text(" + ");
            }
            out.number(m.optionHeap(k));
        }
        if (n == 1 && m.optionHeap(0) < m.heap()) {
            out.text(" (take ").number(m.heap() - m.optionHeap(0)).ascii(')');
        }
    }
}
