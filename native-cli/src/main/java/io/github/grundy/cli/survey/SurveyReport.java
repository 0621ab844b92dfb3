package io.github.grundy.cli.survey;

import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.RulerRegularity;
import io.github.grundy.core.sequence.RareSplit;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.core.survey.Equivalences;
import io.github.grundy.core.survey.MisereRow;
import io.github.grundy.core.survey.SurveyRow;
import io.github.grundy.core.survey.TableName;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A survey as Markdown, its first three tables in the layout of tczajka's (TrivialGames.md,
 * SolvedGames.md, UnsolvedGames.md), so that {@code diff} shows where they differ: one row per
 * class of equivalent codes, under its name; the codes whose values climb (hexadecimal codes,
 * arithmetic-periodic as observed) apart, before the unsolved ones, when there are any. Then the
 * classes with more than one code, the near misses, the misère rows when there are any, and the
 * codes skipped as the same game by definition.
 *
 * <p>As in those tables, a trivial game's preperiod and values count heaps from its offset (its
 * first heap with a move, less one), and the other tables count the code's own heaps.
 */
public final class SurveyReport {

    /** A game is trivial when its proof reads at most this many values from its offset (tczajka's bound). */
    public static final int TRIVIAL_VALUES = 1000;

    private SurveyReport() {
    }

    /**
     * The report of joined lines.
     *
     * @param lines the lines, one per code ({@link SurveyParts#join})
     * @param near  the fewest values two classes share to be a near miss
     * @return the Markdown text
     * @throws IllegalArgumentException if the rows have different reaches
     */
    public static String markdown(List<SurveyLine> lines, long near) {
        List<SurveyRow> rows = new ArrayList<>();
        List<SurveyLine.Skipped> skipped = new ArrayList<>();
        for (SurveyLine l : lines) {
            if (l instanceof SurveyLine.Computed c) {
                rows.add(c.row());
            } else {
                skipped.add((SurveyLine.Skipped) l);
            }
        }
        Equivalences eq = Equivalences.of(rows, near);
        Map<String, SurveyRow> byCode = new HashMap<>();
        rows.forEach(r -> byCode.put(r.code(), r));
        StringBuilder s = new StringBuilder();
        long reach = rows.isEmpty() ? 0 : rows.get(0).reach();
        s.append("# Survey of ").append(rows.size()).append(rows.size() == 1 ? " code" : " codes")
                .append(rows.isEmpty() ? "" : " to heap " + reach).append("\n\n")
                .append(eq.classes().size()).append(eq.classes().size() == 1 ? " class" : " classes")
                .append(" of codes whose values agree; ").append(skipped.size())
                .append(" codes skipped as the same game as another by definition.\n");
        List<SurveyRow> trivial = new ArrayList<>();
        List<SurveyRow> solved = new ArrayList<>();
        List<SurveyRow> open = new ArrayList<>();
        List<SurveyRow> climbing = new ArrayList<>();
        List<SurveyRow> ruled = new ArrayList<>();
        for (Equivalences.CodeClass c : eq.classes()) {
            SurveyRow r = byCode.get(c.name());
            if (r.climb().isPresent()) {
                climbing.add(r);
            } else if (r.ruler().isPresent()) {
                ruled.add(r);
            } else if (!c.proved() && c.members().size() > 1 || !r.solved()) {
                open.add(r);
            } else if (trivial(r)) {
                trivial.add(r);
            } else {
                solved.add(r);
            }
        }
        s.append("\n## Trivial games\n\n")
                .append("game  | prefix | period | nimbers\n")
                .append(":---- | -----: | -----: | :-----------\n");
        for (SurveyRow r : trivial) {
            Period p = r.tablePeriod().orElseThrow();
            s.append(String.format(Locale.ROOT, "%-5s | %6d | %6d | %s%n", TableName.of(r.code()), p.preperiod(),
                    p.period(), periodicNimbers(r)));
        }
        s.append("\n## Nontrivial solved games\n\n")
                .append("game  |    prefix | period | largest idx | largest | rare mask | num rare | last rare |\n")
                .append(":---  | --------: | -----: | ----------: | ------: | --------: | -------: | --------: |\n");
        for (SurveyRow r : solved) {
            Period p = r.proof().orElseThrow().period();
            String[] rare = rare(r, p.preperiod());
            s.append(String.format(Locale.ROOT, "%-5s | %9d | %6d | %11d | %7d | %9s | %8s | %9s |%n",
                    TableName.of(r.code()), p.preperiod(), p.period(), r.summary().maxAt(), r.summary().maxValue(),
                    rare[0], rare[1], rare[2]));
        }
        if (!climbing.isEmpty()) {
            // Not in tczajka's tables (octal codes never climb): only when some code's values do.
            s.append("\n## Arithmetic-periodic games\n\n")
                    .append("g(n + period) = g(n) + saltus for every n >= prefix: proved from heaps 0..N-1 by the\n")
                    .append("three-heap saltus test (docs/theory.md), or observed for prefix <= n <= n_max - period\n")
                    .append("over three periods and the table's last half, no theorem applied.\n\n")
                    .append("game  | prefix | period | saltus | n_max | proof\n")
                    .append(":---  | -----: | -----: | -----: | ----: | :----\n");
            for (SurveyRow r : climbing) {
                Period p = r.climb().get().period();
                String proof = r.climbProof().map(c -> "heaps 0.." + (c.valuesNeeded() - 1)).orElse("observed");
                s.append(String.format(Locale.ROOT, "%-5s | %6d | %6d | %6d | %5d | %s%n", TableName.of(r.code()),
                        p.preperiod(), p.period(), r.climb().get().saltus(), r.reach(), proof));
            }
        }
        if (!ruled.isEmpty()) {
            s.append("\n## Other regularities (observed)\n\n")
                    .append("A ruler (docs/theory.md): g(n + period) = g(n) + saltus from prefix on every residue class\n")
                    .append("but one; on heaps first + period*k the values are saltus*k + r(v2(k + shift)), v2 the ruler\n")
                    .append("function (k + shift a power of two excepted), seen to n_max; no theorem applied.\n\n")
                    .append("game  | prefix | period | saltus | first | shift | r | n_max\n")
                    .append(":---  | -----: | -----: | -----: | ----: | ----: | :- | ----:\n");
            for (SurveyRow r : ruled) {
                RulerRegularity ruler = r.ruler().get();
                Period p = ruler.climb().period();
                s.append(String.format(Locale.ROOT, "%-5s | %6d | %6d | %6d | %5d | %5d | %s | %d%n",
                        TableName.of(r.code()), p.preperiod(), p.period(), ruler.climb().saltus(), ruler.first(),
                        ruler.shift(), Arrays.toString(ruler.offsets()).replaceAll("[\\[\\] ]", ""), r.reach()));
            }
        }
        s.append("\n## Unsolved games\n\n")
                .append("game  | n     | largest idx | largest | rare mask | num rare | last rare\n")
                .append(":---  | ----- | ----------- | --------| --------: | -------: | --------:\n");
        for (SurveyRow r : open) {
            String[] rare = rare(r, Long.MAX_VALUE);
            s.append(String.format(Locale.ROOT, "%-5s | %-5s | %-11d | %-7d | %-9s | %-8s | %s%n",
                    TableName.of(r.code()), count(r.reach() + 1), r.summary().maxAt(), r.summary().maxValue(), rare[0],
                    rare[1], rare[2]).stripTrailing()).append('\n');
        }
        classes(s, eq);
        misere(s, lines);
        if (!skipped.isEmpty()) {
            s.append("\n## Same game by definition\n\ncode   | is\n:----  | :---\n");
            for (SurveyLine.Skipped k : skipped) {
                s.append(String.format(Locale.ROOT, "%-6s | %s%n", TableName.of(k.code()), TableName.of(k.sameAs())));
            }
        }
        return s.toString();
    }

    private static void classes(StringBuilder s, Equivalences eq) {
        s.append("\n## Equivalent codes\n\n")
                .append("Codes whose values from their offsets agree, under the simplest; proved when all their\n")
                .append("periods are proved and equal, else as far as computed.\n\n")
                .append("game  | agree | codes\n:---  | :---- | :----\n");
        for (Equivalences.CodeClass c : eq.classes()) {
            if (c.members().size() > 1) {
                s.append(String.format(Locale.ROOT, "%-5s | %-5s | %s%n", TableName.of(c.name()),
                        c.proved() ? "proved" : "to " + c.reach(),
                        String.join(" ", c.members().subList(1, c.members().size()).stream().map(TableName::of)
                                .toList())));
            }
        }
        if (!eq.nearMisses().isEmpty()) {
            s.append("\n## Near misses\n\nClasses that agree far but not to the end, and the first heap (from the\n")
                    .append("offsets) where they differ.\n\ngame  | other | first difference\n:---  | :---- | ---------------:\n");
            for (Equivalences.NearMiss m : eq.nearMisses()) {
                s.append(String.format(Locale.ROOT, "%-5s | %-5s | %16d%n", TableName.of(m.name()), TableName.of(m.other()),
                        m.firstDifference()));
            }
        }
    }

    /** The misère rows, one per computed code that has one ({@code survey --misere}), in the lines' order. */
    private static void misere(StringBuilder s, List<SurveyLine> lines) {
        List<MisereRow> rows = new ArrayList<>();
        for (SurveyLine l : lines) {
            if (l instanceof SurveyLine.Computed c) {
                c.misere().ifPresent(rows::add);
            }
        }
        if (rows.isEmpty()) {
            return;
        }
        s.append("\n## Misere play\n\n")
                .append("The first heap that is not tame, and its genus (the heaps before it, and their sums, play\n")
                .append("as misere Nim does); the misere quotient Q with its P-portion, for every heap once the\n")
                .append("period of its pretending function is proved, else for the heaps up to where it stopped\n")
                .append("(at the reach, or where a quotient tried on the way would need more elements than allowed).\n\n")
                .append("game  | wild from | genus | quotient | \\|Q\\| | \\|P\\| | prefix | period | presentation\n")
                .append(":---  | --------: | :---- | :------- | --: | --: | -----: | -----: | :-----------\n");
        for (MisereRow m : rows) {
            MisereRow.Quotient q = m.quotient();
            String wild = m.firstWild().isPresent() ? Integer.toString(m.firstWild().getAsInt()) : "none to " + m.reach();
            String heaps = q.period().isPresent() ? "all heaps"
                    : q.outgrew().isPresent() ? "to " + q.to() + "; at " + q.outgrew().getAsInt() + " a candidate over "
                            + m.maxQuotient()
                    : "to " + q.to();
            s.append(String.format(Locale.ROOT, "%-5s | %9s | %-5s | %-8s | %3d | %3d | %6s | %6s | %s%n",
                    TableName.of(m.code()), wild, m.wildGenus().orElse(""), heaps, q.size(), q.pSize(),
                    q.period().map(p -> Integer.toString(p.preperiod())).orElse(""),
                    q.period().map(p -> Integer.toString(p.period())).orElse(""),
                    q.presentation().replace("|", "\\|")));
        }
    }

    /** Whether the row's proof reads at most {@link #TRIVIAL_VALUES} values from its offset. */
    static boolean trivial(SurveyRow r) {
        return r.proof().isPresent() && r.proof().get().valuesNeeded() - r.offset() <= TRIVIAL_VALUES;
    }

    /**
     * The rare mask, count and last rare heap; blank when the rare heaps go on into the period
     * (from {@code periodFrom} on), as tczajka leaves them for {@code .165}.
     */
    private static String[] rare(SurveyRow r, long periodFrom) {
        if (r.rareSplit().isEmpty() || r.rareSplit().get().lastRare() >= periodFrom) {
            return new String[] {"", "", ""};
        }
        RareSplit x = r.rareSplit().get();
        return new String[] {x.maskText(), Long.toString(x.rare()), Long.toString(x.lastRare())};
    }

    /** A count as the tables write it: {@code 2^21} for a power of two, else the number. */
    static String count(long n) {
        return Long.bitCount(n) == 1 && n >= 1024 ? "2^" + Long.numberOfTrailingZeros(n) : Long.toString(n);
    }

    /**
     * A solved row's values from its offset as TrivialGames.md writes them: the preperiod, then
     * one period in parentheses, {@code 01(0)}.
     */
    static String periodicNimbers(SurveyRow r) {
        Period p = r.tablePeriod().orElseThrow();
        int[] v = SurveyRow.tableValues(TakeBreakCode.parse(r.code()), p.preperiod() + p.period());
        return nimbers(Arrays.copyOf(v, p.preperiod())) + "(" + nimbers(Arrays.copyOfRange(v, p.preperiod(), v.length))
                + ")";
    }

    /** Values as tczajka writes them: 0-9, then A-Z for 10 to 35, and {@code [v]} beyond. */
    static String nimbers(int[] values) {
        StringBuilder s = new StringBuilder(values.length);
        for (int v : values) {
            if (v < 10) {
                s.append((char) ('0' + v));
            } else if (v < 36) {
                s.append((char) ('A' + v - 10));
            } else {
                s.append('[').append(v).append(']');
            }
        }
        return s.toString();
    }
}
