package io.github.grundy.cli.judge;

import io.github.grundy.core.Outcome;
import io.github.grundy.core.gen.HeapPicker;
import io.github.grundy.core.gen.RandomSums;
import io.github.grundy.core.gen.SplitMix64;
import io.github.grundy.core.io.AsciiOutput;
import java.io.IOException;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;

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

    /** The verdict asked for: P, N, or null for either. */
    Outcome verdict() {
        return request.uniqueWinningMove() ? Outcome.N : request.verdict();
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

    /** For formats with one heap per case: refuses {@code --heaps} other than 1. */
    void oneHeap() {
        if (request.heaps().isPresent() && request.heaps().getAsInt() != 1) {
            throw new GenerationRefused(format + " has one number per case: --heaps " + request.heaps().getAsInt()
                    + " does not apply");
        }
    }

    /**
     * The heaps of a position: as asked, within {@code lo..statedMax}, else drawn from
     * {@code lo..min(statedMax, 10)}, and from at least {@code loseLo} when the position must
     * lose (fewer cannot, e.g. one Nim heap of at least 1).
     */
    int heaps(long lo, long statedMax, long loseLo, String name) {
        if (request.heaps().isPresent()) {
            int n = request.heaps().getAsInt();
            if (n < lo || n > statedMax) {
                throw new GenerationRefused("--heaps " + n + " is outside " + format + "'s stated limit "
                        + Validation.range(name, lo, statedMax));
            }
            return n;
        }
        long from = verdict() == Outcome.P ? Math.max(lo, loseLo) : lo;
        long to = Math.max(from, Math.min(statedMax, DEFAULT_MAX_COUNT));
        return (int) random.between(from, Math.min(to, statedMax));
    }

    /** The largest heap: as asked, within {@code lo..statedMax}, else {@code fallback}. */
    long max(long lo, long statedMax, long fallback, String name) {
        long v = request.max().orElse(fallback);
        if (v < lo || v > statedMax) {
            throw new GenerationRefused("--max " + v + " is outside " + format + "'s stated limit "
                    + Validation.range(name, lo, statedMax));
        }
        return v;
    }

    /** {@code n} Nim heaps in {@code lo..hi} with the verdict, or with one winning move when asked. */
    long[] nim(int n, long lo, long hi) {
        try {
            if (request.uniqueWinningMove()) {
                return RandomSums.nimWithOneWinningMove(n, lo, hi, random);
            }
            return RandomSums.of(HeapPicker.identity(lo, hi), n, verdict(), random);
        } catch (IllegalArgumentException e) {
            throw new GenerationRefused(format + ": " + e.getMessage());
        }
    }

    /**
     * A single-case Nim input: a count in {@code 1..maxCount} and that many heaps in
     * {@code 1..maxHeap} (or {@code --max}), each on its line.
     */
    void nimCase(String count, int maxCount, String heap, long maxHeap) throws IOException {
        oneCase();
        int n = heaps(1, maxCount, 2, count);
        long[] heaps = nim(n, 1, max(1, maxHeap, maxHeap, heap));
        line(n);
        line(heaps);
    }

    /**
     * A position of heaps of one picker with the verdict: as many as asked, within
     * {@code lo..statedMax}, else a count drawn as {@link #heaps} does. A count drawn (not asked)
     * for which no such position exists, say an odd number of split heaps asked to lose, is
     * followed by the next counts, a few, before the request is refused.
     */
    long[] position(HeapPicker picker, long lo, long statedMax, String name) {
        int n = heaps(lo, statedMax, lo, name);
        for (int more = 0; ; more++) {
            try {
                return RandomSums.of(Collections.nCopies(n + more, picker), verdict(), random);
            } catch (IllegalArgumentException e) {
                if (request.heaps().isPresent() || more == 3 || n + more + 1 > statedMax) {
                    throw new GenerationRefused(format + ": " + e.getMessage());
                }
            }
        }
    }

    /** {@code n} heaps of one picker with the verdict. */
    long[] sum(HeapPicker picker, int n) {
        return sum(Collections.nCopies(n, picker));
    }

    /** One heap from each picker, with the verdict. */
    long[] sum(List<? extends HeapPicker> pickers) {
        try {
            return RandomSums.of(pickers, verdict(), random);
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
