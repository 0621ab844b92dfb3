package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.grundy.cli.judge.GenRequest;
import io.github.grundy.cli.judge.Generation;
import io.github.grundy.cli.judge.GenerationRefused;
import io.github.grundy.cli.judge.JudgeFormat;
import io.github.grundy.cli.judge.JudgeFormats;
import io.github.grundy.cli.judge.Validation;
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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.LongFunction;
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
            Map.entry("poj-2960", 20L));

    @Test
    void everyVerdictHoldsByTheGameTree() throws IOException {
        for (JudgeFormat f : JudgeFormats.all()) {
            for (Outcome verdict : new Outcome[] {Outcome.P, Outcome.N, null}) {
                for (long seed = 1; seed <= SEEDS; seed++) {
                    OptionalInt heaps = heaps(f, seed);
                    check(f, new GenRequest(OptionalInt.empty(), heaps, OptionalLong.of(SMALL.get(f.id())),
                            verdict, false), seed, verdict, false);
                }
            }
            if (f.answersWithMoves()) {
                for (long seed = 1; seed <= SEEDS; seed++) {
                    OptionalInt heaps = heaps(f, seed);
                    check(f, new GenRequest(OptionalInt.empty(), heaps, OptionalLong.of(SMALL.get(f.id())),
                            null, true), seed, Outcome.N, true);
                }
            }
        }
    }

    /** 1 to 4 heaps per position, but nothing for the formats with one number per case. */
    private static OptionalInt heaps(JudgeFormat f, long seed) {
        return f.id().equals("hdu-1846") || f.id().equals("cf-1370c") ? OptionalInt.empty()
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
        List<Position> positions = positions(f.id(), numbers(in));
        assertTrue(!positions.isEmpty(), where);
        for (Position p : positions) {
            if (verdict != null) {
                assertEquals(verdict == Outcome.N, p.search().wins(p.heaps()), where + "\nposition " + Arrays.toString(p.heaps()));
            }
            if (unique) {
                assertEquals(1, p.search().winningMoves(p.heaps()), where + "\nposition " + Arrays.toString(p.heaps()));
            }
        }
    }

    /** Every position of {@code n} heaps in 1..max of a format whose game is fixed is won. */
    private static void assertNoLosingPosition(String format, int n, long max, String refusal) {
        Position probe = positions(format, numbers(switch (format) {
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

    /** With the defaults (counts and sizes drawn), no verdict is ever refused: a count that cannot lose is passed over. */
    @Test
    void theDefaultsAlwaysGiveAnInput() throws IOException {
        for (JudgeFormat f : JudgeFormats.all()) {
            for (long seed = 1; seed <= 30; seed++) {
                for (Outcome verdict : new Outcome[] {Outcome.P, Outcome.N, null}) {
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
            GenRequest request = new GenRequest(OptionalInt.empty(), OptionalInt.empty(), OptionalLong.empty(), null, false);
            assertArrayEquals(generate(f, request, 42), generate(f, request, 42), f.id());
        }
    }

    @Test
    void theLimitsOfTheStatementAtTheirLargest() throws IOException {
        // luogu-p1247's k = 500000 heaps of up to 10^9, lost: generated, valid, answered "lose".
        JudgeFormat luogu = JudgeFormats.find("luogu-p1247").orElseThrow();
        byte[] in = generate(luogu, new GenRequest(OptionalInt.empty(), OptionalInt.of(500_000), OptionalLong.empty(),
                Outcome.P, false), 5);
        luogu.validate(new Validation(new NumberReader(new ByteArrayInputStream(in), "gen"), "luogu-p1247"));
        ByteArrayOutputStream answer = new ByteArrayOutputStream();
        AsciiOutput out = new AsciiOutput(answer);
        luogu.run(new NumberReader(new ByteArrayInputStream(in), "gen"), out);
        out.flush();
        assertEquals("lose\n", answer.toString(StandardCharsets.US_ASCII));
        // One past a stated limit is refused.
        assertRefused(luogu, new GenRequest(OptionalInt.empty(), OptionalInt.of(500_001), OptionalLong.empty(), null, false),
                "--heaps 500001 is outside luogu-p1247's stated limit 1 <= k <= 500000");
        assertRefused(luogu, new GenRequest(OptionalInt.empty(), OptionalInt.empty(), OptionalLong.of(1_000_000_001L),
                null, false), "--max 1000000001 is outside luogu-p1247's stated limit 1 <= n_i <= 10^9");
        JudgeFormat cf = JudgeFormats.find("cf-1370c").orElseThrow();
        byte[] cfIn = generate(cf, new GenRequest(OptionalInt.of(100), OptionalInt.empty(), OptionalLong.empty(),
                Outcome.P, false), 3);
        cf.validate(new Validation(new NumberReader(new ByteArrayInputStream(cfIn), "gen"), "cf-1370c"));
        assertRefused(cf, new GenRequest(OptionalInt.of(101), OptionalInt.empty(), OptionalLong.empty(), null, false),
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

    /** One position of an input and the search that knows its game's rules. */
    private record Position(Search search, long[] heaps) {
    }

    /** The positions of an input, read as the format's statement lays it out (docs/formats.md). */
    private static List<Position> positions(String format, long[] t) {
        List<Position> all = new ArrayList<>();
        int[] at = {0};
        LongFunction<Long> next = unused -> t[at[0]++];
        Search nim = Search.ofHeaps(h -> {
            List<long[]> o = new ArrayList<>();
            for (long k = h - 1; k >= 0; k--) {
                o.add(new long[] {k});
            }
            return o;
        });
        switch (format) {
            case "luogu-p1247", "acwing-891", "acwing-894" -> {
                long[] heaps = take(t, at, (int) t[at[0]++]);
                all.add(new Position(format.equals("acwing-894") ? Search.ofHeaps(GenTest::split) : nim, heaps));
            }
            case "acwing-892" -> all.add(new Position(Search.staircase(), take(t, at, (int) t[at[0]++])));
            case "acwing-893" -> {
                long[] set = take(t, at, (int) t[at[0]++]);
                all.add(new Position(Search.ofHeaps(h -> subtract(set, h)), take(t, at, (int) t[at[0]++])));
            }
            case "hdu-1846" -> {
                int cases = (int) t[at[0]++];
                for (int c = 0; c < cases; c++) {
                    long n = t[at[0]++];
                    long m = t[at[0]++];
                    all.add(new Position(Search.ofHeaps(h -> bash(m, h)), new long[] {n}));
                }
            }
            case "bash-sum" -> {
                int cases = (int) t[at[0]++];
                for (int c = 0; c < cases; c++) {
                    int n = (int) t[at[0]++];
                    long[] heaps = new long[n];
                    for (int i = 0; i < n; i++) {
                        // A heap and its own limit in one number: limits are at most 1000.
                        heaps[i] = t[at[0]++] * 1024 + t[at[0]++];
                    }
                    all.add(new Position(Search.ofHeaps(GenTest::bashWithLimit), heaps));
                }
            }
            case "poj-2975", "hdu-1850", "hdu-2176" -> {
                for (int n; (n = (int) t[at[0]++]) != 0; ) {
                    all.add(new Position(nim, take(t, at, n)));
                }
            }
            case "cf-1370c" -> {
                int cases = (int) t[at[0]++];
                Search divisor = Search.ofHeaps(GenTest::oddDivisor);
                for (int c = 0; c < cases; c++) {
                    all.add(new Position(divisor, new long[] {t[at[0]++]}));
                }
            }
            case "magic-beads" -> {
                Search beads = Search.ofHeaps(GenTest::beads);
                while (at[0] < t.length) {
                    all.add(new Position(beads, take(t, at, (int) t[at[0]++])));
                }
            }
            case "poj-2960" -> {
                for (int k; (k = (int) t[at[0]++]) != 0; ) {
                    long[] set = take(t, at, k);
                    Search s = Search.ofHeaps(h -> subtract(set, h));
                    int m = (int) t[at[0]++];
                    for (int p = 0; p < m; p++) {
                        all.add(new Position(s, take(t, at, (int) t[at[0]++])));
                    }
                }
            }
            default -> fail("no positions for " + format);
        }
        assertEquals(t.length, at[0], format + ": numbers left over");
        return all;
    }

    private static long[] take(long[] t, int[] at, int n) {
        long[] a = Arrays.copyOfRange(t, at[0], at[0] + n);
        at[0] += n;
        return a;
    }

    private static List<long[]> subtract(long[] set, long h) {
        List<long[]> o = new ArrayList<>();
        for (long s : set) {
            if (s <= h) {
                o.add(new long[] {h - s});
            }
        }
        return o;
    }

    private static List<long[]> split(long x) {
        List<long[]> o = new ArrayList<>();
        for (long a = 0; a < x; a++) {
            for (long b = a; b < x; b++) {
                o.add(new long[] {a, b});
            }
        }
        return o;
    }

    private static List<long[]> bash(long m, long h) {
        List<long[]> o = new ArrayList<>();
        for (long k = 1; k <= Math.min(m, h); k++) {
            o.add(new long[] {h - k});
        }
        return o;
    }

    private static List<long[]> bashWithLimit(long code) {
        long h = code / 1024;
        long m = code % 1024;
        List<long[]> o = new ArrayList<>();
        for (long k = 1; k <= Math.min(m, h); k++) {
            o.add(new long[] {(h - k) * 1024 + m});
        }
        return o;
    }

    private static List<long[]> oddDivisor(long n) {
        List<long[]> o = new ArrayList<>();
        for (long d = 3; d <= n; d += 2) {
            if (n % d == 0) {
                o.add(new long[] {n / d});
            }
        }
        if (n > 1) {
            o.add(new long[] {n - 1});
        }
        return o;
    }

    /** A heap p > 1 becomes one heap per proper divisor of p, less the one the mover removes. */
    private static List<long[]> beads(long p) {
        List<long[]> o = new ArrayList<>();
        if (p <= 1) {
            return o;
        }
        List<Long> divisors = new ArrayList<>();
        for (long d = 1; d < p; d++) {
            if (p % d == 0) {
                divisors.add(d);
            }
        }
        for (int skip = 0; skip < divisors.size(); skip++) {
            long[] option = new long[divisors.size() - 1];
            for (int i = 0, j = 0; i < divisors.size(); i++) {
                if (i != skip) {
                    option[j++] = divisors.get(i);
                }
            }
            o.add(option);
        }
        return o;
    }

    /**
     * Who wins, by the whole game tree: a position is won iff some move leads to a lost one. Heaps
     * games are memoized on the sorted heaps without those that have no move (their order and
     * presence change no move); the staircase on the exact stairs.
     */
    private static final class Search {

        private final LongFunction<List<long[]>> rule;
        private final boolean staircase;
        private final Map<List<Long>, Boolean> memo = new HashMap<>();
        private final Map<Long, List<long[]>> heapOptions = new HashMap<>();

        private Search(LongFunction<List<long[]>> rule, boolean staircase) {
            this.rule = rule;
            this.staircase = staircase;
        }

        static Search ofHeaps(LongFunction<List<long[]>> rule) {
            return new Search(rule, false);
        }

        static Search staircase() {
            return new Search(null, true);
        }

        boolean wins(long[] position) {
            List<Long> key = key(position);
            Boolean known = memo.get(key);
            if (known != null) {
                return known;
            }
            boolean won = false;
            for (long[] option : options(position)) {
                if (!wins(option)) {
                    won = true;
                    break;
                }
            }
            memo.put(key, won);
            return won;
        }

        int winningMoves(long[] position) {
            int count = 0;
            for (long[] option : options(position)) {
                if (!wins(option)) {
                    count++;
                }
            }
            return count;
        }

        private List<long[]> options(long[] position) {
            List<long[]> all = new ArrayList<>();
            if (staircase) {
                // Coins move from stair i (1-based) down to stair i-1; those reaching stair 0 are out.
                for (int i = 0; i < position.length; i++) {
                    for (long k = 1; k <= position[i]; k++) {
                        long[] o = position.clone();
                        o[i] -= k;
                        if (i > 0) {
                            o[i - 1] += k;
                        }
                        all.add(o);
                    }
                }
                return all;
            }
            for (int i = 0; i < position.length; i++) {
                for (long[] heapOption : heapOptions(position[i])) {
                    long[] o = new long[position.length - 1 + heapOption.length];
                    System.arraycopy(position, 0, o, 0, i);
                    System.arraycopy(heapOption, 0, o, i, heapOption.length);
                    System.arraycopy(position, i + 1, o, i + heapOption.length, position.length - i - 1);
                    all.add(o);
                }
            }
            return all;
        }

        private List<long[]> heapOptions(long heap) {
            return heapOptions.computeIfAbsent(heap, rule::apply);
        }

        private List<Long> key(long[] position) {
            List<Long> key = new ArrayList<>();
            for (long h : position) {
                if (staircase || !heapOptions(h).isEmpty()) {
                    key.add(h);
                }
            }
            if (!staircase) {
                key.sort(null);
            }
            return key;
        }
    }
}
