package io.github.grundy.cli.formats;

import io.github.grundy.cli.common.Suggestion;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.io.AsciiOutput;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/** The built-in judge formats. */
public final class JudgeFormats {

    private static final List<JudgeFormat> ALL = List.of(
            new LuoguP1247(),
            new Acwing891(),
            new Acwing892(),
            new Acwing893(),
            new Acwing894(),
            new Hdu1846(),
            new BashSum(),
            new Poj2975("poj-2975", "1 <= n <= 1000, 1 <= k_i <= 10^9 (seed 003)",
                    new NimCases(new StatedLimit("n", 0, 1000), new StatedLimit("k_i", 1, 1_000_000_000L))),
            new Poj2975("hdu-1850", "0 < M <= 100, 1 <= N_i <= 10^6 (the HDU 1850 statement)",
                    new NimCases(new StatedLimit("M", 0, 100), new StatedLimit("N_i", 1, 1_000_000L))),
            new Hdu2176(),
            new Cf1370c(),
            new MagicBeads(),
            new Poj2960(),
            new Hdu3404(),
            new Hdu3537(),
            new Poj3533(),
            new NimProduct64(),
            new Cf1310f());

    private JudgeFormats() {
    }

    /** Every format, in the order of docs/formats.md. */
    public static List<JudgeFormat> all() {
        return ALL;
    }

    /** Every format's id and summary, one a line: what {@code judge --list} and {@code gen --list} print. */
    public static void list(AsciiOutput out) throws IOException {
        int width = 0;
        for (JudgeFormat f : ALL) {
            width = Math.max(width, f.id().length());
        }
        for (JudgeFormat f : ALL) {
            out.text(f.id()).text(" ".repeat(width - f.id().length() + 2)).text(f.summary()).newline();
        }
    }

    /** The format with this id. */
    public static Optional<JudgeFormat> find(String id) {
        // A loop, not a stream: this runs on the start-up fast path, where a lambda's first use costs.
        for (JudgeFormat f : ALL) {
            if (f.id().equals(id)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /**
     * The format with this id.
     *
     * @throws UserError naming the formats, or the one meant when {@code id} is a slip of it
     */
    public static JudgeFormat named(String id) {
        return find(id).orElseThrow(() -> {
            List<String> ids = all().stream().map(JudgeFormat::id).toList();
            String near = Suggestion.didYouMean(id, ids, "'");
            return new UserError("unknown format '" + id + "'" + (near.isEmpty() ? " (formats: " + ids() + ")"
                    : ": " + near + " (see 'grundy judge --list')"));
        });
    }

    /** The ids of every format, comma-separated. */
    public static String ids() {
        return String.join(", ", all().stream().map(JudgeFormat::id).toList());
    }
}
