package io.github.grundy.cli.survey;

import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodProof;
import io.github.grundy.core.sequence.RareSplit;
import io.github.grundy.core.sequence.SequenceSummary;
import io.github.grundy.core.survey.Fingerprint;
import io.github.grundy.core.survey.SurveyRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

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
     * A code's row and the seconds it took (empty in a merged table, which is the same whoever ran it).
     *
     * @param row     the row
     * @param seconds the wall-clock seconds its computation took, or empty
     */
    record Computed(SurveyRow row, OptionalDouble seconds) implements SurveyLine {

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
            if (seconds.isPresent()) {
                s.append(",\"seconds\":").append(String.format(Locale.ROOT, "%.3f", seconds.getAsDouble()));
            }
            return s.append('}').toString();
        }
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
            proof = Optional.of(new PeriodProof(new Period((int) whole(p, "preperiod"), (int) whole(p, "period")),
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
        SurveyRow row = new SurveyRow(code, reach, (int) whole(m, "offset"), proof, summary, rare, print);
        OptionalDouble seconds = m.get("seconds") instanceof Number n ? OptionalDouble.of(n.doubleValue())
                : OptionalDouble.empty();
        return new Computed(row, seconds);
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
