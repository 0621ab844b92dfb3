package io.github.grundy.cli.formats;

import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.gen.HeapPicker;
import io.github.grundy.core.gen.RandomSums;
import io.github.grundy.core.gen.SplitMix64;
import io.github.grundy.core.io.AsciiOutput;
import java.io.IOException;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * One random input being written for a format: the request, checked against the problem's stated
 * limits as the format asks for each quantity, the random source, and the output. Positions come
 * from {@link RandomSums}, so a requested verdict holds by construction.
 */
public final class Generation {

    /** Cases, and heaps per position, when the request does not say: small inputs a person can read. */
    static final int DEFAULT_CASES = 3;
    static final int DEFAULT_MAX_COUNT = 10;

    private final String format;
    private final GenRequest request;
    private final SplitMix64 random;
    private final AsciiOutput out;
    /** Set by {@link #max} when {@code --max} is beyond the stated limit. */
    private String beyondLimits;

    /** An input of {@code format} for {@code request}, drawn from {@code random}, written to {@code out}. */
    public Generation(String format, GenRequest request, SplitMix64 random, AsciiOutput out) {
        this.format = format;
        this.request = request;
        this.random = random;
        this.out = out;
    }

    SplitMix64 random() {
        return random;
    }

    /** The verdict every position has: P, N, or null when they differ (any, mixed). */
    Outcome verdict() {
        return request.uniqueWinningMove() ? Outcome.N : request.verdict().outcome();
    }

    /** True when lost positions are asked for: all of them (lose) or some (mixed); formats shape their games by it. */
    boolean lossesWanted() {
        return verdict() == Outcome.P || !request.uniqueWinningMove() && request.verdict() == GenRequest.Verdict.MIXED;
    }

    /**
     * The positions {@code build} makes for the verdict asked: with {@link GenRequest.Verdict#MIXED},
     * a fair coin says win or lose, and a loss the game cannot give (no lost position of that
     * many heaps, or below that bound) is drawn as a win.
     */
    private long[] withVerdict(Function<Outcome, long[]> build) {
        if (request.uniqueWinningMove() || request.verdict() != GenRequest.Verdict.MIXED) {
            return build.apply(verdict());
        }
        if ((random.nextLong() & 1) == 0) {
            try {
                return build.apply(Outcome.P);
            } catch (IllegalArgumentException e) {
                // No lost position here: a win keeps the input valid, and the next coin may lose.
            }
        }
        return build.apply(Outcome.N);
    }



    /** For formats with one case per input: refuses {@code --cases} other than 1. */
    void oneCase() {
        if (request.cases().isPresent() && request.cases().getAsInt() != 1) {
            throw new GenerationRefused(format + " has one case per input: --cases " + request.cases().getAsInt()
                    + " does not apply");
        }
    }

    /** The number of cases: as asked, within {@code 1..statedMax}, else {@link #DEFAULT_CASES}. */
    int cases(long statedMax) {
        int n = request.cases().orElse((int) Math.min(DEFAULT_CASES, statedMax));
        if (n < 1 || n > statedMax) {
            throw new GenerationRefused("--cases " + n + " is outside " + format + "'s stated limit "
                    + Validation.range("cases", 1, statedMax));
        }
        return n;
    }

    /**
     * A position a format draws itself, {@code build} making one of the verdict it is given
     * (null: any), or throwing {@link IllegalArgumentException} when it finds none.
     */
    long[] drawn(Function<Outcome, long[]> build) {
        try {
            return withVerdict(build);
        } catch (IllegalArgumentException e) {
            throw new GenerationRefused(format + ": " + e.getMessage());
        }
    }

    /** For formats of no heaps (their cases are numbers): refuses {@code --heaps}. */
    void noHeaps() {
        if (request.heaps().isPresent()) {
            throw new GenerationRefused(format + " has no heaps: --heaps does not apply");
        }
    }

    /**
     * A random 64-bit word of {@code limit}, up to {@code --max} when asked: of every size, from a
     * few bits to 64, so that small and large operands both occur.
     */
    long word(StatedLimit limit) {
        long max = wordMax(limit);
        if (Long.compareUnsigned(max, limit.min()) < 0) {
            throw new GenerationRefused("--max " + max + " is outside " + format + "'s stated limit " + limit);
        }
        long x = random.nextLong() >>> random.between(0, 63);
        return max == -1L ? x : limit.min() + Long.remainderUnsigned(x, max - limit.min() + 1);
    }

    /** The largest word of {@code limit} asked for: {@code --max}, else the stated bound (unsigned). */
    long wordMax(StatedLimit limit) {
        return request.max().orElse(limit.max());
    }

    /** A fair coin. */
    boolean coin() {
        return random.between(0, 1) == 1;
    }

    /** For formats with one heap per case: refuses {@code --heaps} other than 1. */
    void oneHeap() {
        if (request.heaps().isPresent() && request.heaps().getAsInt() != 1) {
            throw new GenerationRefused(format + " has one number per case: --heaps " + request.heaps().getAsInt()
                    + " does not apply");
        }
    }

    /**
     * The number of heaps of a position: as asked, within {@code limit} and at least 1, else
     * drawn from there to at most 10.
     */
    int heaps(StatedLimit limit) {
        long lo = Math.max(1, limit.min());
        long statedMax = Math.min(limit.max(), Counts.MAX);
        String name = limit.name();
        if (request.heaps().isPresent()) {
            int n = request.heaps().getAsInt();
            if (n < lo || n > statedMax) {
                throw new GenerationRefused("--heaps " + n + " is outside " + format + "'s stated limit "
                        + Validation.range(name, lo, statedMax));
            }
            return n;
        }
        return (int) random.between(lo, Math.max(lo, Math.min(statedMax, DEFAULT_MAX_COUNT)));
    }

    /**
     * What {@code build} makes of a number of heaps ({@link #heaps}). A number drawn, not asked,
     * for which no position has the verdict (one Nim heap asked to lose, an odd number of split
     * heaps) is followed by the next numbers, a few, before the request is refused.
     */
    <T> T counted(StatedLimit limit, IntFunction<T> build) {
        int n = heaps(limit);
        for (int more = 0; ; more++) {
            try {
                return build.apply(n + more);
            } catch (GenerationRefused e) {
                if (request.heaps().isPresent() || more == 3 || n + more + 1 > limit.max()) {
                    throw e;
                }
            }
        }
    }

    /**
     * The largest heap: as asked, at least {@code limit}'s least, else {@code fallback}. Beyond
     * {@code limit}'s largest it is data for a harder variant of the problem: allowed, and said
     * ({@link #beyondLimits()}).
     */
    long max(StatedLimit limit, long fallback) {
        long lo = limit.min();
        long statedMax = limit.max();
        String name = limit.name();
        long v = request.max().orElse(fallback);
        if (v < lo) {
            throw new GenerationRefused("--max " + v + " is outside " + format + "'s stated limit "
                    + Validation.range(name, lo, statedMax));
        }
        if (v > statedMax && beyondLimits == null) {
            beyondLimits = "--max " + v + " is beyond " + format + "'s stated limit "
                    + Validation.range(name, lo, statedMax) + ": inputs for a harder variant, not valid for the problem"
                    + " as stated";
        }
        return v;
    }

    /**
     * {@link #max(StatedLimit, long)}, refused (exit 2) above {@code ceiling}: the most a generator
     * that tables the game's values to pick its heaps can go, past the statement's limit or not.
     *
     * @param limit    the quantity's stated limit
     * @param fallback the value without --max
     * @param ceiling  the largest value the generator can use
     * @param why      why, for the message: {@code the subtraction set's elements are at most 1000000}
     * @return --max, or the fallback
     */
    long max(StatedLimit limit, long fallback, long ceiling, String why) {
        long v = max(limit, fallback);
        if (v > ceiling) {
            throw new GenerationRefused("--max " + v + " is beyond what gen " + format + " can draw: at most " + ceiling
                    + " (" + why + ")");
        }
        return v;
    }

    /**
     * What of the request goes beyond the problem's stated limits, in words.
     *
     * @return the warning, or empty when the input is within them (and its validator accepts it)
     */
    public Optional<String> beyondLimits() {
        return Optional.ofNullable(beyondLimits);
    }

    /** {@code n} Nim heaps in {@code lo..hi} with the verdict, or with one winning move when asked. */
    long[] nim(int n, long lo, long hi) {
        try {
            if (request.uniqueWinningMove()) {
                return RandomSums.nimWithOneWinningMove(n, lo, hi, random);
            }
            return withVerdict(v -> RandomSums.of(HeapPicker.identity(lo, hi), n, v, random));
        } catch (IllegalArgumentException e) {
            throw new GenerationRefused(format + ": " + e.getMessage());
        }
    }

    /**
     * A position of Nim heaps in {@code lo..hi} with the verdict (or one winning move), as many as
     * {@link #counted} gives within {@code count}.
     */
    long[] nimPosition(StatedLimit count, long lo, long hi) {
        return counted(count, n -> nim(n, lo, hi));
    }

    /**
     * A single-case Nim input: a count within {@code count} and that many heaps within
     * {@code heap} (up to {@code --max}), each on its line.
     */
    void nimCase(StatedLimit count, StatedLimit heap) throws IOException {
        oneCase();
        long[] heaps = nimPosition(count, heap.min(), max(heap, heap.max()));
        line(heaps.length);
        line(heaps);
    }

    /** A position of heaps of one picker with the verdict, as many as {@link #counted} gives. */
    long[] position(HeapPicker picker, StatedLimit count) {
        return counted(count, n -> sum(picker, n));
    }

    /** {@code n} heaps of one picker with the verdict. */
    long[] sum(HeapPicker picker, int n) {
        return sum(Collections.nCopies(n, picker));
    }

    /** One heap from each picker, with the verdict. */
    long[] sum(List<? extends HeapPicker> pickers) {
        try {
            return withVerdict(v -> RandomSums.of(pickers, v, random));
        } catch (IllegalArgumentException e) {
            throw new GenerationRefused(format + ": " + e.getMessage());
        }
    }

    /** {@code k} distinct numbers of {@code lo..hi} (Floyd's sampling: k draws), in random order. */
    long[] distinct(int k, long lo, long hi) {
        TreeSet<Long> chosen = new TreeSet<>();
        for (long j = hi - lo + 1 - k; j < hi - lo + 1; j++) {
            long t = random.between(0, j);
            chosen.add(chosen.contains(lo + t) ? lo + j : lo + t);
        }
        long[] set = chosen.stream().mapToLong(Long::longValue).toArray();
        random.shuffle(set);
        return set;
    }

    /** One line of 64-bit words, unsigned, separated by single spaces. */
    void words(long... words) throws IOException {
        for (int i = 0; i < words.length; i++) {
            if (i > 0) {
                out.ascii(' ');
            }
            out.unsigned(words[i]);
        }
        out.newline();
    }

    /** One line of numbers separated by single spaces. */
    void line(long... numbers) throws IOException {
        for (int i = 0; i < numbers.length; i++) {
            if (i > 0) {
                out.ascii(' ');
            }
            out.number(numbers[i]);
        }
        out.newline();
    }
}
