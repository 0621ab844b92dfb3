package io.github.grundy.cli.list;

import io.github.grundy.cli.common.Json;
import io.github.grundy.cli.formats.JudgeFormat;
import io.github.grundy.cli.formats.JudgeFormats;
import io.github.grundy.cli.formats.StatedLimit;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import java.io.IOException;
import java.util.List;

/**
 * The catalogue of {@code list --json}, one object on one line as every {@code --json} of grundy
 * (docs/formats.md, "list --json"):
 * <pre>{"variants":[{"id":"bash","title":"Bash's game","summary":"...","plugin":null,"rule-file":null,
 *  "parameters":[{"name":"max","description":"...","type":"integer","values":"integer >= 1",
 *  "required":true,"default":null,"min":1,"max":null}]}],
 *  "formats":[{"id":"luogu-p1247","summary":"...","limits":"...",
 *  "bounds":[{"name":"k","min":1,"max":500000},{"name":"n_i","min":1,"max":1000000000}]}]}</pre>
 * Every member is always there (null when it does not apply), so that a reader needs no
 * guesses. {@code plugin} is the jar a variant comes from, null when it comes from none;
 * {@code rule-file} the path of its rule file ({@code --rules}), null when it comes from none. {@code type} is
 * {@code integer}, {@code integer-set}, {@code file} or {@code text} (any other syntax, said by
 * {@code values}); {@code min} and {@code max} bound an integer or a set's elements, and are null
 * for the other types; {@code max} is null too when there is no upper bound. A format's
 * {@code limits} are its statement's words; its {@code bounds} the same as numbers, a quantity each.
 */
final class ListJson {

    private final AsciiOutput out;

    ListJson(AsciiOutput out) {
        this.out = out;
    }

    void write(List<VariantCatalog.Entry> entries) throws IOException {
        out.text("{\"variants\":[");
        for (int i = 0; i < entries.size(); i++) {
            out.text(i == 0 ? "" : ",");
            variant(entries.get(i));
        }
        out.text("],\"formats\":[");
        List<JudgeFormat> formats = JudgeFormats.all();
        for (int i = 0; i < formats.size(); i++) {
            JudgeFormat f = formats.get(i);
            out.text(i == 0 ? "{" : ",{");
            member("id", f.id());
            out.ascii(',');
            member("summary", f.summary());
            out.ascii(',');
            member("limits", f.statedLimits());
            out.text(",\"bounds\":[");
            List<StatedLimit> limits = f.limits();
            for (int j = 0; j < limits.size(); j++) {
                StatedLimit b = limits.get(j);
                out.text(j == 0 ? "{" : ",{");
                member("name", b.name());
                out.text(",\"min\":").number(b.min()).text(",\"max\":");
                if (b.word()) {
                    // A 64-bit word's bound, 2^64-1, as the number it is (past a signed long).
                    out.unsigned(b.max());
                } else {
                    value(b.bounded() ? b.max() : null);
                }
                out.ascii('}');
            }
            out.text("]}");
        }
        out.text("]}").newline();
    }

    private void variant(VariantCatalog.Entry e) throws IOException {
        Variant v = e.variant();
        out.ascii('{');
        member("id", v.id());
        out.ascii(',');
        member("title", v.title());
        out.ascii(',');
        member("summary", v.summary());
        out.ascii(',');
        member("plugin", e.origin() == VariantCatalog.Origin.PLUGIN ? e.source() : null);
        out.ascii(',');
        member("rule-file", e.origin() == VariantCatalog.Origin.RULE_FILE ? e.source() : null);
        out.text(",\"parameters\":[");
        List<Parameter<?>> parameters = v.parameters();
        for (int i = 0; i < parameters.size(); i++) {
            out.text(i == 0 ? "" : ",");
            parameter(parameters.get(i));
        }
        out.text("]}");
    }

    private void parameter(Parameter<?> p) throws IOException {
        ParameterType<?> type = p.type();
        out.ascii('{');
        member("name", p.name());
        out.ascii(',');
        member("description", p.description());
        out.ascii(',');
        member("type", typeName(type));
        out.ascii(',');
        member("values", type.describe());
        out.text(",\"required\":").text(p.isRequired() ? "true" : "false").text(",\"default\":");
        value(p.defaultValue());
        // The bounds of the two types that have them; a record pattern each, no reflection.
        Long min = null;
        Long max = null;
        if (type instanceof ParameterType.IntegerType t) {
            min = t.min();
            max = t.max();
        } else if (type instanceof ParameterType.IntegerSetType t) {
            min = t.min();
            max = t.max();
        }
        out.text(",\"min\":");
        value(min);
        out.text(",\"max\":");
        // Long.MAX_VALUE is the SPI's "no upper bound", not a bound: null, also for readers whose numbers are doubles.
        value(max != null && max == Long.MAX_VALUE ? null : max);
        out.ascii('}');
    }

    /** The machine-readable name of a type: what the SPI lets one tell apart. */
    static String typeName(ParameterType<?> type) {
        if (type instanceof ParameterType.IntegerType) {
            return "integer";
        } else if (type instanceof ParameterType.IntegerSetType) {
            return "integer-set";
        } else if (type instanceof ParameterType.FileType<?>) {
            return "file";
        }
        return "text";
    }

    /** A default or a bound: numbers and lists of them as JSON, anything else as its text, as plain {@code list} shows it. */
    private void value(Object v) throws IOException {
        if (v == null) {
            out.text("null");
        } else if (v instanceof Long n) {
            out.number(n);
        } else if (v instanceof List<?> list && list.stream().allMatch(x -> x instanceof Long)) {
            out.ascii('[');
            for (int i = 0; i < list.size(); i++) {
                out.text(i == 0 ? "" : ",").number((Long) list.get(i));
            }
            out.ascii(']');
        } else {
            Json.string(out, String.valueOf(v));
        }
    }

    private void member(String name, String value) throws IOException {
        out.ascii('"').text(name).text("\":");
        if (value == null) {
            out.text("null");
        } else {
            Json.string(out, value);
        }
    }
}
