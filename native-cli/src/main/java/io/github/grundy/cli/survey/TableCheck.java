package io.github.grundy.cli.survey;

import io.github.grundy.core.period.Period;
import io.github.grundy.core.sequence.RareSplit;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.core.survey.Equivalences;
import io.github.grundy.core.survey.SurveyRow;
import io.github.grundy.core.survey.TableName;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A published table checked entry by entry against survey rows: every cell that the rows also
 * give, and for a lookup table the class of every code. Each disagreement is one line naming the
 * table's line, the game, the column, theirs and ours.
 */
public final class TableCheck {

    private TableCheck() {
    }

    /**
     * The code a table's game name stands for: {@code .45} is {@code 0.45}, {@code 4} is
     * {@code 4.0}, and {@code Grundy's} is Grundy's game, {@code 4!.0}.
     *
     * @param name the name in the table
     * @return the canonical code
     * @throws IllegalArgumentException if the name is no code
     */
    public static String code(String name) {
        String n = name.strip();
        if (n.equalsIgnoreCase("grundy's") || n.equalsIgnoreCase("grundy")) {
            return "4!.0";
        }
        return TakeBreakCode.parse(n.startsWith(".") ? "0" + n : n.contains(".") ? n : n + ".0").toString();
    }

    /**
     * The rows a check needs, by reach: every game's at {@code reach}, but an unsolved game's with
     * an {@code n} at {@code n - 1}, and for a lookup table every code it names.
     *
     * @param tables the tables
     * @param reach  the reach of the rows that no {@code n} sets
     * @return the codes needed at each reach
     * @throws IllegalArgumentException naming the line of a game or count that cannot be read
     */
    public static Map<Long, TreeSet<String>> needs(List<PublishedTable> tables, long reach) {
        Map<Long, TreeSet<String>> out = new TreeMap<>();
        for (PublishedTable t : tables) {
            for (int i = 0; i < t.rows().size(); i++) {
                int line = t.lines().get(i);
                if (t.kind() == PublishedTable.Kind.LOOKUP) {
                    for (String[] pair : lookups(t, i)) {
                        out.computeIfAbsent(reach, k -> new TreeSet<>()).add(pair[0]);
                        out.get(reach).add(pair[1]);
                    }
                } else {
                    out.computeIfAbsent(reachOf(t, i, reach), k -> new TreeSet<>()).add(codeAt(t, i, line));
                }
            }
        }
        return out;
    }

    /**
     * The disagreements.
     *
     * @param tables the tables
     * @param rows   the rows at each reach that {@link #needs} asked for
     * @param reach  the reach of the rows that no {@code n} sets
     * @return one line per disagreement, in the tables' order
     */
    public static List<String> disagreements(List<PublishedTable> tables, Map<Long, Map<String, SurveyRow>> rows,
            long reach) {
        List<String> out = new ArrayList<>();
        Map<String, String> classOf = null;
        for (PublishedTable t : tables) {
            if (t.kind() == PublishedTable.Kind.LOOKUP && classOf == null) {
                // Only the classes: a bound no pair reaches finds no near misses (whose first
                // differences would compute values again).
                classOf = new HashMap<>();
                // A lookup table without rows (one cut short after its header) needs no row at all.
                Map<String, SurveyRow> atReach = rows.getOrDefault(reach, Map.of());
                for (Equivalences.CodeClass c : Equivalences.of(List.copyOf(atReach.values()), Long.MAX_VALUE)
                        .classes()) {
                    for (String m : c.members()) {
                        classOf.put(m, c.name());
                    }
                }
            }
            for (int i = 0; i < t.rows().size(); i++) {
                int line = t.lines().get(i);
                if (t.kind() == PublishedTable.Kind.LOOKUP) {
                    for (String[] pair : lookups(t, i)) {
                        String ours = classOf.get(pair[0]);
                        if (!ours.equals(pair[1])) {
                            out.add(line + ": " + TableName.of(pair[0]) + ": class: theirs " + TableName.of(pair[1])
                                    + ", ours " + TableName.of(ours));
                        }
                    }
                    continue;
                }
                String code = codeAt(t, i, line);
                SurveyRow r = rows.get(reachOf(t, i, reach)).get(code);
                String at = line + ": " + t.rows().get(i).get(0) + ": ";
                switch (t.kind()) {
                    case TRIVIAL -> trivial(t, i, r, at, out);
                    case SOLVED -> solved(t, i, r, at, out);
                    default -> unsolved(t, i, r, at, out);
                }
            }
        }
        return out;
    }

    private static void trivial(PublishedTable t, int i, SurveyRow r, String at, List<String> out) {
        if (!r.solved()) {
            out.add(at + "no period proved by heap " + r.reach());
            return;
        }
        Period p = r.tablePeriod().orElseThrow();
        same(at, "prefix", t.cell(i, "prefix"), Integer.toString(p.preperiod()), out);
        same(at, "period", t.cell(i, "period"), Integer.toString(p.period()), out);
        same(at, "nimbers", t.cell(i, "nimbers"), SurveyReport.periodicNimbers(r), out);
        if (!SurveyReport.trivial(r)) {
            out.add(at + "trivial: ours proves it with " + (r.proof().orElseThrow().valuesNeeded() - r.offset())
                    + " values from the offset, more than " + SurveyReport.TRIVIAL_VALUES);
        }
    }

    private static void solved(PublishedTable t, int i, SurveyRow r, String at, List<String> out) {
        if (!r.solved()) {
            out.add(at + "no period proved by heap " + r.reach());
            return;
        }
        Period p = r.proof().orElseThrow().period();
        same(at, "prefix", t.cell(i, "prefix"), Integer.toString(p.preperiod()), out);
        same(at, "period", t.cell(i, "period"), Integer.toString(p.period()), out);
        largestAndRare(t, i, r, p.preperiod(), at, out);
    }

    private static void unsolved(PublishedTable t, int i, SurveyRow r, String at, List<String> out) {
        if (r.solved()) {
            Period p = r.proof().orElseThrow().period();
            out.add(at + "ours is solved: preperiod " + p.preperiod() + ", period " + p.period());
            return;
        }
        if (!t.cell(i, "n").isEmpty()) {
            largestAndRare(t, i, r, Long.MAX_VALUE, at, out);
        }
    }

    private static void largestAndRare(PublishedTable t, int i, SurveyRow r, long periodFrom, String at,
            List<String> out) {
        same(at, "largest idx", t.cell(i, "largest idx"), Long.toString(r.summary().maxAt()), out);
        same(at, "largest", t.cell(i, "largest"), Long.toString(r.summary().maxValue()), out);
        RareSplit x = r.rareSplit().orElse(null);
        boolean shown = x != null && x.lastRare() < periodFrom;
        same(at, "rare mask", t.cell(i, "rare mask"), shown ? x.maskText() : "", out);
        same(at, "num rare", t.cell(i, "num rare"), shown ? Long.toString(x.rare()) : "", out);
        same(at, "last rare", t.cell(i, "last rare"), shown ? Long.toString(x.lastRare()) : "", out);
    }

    private static void same(String at, String column, String theirs, String ours, List<String> out) {
        if (!Objects.equals(theirs, ours)) {
            out.add(at + column + ": theirs " + (theirs.isEmpty() ? "(blank)" : theirs) + ", ours "
                    + (ours.isEmpty() ? "(blank)" : ours));
        }
    }

    /** The reach of a row: {@code n - 1} for an unsolved game's {@code n} ({@code 2^21} or a number). */
    private static long reachOf(PublishedTable t, int i, long reach) {
        String n = t.kind() == PublishedTable.Kind.UNSOLVED ? t.cell(i, "n") : "";
        if (n.isEmpty()) {
            return reach;
        }
        try {
            long values = n.startsWith("2^") ? 1L << Integer.parseInt(n.substring(2)) : Long.parseLong(n);
            if (values < 1 || values - 1 > SurveyRow.MAX_REACH) {
                throw new NumberFormatException();
            }
            return values - 1;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("line " + t.lines().get(i) + ": n is not a count of heaps: '" + n + "'");
        }
    }

    private static String codeAt(PublishedTable t, int i, int line) {
        String name = t.rows().get(i).get(0);
        try {
            return code(name);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("line " + line + ": '" + name + "' is not a code (" + e.getMessage() + ")");
        }
    }

    /** The (code, its class's name) pairs of a lookup row: {@code .0x} with its columns 1 to 7. */
    private static List<String[]> lookups(PublishedTable t, int i) {
        List<String[]> out = new ArrayList<>();
        String key = t.rows().get(i).get(0);
        for (int d = 1; d <= 7; d++) {
            String cell = t.rows().get(i).get(d);
            if (cell.isEmpty()) {
                continue;
            }
            String written = key.replace("x", Integer.toString(d));
            try {
                String code = code(written);
                out.add(new String[] {code, cell.equals("-") ? code : code(cell)});
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + t.lines().get(i) + ": '" + written + "' or '" + cell
                        + "' is not a code (" + e.getMessage() + ")");
            }
        }
        return out;
    }
}
