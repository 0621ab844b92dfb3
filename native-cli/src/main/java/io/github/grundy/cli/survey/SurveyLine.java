package io.github.grundy.cli.survey;

import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodProof;
import io.github.grundy.core.sequence.RareSplit;
import io.github.grundy.core.sequence.SequenceSummary;
import io.github.grundy.core.survey.Fingerprint;
import io.github.grundy.core.survey.MisereRow;
import io.github.grundy.core.survey.SurveyRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * One line of a survey's JSON Lines output (docs/survey.md lists the fields): a code's row, or a
 * code skipped as the same game as another by definition. Lines are written whole and read back
 * exactly, so that parts computed apart merge into what one run gives.
 */
public sealed interface SurveyLine permits SurveyLine.Computed, SurveyLine.Skipped {

    /**
     * The code the line is about.
     *
     * @return the code: canonical for a computed row, as the pattern wrote it for a skipped one
     */
    String code();

    /**
     * The line's JSON text, without the line end.
     *
     * @return one JSON object
     */
    String json();

    /**
     * A code's row, its misère row when asked for, and the seconds they took (empty in a merged
     * table, which is the same whoever ran it).
     *
     * @param row     the row
     * @param misere  the misère row ({@code survey --misere}), or empty
     * @param seconds the wall-clock seconds its computation took, or empty
     */
    record Computed(SurveyRow row, Optional<MisereRow> misere, OptionalDouble seconds) implements SurveyLine {

        /**
         * The same line without its seconds, as a merged table has it.
         *
         * @return the line, its seconds empty
         */
        public Computed withoutSeconds() {
            return new Computed(row, misere, OptionalDouble.empty());
        }

        @Override
        public String code() {
            return row.code();
        }

        @Override
        public String json() {
            SurveyRow r = row;
            StringBuilder s = new StringBuilder(512);
            s.append("{\"code\":\"").append(r.code()).append("\",\"reach\":").append(r.reach())
                    .append(",\"offset\":").append(r.offset()).append(",\"solved\":").append(r.solved())
                    .append(",\"period\":");
            if (r.proof().isPresent()) {
                PeriodProof p = r.proof().get();
                s.append("{\"preperiod\":").append(p.period().preperiod()).append(",\"period\":")
                        .append(p.period().period()).append(",\"checkedEnd\":").append(p.checkedEnd())
                        .append(",\"valuesNeeded\":").append(p.valuesNeeded()).append(",\"theorem\":")
                        .append(quoted(p.theorem())).append('}');
            } else {
                s.append("null");
            }
            SequenceSummary m = r.summary();
            s.append(",\"largest\":{\"value\":").append(m.maxValue()).append(",\"heap\":").append(m.maxAt())
                    .append("},\"pPositions\":").append(m.zeros()).append(",\"checksum\":\"")
                    .append(m.checksumHex()).append("\",\"rare\":");
            if (r.rareSplit().isPresent()) {
                RareSplit x = r.rareSplit().get();
                s.append("{\"mask\":\"").append(Integer.toHexString(x.mask())).append("\",\"position\":")
                        .append(x.position()).append(",\"count\":").append(x.rare()).append(",\"last\":")
                        .append(x.lastRare()).append('}');
            } else {
                s.append("null");
            }
            Fingerprint f = r.fingerprint();
            s.append(",\"fingerprint\":{\"whole\":\"").append(hex(f.whole())).append("\",\"prefixes\":[");
            for (int i = 0; i < f.prefixes().size(); i++) {
                s.append(i == 0 ? "\"" : ",\"").append(hex(f.prefixes().get(i))).append('"');
            }
            s.append("]}");
            misere.ifPresent(x -> misereJson(x, s));
            if (seconds.isPresent()) {
                s.append(",\"seconds\":").append(String.format(Locale.ROOT, "%.3f", seconds.getAsDouble()));
            }
            return s.append('}').toString();
        }
    }

    /** The {@code "misere"} field of a computed line. */
    private static void misereJson(MisereRow x, StringBuilder s) {
        s.append(",\"misere\":{\"reach\":").append(x.reach()).append(",\"maxQuotient\":").append(x.maxQuotient())
                .append(",\"firstWild\":").append(x.firstWild().isPresent() ? Integer.toString(x.firstWild().getAsInt())
                        : "null")
                .append(",\"wildGenus\":").append(x.wildGenus().map(SurveyLine::quoted).orElse("null"))
                .append(",\"genera\":[");
        for (int i = 0; i < x.genera().size(); i++) {
            s.append(i == 0 ? "" : ",").append(quoted(x.genera().get(i)));
        }
        s.append(']');
        MisereRow.Quotient q = x.quotient();
        s.append(",\"quotient\":{\"to\":").append(q.to()).append(",\"size\":").append(q.size()).append(",\"pSize\":")
                .append(q.pSize()).append(",\"tame\":").append(q.tame()).append(",\"presentation\":")
                .append(quoted(q.presentation())).append(",\"period\":");
        if (q.period().isPresent()) {
            s.append("{\"preperiod\":").append(q.period().get().preperiod()).append(",\"period\":")
                    .append(q.period().get().period()).append('}');
        } else {
            s.append("null");
        }
        s.append(",\"outgrew\":").append(q.outgrew().isPresent() ? Integer.toString(q.outgrew().getAsInt()) : "null")
                .append("}}");
    }

    private static MisereRow readMisere(String code, Map<?, ?> m) {
        Map<?, ?> q = object(m, "quotient");
        Optional<Period> period = Optional.empty();
        if (q.get("period") != null) {
            Map<?, ?> p = object(q, "period");
            period = Optional.of(new Period(integer(p, "preperiod"), integer(p, "period")));
        }
        MisereRow.Quotient quotient = new MisereRow.Quotient(integer(q, "to"), integer(q, "size"),
                integer(q, "pSize"), flag(q, "tame"), text(q, "presentation"), period, optionalInt(q, "outgrew"));
        Optional<String> genus = m.get("wildGenus") == null ? Optional.empty() : Optional.of(text(m, "wildGenus"));
        if (!(m.get("genera") instanceof List<?> list)) {
            throw new IllegalArgumentException("\"genera\" is not a list");
        }
        List<String> genera = new ArrayList<>();
        for (Object o : list) {
            if (!(o instanceof String g)) {
                throw new IllegalArgumentException("a genus is not a string");
            }
            genera.add(g);
        }
        return new MisereRow(code, integer(m, "reach"), integer(m, "maxQuotient"), optionalInt(m, "firstWild"),
                genus, genera, quotient);
    }

    private static OptionalInt optionalInt(Map<?, ?> m, String name) {
        return m.get(name) == null ? OptionalInt.empty() : OptionalInt.of(integer(m, name));
    }

    /**
     * A code the survey does not compute: the same game as another by definition.
     *
     * @param code   the code as the pattern wrote it, e.g. {@code 0.70}
     * @param sameAs the canonical code of the game, e.g. {@code 0.7}
     */
    record Skipped(String code, String sameAs) implements SurveyLine {

        @Override
        public String json() {
            return "{\"code\":" + quoted(code) + ",\"sameAs\":" + quoted(sameAs) + "}";
        }
    }

    /**
     * Reads a line written by {@link #json()}.
     *
     * @param text the line, without its end
     * @return the line
     * @throws IllegalArgumentException saying which field is missing or wrong
     */
    static SurveyLine read(String text) {
        Object v = JsonReader.read(text);
        if (!(v instanceof Map<?, ?> m)) {
            throw new IllegalArgumentException("not a JSON object");
        }
        String code = text(m, "code");
        if (m.containsKey("sameAs")) {
            return new Skipped(code, text(m, "sameAs"));
        }
        long reach = whole(m, "reach");
        Optional<PeriodProof> proof = Optional.empty();
        if (m.get("period") != null) {
            Map<?, ?> p = object(m, "period");
            proof = Optional.of(new PeriodProof(new Period(integer(p, "preperiod"), integer(p, "period")),
                    text(p, "theorem"), whole(p, "checkedEnd")));
        }
        Map<?, ?> largest = object(m, "largest");
        SequenceSummary summary = new SequenceSummary(0, reach, whole(largest, "value"), whole(largest, "heap"),
                whole(m, "pPositions"), (int) Long.parseLong(text(m, "checksum"), 16));
        Optional<RareSplit> rare = Optional.empty();
        if (m.get("rare") != null) {
            Map<?, ?> x = object(m, "rare");
            rare = Optional.of(new RareSplit(Integer.parseInt(text(x, "mask"), 16), flag(x, "position"),
                    whole(x, "count"), whole(x, "last")));
        }
        Map<?, ?> f = object(m, "fingerprint");
        List<Long> prefixes = new ArrayList<>();
        if (!(f.get("prefixes") instanceof List<?> list)) {
            throw new IllegalArgumentException("\"prefixes\" is not a list");
        }
        for (Object o : list) {
            prefixes.add(Long.parseUnsignedLong(String.valueOf(o), 16));
        }
        Fingerprint print = new Fingerprint(reach + 1, Long.parseUnsignedLong(text(f, "whole"), 16), prefixes);
        SurveyRow row = new SurveyRow(code, reach, integer(m, "offset"), proof, summary, rare, print);
        Optional<MisereRow> misere = m.get("misere") == null ? Optional.empty()
                : Optional.of(readMisere(code, object(m, "misere")));
        OptionalDouble seconds = m.get("seconds") instanceof Number n ? OptionalDouble.of(n.doubleValue())
                : OptionalDouble.empty();
        return new Computed(row, misere, seconds);
    }

    private static String hex(long x) {
        return String.format("%016x", x);
    }

    /** {@code s} as a JSON string, anything outside printable ASCII as {@code \\uXXXX}. */
    private static String quoted(String s) {
        StringBuilder q = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                q.append('\\').append(c);
            } else if (c < 0x20 || c >= 0x7f) {
                q.append(String.format("\\u%04x", (int) c));
            } else {
                q.append(c);
            }
        }
        return q.append('"').toString();
    }

    private static String text(Map<?, ?> m, String name) {
        if (!(m.get(name) instanceof String s)) {
            throw new IllegalArgumentException("\"" + name + "\" is missing or not a string");
        }
        return s;
    }

    private static long whole(Map<?, ?> m, String name) {
        if (!(m.get(name) instanceof Long n)) {
            throw new IllegalArgumentException("\"" + name + "\" is missing or not a whole number");
        }
        return n;
    }

    private static int integer(Map<?, ?> m, String name) {
        long n = whole(m, name);
        if (n != (int) n) {
            throw new IllegalArgumentException("\"" + name + "\" is out of range: " + n);
        }
        return (int) n;
    }

    private static boolean flag(Map<?, ?> m, String name) {
        if (!(m.get(name) instanceof Boolean b)) {
            throw new IllegalArgumentException("\"" + name + "\" is missing or not true or false");
        }
        return b;
    }

    private static Map<?, ?> object(Map<?, ?> m, String name) {
        if (!(m.get(name) instanceof Map<?, ?> o)) {
            throw new IllegalArgumentException("\"" + name + "\" is missing or not an object");
        }
        return o;
    }
}
