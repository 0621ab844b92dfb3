package io.github.grundy.cli.table;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.Json;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.cli.common.Working;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.misere.Genera;
import io.github.grundy.core.misere.Genus;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;

/**
 * The answer of {@code table --misere}: the genus of each heap, where tameness holds and where it
 * fails, and the heaps lost in misère play. The genera are found first and written after (up to
 * 65,536 at a time, so that memory stays bounded), so that a game that refuses its own options (a
 * rule's error, exit 2) leaves no half table; a heap whose
 * genus no theory here gives, or a stop, ends the table there with the heaps before it (exit 3,
 * with the reason).
 */
public final class GenusTable {

    private static final int LISTED = 100;

    private final AsciiOutput out;
    private final TableWriter.Layout layout;
    private final Genera genera;
    private final long from;
    private final long to;

    GenusTable(AsciiOutput out, TableWriter.Layout layout, Genera genera, long from, long to) {
        this.out = out;
        this.layout = layout;
        this.genera = genera;
        this.from = from;
        this.to = to;
    }

    /**
     * {@code table --misere}: the genera of heaps {@code from..last}, as far as they are known,
     * each searched looking at most {@code positions} options, with a line saying which heap's
     * genus is sought (a minute's work at times).
     */
    static int table(Console console, HeapGame game, long from, long last, TableWriter.Layout layout, long positions,
            AsciiOutput out) throws IOException {
        try {
            Working working = Working.start(console, "table");
            try {
                Genera genera = Genera.searching(game, Long.MAX_VALUE, "--timeout", positions,
                        "--max-positions=" + positions, working::doing);
                new GenusTable(out, layout, genera, from, last).write();
            } finally {
                working.close();
            }
        } finally {
            out.flush();
        }
        return ExitCode.OK;
    }

    /** The genera found and not yet written, at most: a table's first lines wait for them. */
    private static final int PENDING = 1 << 16;

    /** The heaps lost in misere play, the first wild heap (-1: none yet), the last heap written. */
    private final List<Long> lost = new ArrayList<>();
    private long wild = -1;
    private long last;

    private void header(String game) throws IOException {
        last = from - 1;
        switch (layout) {
            case BLOCKS -> out.text("Genera of ").text(game).text(", heaps ").number(from).text("..").number(to)
                    .text(" (misere play; g^{g0 g1 ...}: the Grundy value g, and gn the misere Grundy value of the heap"
                            + " plus n heaps of 2):").newline();
            case JSON -> {
                out.text("{\"game\":");
                Json.string(out, game);
                out.text(",\"play\":\"misere\",\"from\":").number(from).text(",\"genera\":[");
            }
            default -> {
            }
        }
    }

    /** Writes the lines of {@code known}, the genera of the heaps after the last written, and empties it. */
    private void lines(List<Genus> known) throws IOException {
        for (Genus genus : known) {
            long n = last + 1;
            boolean tame = genera.isTame(n);
            if (!tame && wild < 0) {
                wild = n;
            }
            if (genus.misereValue() == 0) {
                lost.add(n);
            }
            switch (layout) {
                case RAW -> out.text(genus.toString()).newline();
                case JSON -> {
                    if (n > from) {
                        out.ascii(',');
                    }
                    out.ascii('"').text(genus.toString()).ascii('"');
                }
                case BLOCKS -> out.text(String.format("%8d  %s%s", n, genus, tame ? ""
                        : genus.isTame() ? "  (not tame: it reaches a wild heap)" : "  (wild)")).newline();
                default -> {
                }
            }
            last = n;
        }
        known.clear();
    }

    /**
     * Writes the table.
     *
     * @throws LimitExceededException after the heaps before it, at the first heap without a genus
     */
    void write() throws IOException {
        String game = genera.game().describe();
        // The genera first, then the table: a rule that breaks at some heap (its options are not
        // smaller heaps) is refused before a line is written, as a table of values refuses it. At
        // most PENDING of them wait, so that a long table (--to far, stopped by --timeout) holds no
        // more; a rule that breaks past them is refused after their lines.
        List<Genus> known = new ArrayList<>();
        boolean headed = false;
        String stop = null;
        CancellationException stopped = null;
        LimitExceededException limit = null;
        for (long n = from; n <= to; n++) {
            Optional<Genus> g;
            try {
                g = genera.of(n);
            } catch (LimitExceededException e) {
                // The heaps before it are written, then the limit said (no summary: the table is cut).
                limit = e;
                break;
            } catch (CancellationException e) {
                // Stopped (--timeout, Ctrl-C): end the answer whole with the heaps known.
                stopped = e;
                stop = "stopped before its genus was known";
                break;
            } catch (IllegalArgumentException e) {
                throw new UserError(e.getMessage().startsWith(game + ": ") ? e.getMessage() : game + ": " + e.getMessage());
            }
            if (g.isEmpty()) {
                stop = genera.why(n).orElse("no reason given");
                break;
            }
            known.add(g.get());
            if (known.size() == PENDING) {
                if (!headed) {
                    header(game);
                    headed = true;
                }
                lines(known);
            }
            if (n == Long.MAX_VALUE) {
                break;
            }
        }
        if (!headed) {
            header(game);
        }
        lines(known);
        if (limit != null) {
            throw limit;
        }
        String tameness = tameness(game, last, wild);
        switch (layout) {
            case JSON -> {
                out.text("],\"to\":").number(last).text(",\"firstWild\":").text(wild < 0 ? "null" : Long.toString(wild))
                        .text(",\"lostInMisere\":[");
                for (int i = 0; i < lost.size(); i++) {
                    out.text(i > 0 ? "," : "").number(lost.get(i));
                }
                out.text("]");
                if (stop != null) {
                    out.text(",\"stopped\":");
                    Json.string(out, "heap " + (last + 1) + ": " + stop);
                }
                out.ascii('}').newline();
            }
            case BLOCKS, SUMMARY -> {
                out.text(tameness).newline();
                out.text("Lost in misere play (misere value 0): ").text(lost.isEmpty() ? "none" : join(lost))
                        .newline();
            }
            default -> {
            }
        }
        // Flushed by the caller, once its progress line is gone.
        if (stopped != null) {
            throw stopped;
        }
        if (stop != null) {
            throw new LimitExceededException(game + ": the genus of heap " + (last + 1) + " is not known: " + stop
                    + "; the table ends at heap " + last);
        }
    }

    private String tameness(String game, long last, long wild) {
        if (last < from) {
            return "No heap has a genus here.";
        }
        if (wild < 0) {
            return game + " is tame on heaps " + from + ".." + last
                    + ": their sums play like misere Nim on the genera.";
        }
        return game + " is not tame from heap " + wild + (wild > from ? " (tame on heaps " + from + ".." + (wild - 1)
                + ")" : "") + ": sums with wild heaps are searched, not added.";
    }

    /** The heaps, the first {@value #LISTED} of them when there are more (JSON lists them all). */
    private static String join(List<Long> values) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < Math.min(values.size(), LISTED); i++) {
            s.append(i > 0 ? " " : "").append(values.get(i));
        }
        if (values.size() > LISTED) {
            s.append(" ... (").append(values.size()).append(" heaps in all)");
        }
        return s.toString();
    }
}
