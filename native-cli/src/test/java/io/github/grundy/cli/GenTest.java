package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.grundy.cli.formats.GenRequest;
import io.github.grundy.cli.formats.Generation;
import io.github.grundy.cli.formats.GenerationRefused;
import io.github.grundy.cli.formats.JudgeFormat;
import io.github.grundy.cli.formats.JudgeFormats;
import io.github.grundy.cli.formats.Validation;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.gen.SplitMix64;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code grundy gen} against an independent game-tree search: for every format and every verdict,
 * inputs drawn with small limits are valid by the format's validator, answered by its solver, and
 * each of their positions has the verdict asked for (a position with exactly one winning move when
 * asked) by a search of the whole game tree that knows the rules only, not Sprague–Grundy theory.
 * And the tests --out writes are the inputs --seed prints alone, with the solver's answers.
 */
class GenTest {

    private static final int SEEDS = 60;

    /** The largest heap drawn per format: the game trees stay small. */
    private static final Map<String, Long> SMALL = Map.ofEntries(
            Map.entry("luogu-p1247", 9L), Map.entry("acwing-891", 9L), Map.entry("acwing-892", 6L),
            Map.entry("acwing-893", 25L), Map.entry("acwing-894", 5L), Map.entry("hdu-1846", 40L),
            Map.entry("bash-sum", 12L), Map.entry("poj-2975", 9L), Map.entry("hdu-1850", 9L),
            Map.entry("hdu-2176", 9L), Map.entry("cf-1370c", 300L), Map.entry("magic-beads", 24L),
            Map.entry("poj-2960", 20L), Map.entry("nim-product-64", 31L), Map.entry("cf-1310f", 15L),
            Map.entry("hdu-3537", 7L), Map.entry("hdu-3404", 3L), Map.entry("poj-3533", 2L));

    @Test
    void everyVerdictHoldsByTheGameTree() throws IOException {
        for (JudgeFormat f : JudgeFormats.all()) {
            if (!f.answersWithVerdicts()) {
                productsByTheDefinition(f);
                continue;
            }
            for (GenRequest.Verdict verdict : GenRequest.Verdict.values()) {
                for (long seed = 1; seed <= SEEDS; seed++) {
                    OptionalInt heaps = heaps(f, seed);
                    check(f, new GenRequest(OptionalInt.empty(), heaps, OptionalLong.of(SMALL.get(f.id())),
                            verdict, false), seed, verdict.outcome(), false);
                }
            }
            if (f.answersWithMoves()) {
                for (long seed = 1; seed <= SEEDS; seed++) {
                    OptionalInt heaps = heaps(f, seed);
                    check(f, new GenRequest(OptionalInt.empty(), heaps, OptionalLong.of(SMALL.get(f.id())),
                            GenRequest.Verdict.ANY, true), seed, Outcome.N, true);
                }
            }
        }
    }

    /**
     * The arithmetic formats' inputs, of words up to 31 (nim-product-64) or 15 (cf-1310f, the
     * field GF(16)): valid, and answered with the products the mex definition gives,
     * a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b'}, computed here by its own table; or with the least x whose
     * power a ⊗ ... ⊗ a, multiplied out by that table, is b, and -1 when none is.
     */
    private static void productsByTheDefinition(JudgeFormat f) throws IOException {
        int size = 32;
        long[][] product = new long[size][size];
        for (int a = 0; a < size; a++) {
            for (int b = 0; b < size; b++) {
                boolean[] seen = new boolean[size * size];
                for (int x = 0; x < a; x++) {
                    for (int y = 0; y < b; y++) {
                        seen[(int) (product[x][b] ^ product[a][y] ^ product[x][y])] = true;
                    }
                }
                int mex = 0;
                while (seen[mex]) {
                    mex++;
                }
                product[a][b] = mex;
            }
        }
        for (long seed = 1; seed <= SEEDS; seed++) {
            byte[] in = generate(f, new GenRequest(OptionalInt.empty(), OptionalInt.empty(),
                    OptionalLong.of(SMALL.get(f.id())), GenRequest.Verdict.MIXED, false), seed);
            f.validate(new Validation(new NumberReader(new ByteArrayInputStream(in), "gen"), f.id()));
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            AsciiOutput out = new AsciiOutput(answer);
            f.run(new NumberReader(new ByteArrayInputStream(in), "gen"), out);
            out.flush();
            long[] t = numbers(in);
            StringBuilder expected = new StringBuilder();
            for (int i = 1; i < t.length; i += 2) {
                expected.append(f.id().equals("cf-1310f") ? leastExponent(product, t[i], t[i + 1])
                        : product[(int) t[i]][(int) t[i + 1]]).append('\n');
            }
            assertEquals(t[0], (t.length - 1) / 2, "pairs");
            assertEquals(expected.toString(), answer.toString(StandardCharsets.US_ASCII), "seed " + seed);
        }
    }

    private static long leastExponent(long[][] product, long a, long b) {
        long power = 1;
        for (long x = 0; x < product.length; x++) {
            if (power == b) {
                return x;
            }
            power = product[(int) power][(int) a];
        }
        return -1;
    }

    /** 1 to 4 heaps per position, but nothing for the formats with one number per case. */
    private static OptionalInt heaps(JudgeFormat f, long seed) {
        return f.id().equals("hdu-1846") || f.id().equals("cf-1370c") || !f.answersWithVerdicts() ? OptionalInt.empty()
                : OptionalInt.of(1 + (int) (seed % 4));
    }

    private static void check(JudgeFormat f, GenRequest request, long seed, Outcome verdict, boolean unique)
            throws IOException {
        byte[] in;
        try {
            in = generate(f, request, seed);
        } catch (GenerationRefused e) {
            // Only where no such position exists at all (one Nim heap of at least 1, an odd number
            // of split heaps, whose values are all odious): the game tree over every tuple says so.
            assertEquals(Outcome.P, verdict, f.id() + " seed " + seed + ": " + e.getMessage());
            if (COIN_FORMATS.contains(f.id())) {
                assertNoLosingCoins(f.id(), request.heaps().getAsInt(), request.max().getAsLong());
                return;
            }
            assertNoLosingPosition(f.id(), request.heaps().getAsInt(), request.max().getAsLong(), e.getMessage());
            return;
        }
        String where = f.id() + " seed " + seed + " " + request + ":\n" + new String(in, StandardCharsets.US_ASCII);
        Validation v = new Validation(new NumberReader(new ByteArrayInputStream(in), "gen"), f.id());
        f.validate(v);
        ByteArrayOutputStream answer = new ByteArrayOutputStream();
        AsciiOutput out = new AsciiOutput(answer);
        f.run(new NumberReader(new ByteArrayInputStream(in), "gen"), out);
        out.flush();
        assertTrue(answer.size() > 0, where);
        List<JudgeGameTrees.Position> positions = JudgeGameTrees.positions(f.id(), numbers(in));
        assertTrue(!positions.isEmpty(), where);
        for (JudgeGameTrees.Position p : positions) {
            if (verdict != null) {
                assertEquals(verdict == Outcome.N, p.search().wins(p.heaps()), where + "\nposition " + Arrays.toString(p.heaps()));
            }
            if (unique) {
                assertEquals(1, p.search().winningMoves(p.heaps()), where + "\nposition " + Arrays.toString(p.heaps()));
            }
        }
    }

    private static final List<String> COIN_FORMATS = List.of("hdu-3537", "hdu-3404", "poj-3533");

    /**
     * Every position of {@code n} distinct heads on a coin format's board up to {@code max} is won,
     * by the game tree (Mock Turtles' lost positions have an even number of heads, 4 or more).
     */
    private static void assertNoLosingCoins(String format, int n, long max) {
        int d = format.equals("hdu-3537") ? 1 : format.equals("hdu-3404") ? 2 : 3;
        long lo = d == 1 ? 0 : 1;
        List<long[]> cells = new java.util.ArrayList<>();
        long side = max - lo + 1;
        for (long i = 0; i < Math.round(Math.pow(side, d)); i++) {
            long[] cell = new long[d];
            for (int j = 0, c = (int) i; j < d; j++, c /= side) {
                cell[j] = lo + c % side;
            }
            cells.add(cell);
        }
        int[] pick = new int[n];
        for (int i = 0; i < n; i++) {
            pick[i] = i;
        }
        while (pick[n - 1] < cells.size()) {
            StringBuilder text = new StringBuilder(d == 2 ? "1 " : "").append(n);
            for (int i : pick) {
                for (long c : cells.get(i)) {
                    text.append(' ').append(c);
                }
            }
            JudgeGameTrees.Position p = JudgeGameTrees.positions(format, numbers(text.toString())).get(0);
            assertTrue(p.search().wins(p.heaps()), format + ": refused, but " + text + " loses");
            int i = n - 1;
            while (i >= 0 && pick[i] == cells.size() - n + i) {
                i--;
            }
            if (i < 0) {
                return;
            }
            pick[i]++;
            for (int j = i + 1; j < n; j++) {
                pick[j] = pick[j - 1] + 1;
            }
        }
    }

    /** Every position of {@code n} heaps in 1..max of a format whose game is fixed is won. */
    private static void assertNoLosingPosition(String format, int n, long max, String refusal) {
        JudgeGameTrees.Position probe = JudgeGameTrees.positions(format, numbers(switch (format) {
            case "poj-2975", "hdu-1850", "hdu-2176" -> "1 1 0";
            case "magic-beads" -> "1 1";
            case "luogu-p1247", "acwing-891", "acwing-892", "acwing-894" -> "1 1";
            default -> throw new AssertionError(format + " refused: " + refusal);
        })).get(0);
        long[] heaps = new long[n];
        Arrays.fill(heaps, 1);
        while (true) {
            assertTrue(probe.search().wins(heaps), format + " refused (" + refusal + ") but "
                    + Arrays.toString(heaps) + " loses");
            int i = n - 1;
            while (i >= 0 && heaps[i] == max) {
                i--;
            }
            if (i < 0) {
                return;
            }
            heaps[i]++;
            for (int j = i + 1; j < n; j++) {
                heaps[j] = 1;
            }
        }
    }

    /** The default verdict, mixed, gives lost and won positions alike, by the game tree; any gives mostly wins. */
    @Test
    void theMixedDefaultGivesBothVerdicts() throws IOException {
        for (JudgeFormat f : JudgeFormats.all()) {
            if (!f.answersWithVerdicts()) {
                continue;
            }
            int[] lost = new int[2];
            for (long seed = 1; seed <= SEEDS; seed++) {
                GenRequest request = new GenRequest(OptionalInt.empty(), heaps(f, seed),
                        OptionalLong.of(SMALL.get(f.id())), GenRequest.Verdict.MIXED, false);
                for (JudgeGameTrees.Position p : JudgeGameTrees.positions(f.id(), numbers(generate(f, request, seed)))) {
                    lost[p.search().wins(p.heaps()) ? 1 : 0]++;
                }
            }
            assertTrue(lost[0] > 0 && lost[1] > 0, f.id() + ": lost " + lost[0] + ", won " + lost[1]);
        }
        // The case of the report: hdu-1846, seed 9, 100 cases, once all wins; a fair coin makes 50 +- 15 losses.
        JudgeFormat hdu = JudgeFormats.find("hdu-1846").orElseThrow();
        for (GenRequest.Verdict verdict : List.of(GenRequest.Verdict.MIXED, GenRequest.Verdict.ANY)) {
            byte[] in = generate(hdu, new GenRequest(OptionalInt.of(100), OptionalInt.empty(), OptionalLong.empty(),
                    verdict, false), 9);
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            AsciiOutput out = new AsciiOutput(answer);
            hdu.run(new NumberReader(new ByteArrayInputStream(in), "gen"), out);
            out.flush();
            long losses = answer.toString(StandardCharsets.US_ASCII).lines().filter("second"::equals).count();
            assertTrue(verdict == GenRequest.Verdict.MIXED ? losses >= 35 && losses <= 65 : losses < 10,
                    verdict + ": " + losses + " of 100 lost");
        }
    }

    /** With the defaults (counts and sizes drawn), no verdict is ever refused: a count that cannot lose is passed over. */
    @Test
    void theDefaultsAlwaysGiveAnInput() throws IOException {
        for (JudgeFormat f : JudgeFormats.all()) {
            for (long seed = 1; seed <= 30; seed++) {
                for (GenRequest.Verdict verdict : GenRequest.Verdict.values()) {
                    GenRequest request = new GenRequest(OptionalInt.empty(), OptionalInt.empty(),
                            OptionalLong.of(Math.min(SMALL.get(f.id()) * 4, 100)), verdict, false);
                    byte[] in = generate(f, request, seed);
                    f.validate(new Validation(new NumberReader(new ByteArrayInputStream(in), "gen"), f.id()));
                }
            }
        }
    }

    @Test
    void aSeedGivesTheSameBytes() throws IOException {
        for (JudgeFormat f : JudgeFormats.all()) {
            GenRequest request = new GenRequest(OptionalInt.empty(), OptionalInt.empty(), OptionalLong.empty(),
                    GenRequest.Verdict.MIXED, false);
            assertArrayEquals(generate(f, request, 42), generate(f, request, 42), f.id());
        }
    }

    @Test
    void theLimitsOfTheStatementAtTheirLargest() throws IOException {
        // luogu-p1247's k = 500000 heaps of up to 10^9, lost: generated, valid, answered "lose".
        JudgeFormat luogu = JudgeFormats.find("luogu-p1247").orElseThrow();
        byte[] in = generate(luogu, new GenRequest(OptionalInt.empty(), OptionalInt.of(500_000), OptionalLong.empty(),
                GenRequest.Verdict.LOSE, false), 5);
        luogu.validate(new Validation(new NumberReader(new ByteArrayInputStream(in), "gen"), "luogu-p1247"));
        ByteArrayOutputStream answer = new ByteArrayOutputStream();
        AsciiOutput out = new AsciiOutput(answer);
        luogu.run(new NumberReader(new ByteArrayInputStream(in), "gen"), out);
        out.flush();
        assertEquals("lose\n", answer.toString(StandardCharsets.US_ASCII));
        // One past a stated limit is refused.
        assertRefused(luogu, new GenRequest(OptionalInt.empty(), OptionalInt.of(500_001), OptionalLong.empty(),
                GenRequest.Verdict.MIXED, false), "--heaps 500001 is outside luogu-p1247's stated limit 1 <= k <= 500000");
        // One past the largest heap is data for a harder variant: written, answered, and said.
        ByteArrayOutputStream harder = new ByteArrayOutputStream();
        AsciiOutput harderText = new AsciiOutput(harder);
        Generation beyond = new Generation("luogu-p1247", new GenRequest(OptionalInt.empty(), OptionalInt.of(3),
                OptionalLong.of(1_000_000_001L), GenRequest.Verdict.MIXED, false), new SplitMix64(1), harderText);
        luogu.generate(beyond);
        assertEquals(Optional.of("--max 1000000001 is beyond luogu-p1247's stated limit 1 <= n_i <= 10^9: inputs for a"
                + " harder variant, not valid for the problem as stated"), beyond.beyondLimits());
        assertRefused(luogu, new GenRequest(OptionalInt.empty(), OptionalInt.empty(), OptionalLong.of(0),
                GenRequest.Verdict.MIXED, false), "--max 0 is outside luogu-p1247's stated limit 1 <= n_i <= 10^9");
        JudgeFormat cf = JudgeFormats.find("cf-1370c").orElseThrow();
        byte[] cfIn = generate(cf, new GenRequest(OptionalInt.of(100), OptionalInt.empty(), OptionalLong.empty(),
                GenRequest.Verdict.LOSE, false), 3);
        cf.validate(new Validation(new NumberReader(new ByteArrayInputStream(cfIn), "gen"), "cf-1370c"));
        assertRefused(cf, new GenRequest(OptionalInt.of(101), OptionalInt.empty(), OptionalLong.empty(),
                GenRequest.Verdict.MIXED, false),
                "--cases 101 is outside cf-1370c's stated limit 1 <= cases <= 100");
    }

    private static void assertRefused(JudgeFormat f, GenRequest request, String message) throws IOException {
        try {
            generate(f, request, 1);
            fail("accepted " + request);
        } catch (GenerationRefused e) {
            assertEquals(message, e.getMessage());
        }
    }

    @Test
    void outWritesThePairsThatSeedPrints(@TempDir Path dir) throws Exception {
        Path tests = dir.resolve("tests");
        CliCase.Outcome run = Jvm.run(List.of("gen", "hdu-2176", "--seed", "10", "--tests", "3", "--out", tests.toString()), new byte[0]);
        assertEquals(0, run.exit(), run.stderr());
        assertEquals("wrote 3 tests of hdu-2176 to " + tests + ": 01.in/01.out .. 03.in/03.out\n", run.stdout());
        for (int i = 1; i <= 3; i++) {
            CliCase.Outcome alone = Jvm.run(List.of("gen", "hdu-2176", "--seed", Integer.toString(9 + i)), new byte[0]);
            assertEquals(alone.stdout(), Files.readString(tests.resolve("0" + i + ".in")));
            CliCase.Outcome judged = Jvm.run(List.of("judge", "hdu-2176", tests.resolve("0" + i + ".in").toString()), new byte[0]);
            assertEquals(judged.stdout(), Files.readString(tests.resolve("0" + i + ".out")));
        }
        // A second run replaces nothing, and says why.
        byte[] before = Files.readAllBytes(tests.resolve("01.in"));
        CliCase.Outcome again = Jvm.run(List.of("gen", "hdu-2176", "--seed", "99", "--out", tests.toString()), new byte[0]);
        assertEquals(2, again.exit());
        assertEquals("grundy: --out " + tests + ": 01.in exists; gen replaces no file (remove the tests or choose"
                + " another directory)\n", again.stderr());
        assertArrayEquals(before, Files.readAllBytes(tests.resolve("01.in")));
        try (var files = Files.list(tests)) {
            assertEquals(6, files.count());
        }
    }

    private static byte[] generate(JudgeFormat f, GenRequest request, long seed) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AsciiOutput out = new AsciiOutput(bytes);
        f.generate(new Generation(f.id(), request, new SplitMix64(seed), out));
        out.flush();
        return bytes.toByteArray();
    }

    private static long[] numbers(byte[] in) {
        return numbers(new String(in, StandardCharsets.US_ASCII));
    }

    private static long[] numbers(String text) {
        text = text.trim();
        return Arrays.stream(text.split("\\s+")).mapToLong(Long::parseLong).toArray();
    }
}
