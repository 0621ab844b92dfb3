package io.github.grundy.core.survey;

import io.github.grundy.core.period.Period;
import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The codes of a survey grouped as the tables group them: codes whose values from their offsets
 * on agree up to the reach form a class, named by its simplest member ({@link TableName}). A class
 * is <em>proved</em> when every member's period is proved and they all have the same period and
 * preperiod (counted from the offset): agreeing through one preperiod and period, they agree at
 * every heap. Otherwise its members only agree as far as the survey reached.
 *
 * <p>Classes that agree far but not to the end are near misses, with the first heap where they
 * differ (what shows that {@code .161} and {@code .36}, equal in Flammenkamp's table, differ at
 * heap 519). The fingerprints bound where; the values of the two codes up to there say exactly.
 *
 * @param classes    the classes, in the order of their names (the simpler first)
 * @param nearMisses the pairs of classes that agree on at least the given number of values, by
 *                   the first of them then the second
 * @since SPI version 2
 */
public record Equivalences(List<CodeClass> classes, List<NearMiss> nearMisses) {

    /**
     * Codes whose values agree up to the reach.
     *
     * @param name    the simplest member, which the tables list the others under
     * @param members every member, the simpler first ({@code name} among them)
     * @param proved  whether they are proved to agree at every heap
     * @param reach   the last heap (from the offset) they are known to agree at when not proved
     */
    public record CodeClass(String name, List<String> members, boolean proved, long reach) {

        /**
         * Copies the members.
         *
         * @param name    the simplest member
         * @param members every member, the simpler first
         * @param proved  whether they agree at every heap
         * @param reach   the last heap (from the offset) they agree at as far as known
         */
        public CodeClass {
            members = List.copyOf(members);
        }
    }

    /**
     * Two classes whose values agree far but not to the end.
     *
     * @param name            the first class's name
     * @param other           the other class's name
     * @param firstDifference the first heap, counted from each code's offset, where their values differ
     */
    public record NearMiss(String name, String other, long firstDifference) {
    }

    /**
     * Copies the lists.
     *
     * @param classes    the classes
     * @param nearMisses the near misses
     */
    public Equivalences {
        classes = List.copyOf(classes);
        nearMisses = List.copyOf(nearMisses);
    }

    /**
     * Groups the rows of one survey.
     *
     * @param rows the rows, one per code, all with the same reach
     * @param near the fewest values (from the offsets) two classes share to be a near miss, 1 or more
     * @return the classes and near misses
     * @throws IllegalArgumentException if the rows have different reaches or a code twice
     */
    public static Equivalences of(List<SurveyRow> rows, long near) {
        if (near < 1) {
            throw new IllegalArgumentException("a near miss shares at least 1 value, not " + near);
        }
        Map<String, SurveyRow> byCode = new HashMap<>();
        for (SurveyRow r : rows) {
            if (r.reach() != rows.get(0).reach()) {
                throw new IllegalArgumentException("rows to different reaches cannot be compared: " + rows.get(0).code()
                        + " to heap " + rows.get(0).reach() + ", " + r.code() + " to heap " + r.reach());
            }
            if (byCode.put(r.code(), r) != null) {
                throw new IllegalArgumentException("the code " + r.code() + " is in two rows");
            }
        }
        List<String> codes = new ArrayList<>(byCode.keySet());
        codes.sort(TableName.SIMPLER_FIRST);
        Map<Long, List<SurveyRow>> groups = new LinkedHashMap<>();
        for (String c : codes) {
            SurveyRow r = byCode.get(c);
            groups.computeIfAbsent(r.fingerprint().whole(), k -> new ArrayList<>()).add(r);
        }
        List<CodeClass> classes = new ArrayList<>();
        List<SurveyRow> names = new ArrayList<>();
        for (List<SurveyRow> g : groups.values()) {
            SurveyRow first = g.get(0);
            List<String> members = g.stream().map(SurveyRow::code).toList();
            classes.add(new CodeClass(first.code(), members, proved(g), first.reach()));
            names.add(first);
        }
        return new Equivalences(classes, nearMisses(names, near));
    }

    /** Whether every row is solved with the same period from its offset, which the values reach past. */
    private static boolean proved(List<SurveyRow> g) {
        Optional<Period> p = g.get(0).tablePeriod();
        if (p.isEmpty() || p.get().preperiod() + (long) p.get().period() > g.get(0).reach() + 1) {
            return false;
        }
        return g.stream().allMatch(r -> r.tablePeriod().equals(p));
    }

    private static List<NearMiss> nearMisses(List<SurveyRow> names, long near) {
        List<NearMiss> out = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            for (int j = i + 1; j < names.size(); j++) {
                SurveyRow a = names.get(i);
                SurveyRow b = names.get(j);
                long shared = a.fingerprint().sharedPrefix(b.fingerprint());
                if (shared >= near) {
                    out.add(new NearMiss(a.code(), b.code(), firstDifference(a, b, shared)));
                }
            }
        }
        out.sort(Comparator.comparing(NearMiss::name, TableName.SIMPLER_FIRST)
                .thenComparing(NearMiss::other, TableName.SIMPLER_FIRST));
        return out;
    }

    /** The first heap (from the offsets) where two codes that share {@code shared} values differ. */
    private static long firstDifference(SurveyRow a, SurveyRow b, long shared) {
        int length = (int) Math.min(2 * shared, a.reach() + 1);
        int[] x = SurveyRow.tableValues(TakeBreakCode.parse(a.code()), length);
        int[] y = SurveyRow.tableValues(TakeBreakCode.parse(b.code()), length);
        for (int n = (int) shared; n < length; n++) {
            if (x[n] != y[n]) {
                return n;
            }
        }
        throw new IllegalStateException(a.code() + " and " + b.code() + " agree on " + length
                + " values, but their fingerprints differ");
    }
}
