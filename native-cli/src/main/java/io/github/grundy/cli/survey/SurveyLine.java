package io.github.grundy.cli.survey;

import com.fasterxml.jackson.core.JsonGenerator;
import io.github.grundy.cli.common.Json;
import io.github.grundy.cli.common.JsonReader;
import io.github.grundy.core.period.ArithmeticPeriod;
import io.github.grundy.core.period.ArithmeticProof;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodProof;
import io.github.grundy.core.period.RulerRegularity;
import io.github.grundy.core.sequence.RareSplit;
import io.github.grundy.core.sequence.SequenceSummary;
import io.github.grundy.core.survey.Fingerprint;
import io.github.grundy.core.survey.MisereRow;
import io.github.grundy.core.survey.SurveyRow;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
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
            StringWriter w = new StringWriter(512);
            try (JsonGenerator g = Json.generator(w)) {
                write(g);
            } catch (IOException e) {
                throw new UncheckedIOException(e); // a StringWriter does not fail
            }
            return w.toString();
        }

        private void write(JsonGenerator g) throws IOException {
            SurveyRow r = row;
            g.writeStartObject();
            g.writeStringField("code", r.code());
            g.writeNumberField("reach", r.reach());
            g.writeNumberField("offset", r.offset());
            g.writeBooleanField("solved", r.solved());
            g.writeFieldName("period");
            if (r.proof().isPresent()) {
                PeriodProof p = r.proof().get();
                g.writeStartObject();
                g.writeNumberField("preperiod", p.period().preperiod());
                g.writeNumberField("period", p.period().period());
                g.writeNumberField("checkedEnd", p.checkedEnd());
                g.writeNumberField("valuesNeeded", p.valuesNeeded());
                g.writeStringField("theorem", p.theorem());
                g.writeEndObject();
            } else {
                g.writeNull();
            }
            SequenceSummary m = r.summary();
            g.writeObjectFieldStart("largest");
            g.writeNumberField("value", m.maxValue());
            g.writeNumberField("heap", m.maxAt());
            g.writeEndObject();
            g.writeNumberField("pPositions", m.zeros());
            g.writeStringField("checksum", m.checksumHex());
            g.writeFieldName("rare");
            if (r.rareSplit().isPresent()) {
                RareSplit x = r.rareSplit().get();
                g.writeStartObject();
                g.writeStringField("mask", Integer.toHexString(x.mask()));
                g.writeBooleanField("position", x.position());
                g.writeNumberField("count", x.rare());
                g.writeNumberField("last", x.lastRare());
                g.writeEndObject();
            } else {
                g.writeNull();
            }
            if (r.climb().isPresent()) {
                // Only when the values climb: lines of octal codes stay as they were.
                ArithmeticPeriod a = r.climb().get();
                g.writeObjectFieldStart("climb");
                g.writeNumberField("preperiod", a.period().preperiod());
                g.writeNumberField("period", a.period().period());
                g.writeNumberField("saltus", a.saltus());
                g.writeBooleanField("proved", r.climbProof().isPresent());
                if (r.climbProof().isPresent()) {
                    ArithmeticProof proof = r.climbProof().get();
                    g.writeNumberField("checkedEnd", proof.checkedEnd());
                    g.writeNumberField("valuesNeeded", proof.valuesNeeded());
                    g.writeStringField("theorem", proof.theorem());
                }
                g.writeEndObject();
            }
            if (r.ruler().isPresent()) {
                RulerRegularity ruler = r.ruler().get();
                g.writeObjectFieldStart("ruler");
                g.writeNumberField("preperiod", ruler.climb().period().preperiod());
                g.writeNumberField("period", ruler.climb().period().period());
                g.writeNumberField("saltus", ruler.climb().saltus());
                g.writeNumberField("first", ruler.first());
                g.writeNumberField("shift", ruler.shift());
                g.writeArrayFieldStart("offsets");
                for (long o : ruler.offsets()) {
                    g.writeNumber(o);
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            Fingerprint f = r.fingerprint();
            g.writeObjectFieldStart("fingerprint");
            g.writeStringField("whole", hex(f.whole()));
            g.writeArrayFieldStart("prefixes");
            for (long prefix : f.prefixes()) {
                g.writeString(hex(prefix));
            }
            g.writeEndArray();
            g.writeEndObject();
            if (misere.isPresent()) {
                misereJson(misere.get(), g);
            }
            if (seconds.isPresent()) {
                // Three decimals, as always: the number's text is given, not a double's shortest form.
                g.writeFieldName("seconds");
                g.writeNumber(String.format(Locale.ROOT, "%.3f", seconds.getAsDouble()));
            }
            g.writeEndObject();
        }
    }

    /** The {@code "misere"} field of a computed line. */
    private static void misereJson(MisereRow x, JsonGenerator g) throws IOException {
        g.writeObjectFieldStart("misere");
        g.writeNumberField("reach", x.reach());
        g.writeNumberField("maxQuotient", x.maxQuotient());
        g.writeFieldName("firstWild");
        nullable(g, x.firstWild());
        g.writeFieldName("wildGenus");
        if (x.wildGenus().isPresent()) {
            g.writeString(x.wildGenus().get());
        } else {
            g.writeNull();
        }
        g.writeArrayFieldStart("genera");
        for (String genus : x.genera()) {
            g.writeString(genus);
        }
        g.writeEndArray();
        MisereRow.Quotient q = x.quotient();
        g.writeObjectFieldStart("quotient");
        g.writeNumberField("to", q.to());
        g.writeNumberField("size", q.size());
        g.writeNumberField("pSize", q.pSize());
        g.writeBooleanField("tame", q.tame());
        g.writeStringField("presentation", q.presentation());
        g.writeFieldName("period");
        if (q.period().isPresent()) {
            g.writeStartObject();
            g.writeNumberField("preperiod", q.period().get().preperiod());
            g.writeNumberField("period", q.period().get().period());
            g.writeEndObject();
        } else {
            g.writeNull();
        }
        g.writeFieldName("outgrew");
        nullable(g, q.outgrew());
        g.writeEndObject();
        g.writeEndObject();
    }

    private static void nullable(JsonGenerator g, OptionalInt n) throws IOException {
        if (n.isPresent()) {
            g.writeNumber(n.getAsInt());
        } else {
            g.writeNull();
        }
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
            return "{\"code\":" + Json.quoted(code) + ",\"sameAs\":" + Json.quoted(sameAs) + "}";
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
        if (reach < 0 || reach > SurveyRow.MAX_REACH) {
            // A survey computes no farther; and its fingerprint counts reach + 1 values.
            throw new IllegalArgumentException("\"reach\" is out of range: " + reach + " (a survey reaches heaps 0.."
                    + SurveyRow.MAX_REACH + ")");
        }
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
        Optional<ArithmeticPeriod> climb = Optional.empty();
        Optional<ArithmeticProof> climbProof = Optional.empty();
        if (m.get("climb") != null) {
            Map<?, ?> a = object(m, "climb");
            climb = Optional.of(new ArithmeticPeriod(new Period(integer(a, "preperiod"), integer(a, "period")),
                    whole(a, "saltus")));
            // Lines written before climbs were proved have no "proved": observed.
            if (Boolean.TRUE.equals(a.get("proved"))) {
                climbProof = Optional.of(new ArithmeticProof(climb.get(), text(a, "theorem"), whole(a, "checkedEnd")));
            }
        }
        Optional<RulerRegularity> ruler = m.get("ruler") == null ? Optional.empty() : Optional.of(ruler(object(m, "ruler")));
        SurveyRow row = new SurveyRow(code, reach, integer(m, "offset"), proof, summary, rare, print, climb,
                climbProof, ruler);
        Optional<MisereRow> misere = m.get("misere") == null ? Optional.empty()
                : Optional.of(readMisere(code, object(m, "misere")));
        OptionalDouble seconds = m.get("seconds") instanceof Number n ? OptionalDouble.of(n.doubleValue())
                : OptionalDouble.empty();
        return new Computed(row, misere, seconds);
    }

    private static RulerRegularity ruler(Map<?, ?> r) {
        if (!(r.get("offsets") instanceof List<?> list) || list.isEmpty()) {
            throw new IllegalArgumentException("\"offsets\" is missing or empty");
        }
        long[] offsets = new long[list.size()];
        for (int i = 0; i < offsets.length; i++) {
            if (!(list.get(i) instanceof Number n)) {
                throw new IllegalArgumentException("\"offsets\" holds a non-number");
            }
            offsets[i] = n.longValue();
        }
        return new RulerRegularity(new ArithmeticPeriod(new Period(integer(r, "preperiod"), integer(r, "period")),
                whole(r, "saltus")), whole(r, "first"), integer(r, "shift"), offsets);
    }

    private static String hex(long x) {
        return String.format("%016x", x);
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
