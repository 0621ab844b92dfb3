package io.github.grundy.cli.survey;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.Progress;
import io.github.grundy.core.sequence.ThreadShare;
import io.github.grundy.core.survey.CodePattern;
import io.github.grundy.core.survey.MisereRow;
import io.github.grundy.core.survey.SurveyRow;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The codes of a survey's part computed on {@code jobs} threads, each finished code's line
 * appended to the part file at once (so a stop keeps it), and the lines given back in the
 * patterns' order.
 */
public final class SurveyRun {

    /**
     * The survey's codes in the patterns' order, each once. A code written as the same game as
     * another ({@code 0.10}) is listed as such, and that game ({@code 0.1}) is computed in its place
     * unless the list has it already. With {@code hexadecimal}, every {@code ?} is any digit 0-F.
     */
    static List<CodePattern.Entry> codes(List<String> patterns, boolean hexadecimal) {
        Map<String, CodePattern.Entry> byCode = new LinkedHashMap<>();
        for (String p : patterns) {
            for (CodePattern.Entry e : new CodePattern(p, hexadecimal).expand()) {
                byCode.putIfAbsent(key(e), e);
                if (e.sameAs().isPresent()) {
                    String canonical = e.code().toString();
                    byCode.putIfAbsent(canonical, new CodePattern.Entry(canonical, e.code(), Optional.empty()));
                }
            }
        }
        return new ArrayList<>(byCode.values());
    }

    /** A skipped code as its line names it: upper-case digits, with the 0 before a leading point. */
    static String written(CodePattern.Entry e) {
        String w = e.written().toUpperCase();
        return w.startsWith(".") ? "0" + w : w;
    }

    /**
     * Part {@code shard} of {@code shards}: the codes whose place in the list, counted from 0, is
     * {@code shard - 1} modulo {@code shards}. The place, not the work, decides, so every part
     * knows its codes alone; taking every N-th spreads the slow codes of a family across parts.
     */
    static List<CodePattern.Entry> shard(List<CodePattern.Entry> codes, int shard, int shards) {
        List<CodePattern.Entry> out = new ArrayList<>();
        for (int i = shard - 1; i < codes.size(); i += shards) {
            out.add(codes.get(i));
        }
        return out;
    }

    private SurveyRun() {
    }

    /**
     * Computes the codes not in {@code done} (to {@code reach}, and in misère play as {@code misere}
     * asks), appending each line to {@code part} (if any) when it is finished.
     *
     * @return every code's line, {@code done} or new, in the order of {@code codes}
     */
    static List<SurveyLine> run(Console console, List<CodePattern.Entry> codes, long reach,
            Optional<MisereBounds> misere, int jobs, ThreadShare share, Map<String, SurveyLine> done,
            SurveyParts.Appender part)
            throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(jobs, r -> {
            Thread t = new Thread(r, "grundy-survey");
            t.setDaemon(true);
            return t;
        });
        Progress progress = Progress.lines(console);
        long began = System.nanoTime();
        AtomicInteger finished = new AtomicInteger();
        int todo = (int) codes.stream().filter(e -> !done.containsKey(key(e))).count();
        List<Future<SurveyLine>> lines = new ArrayList<>();
        try {
            for (CodePattern.Entry e : codes) {
                SurveyLine before = done.get(key(e));
                if (before != null) {
                    lines.add(CompletableFuture.completedFuture(before));
                    continue;
                }
                lines.add(pool.submit(() -> {
                    SurveyLine line;
                    share.enter();
                    try {
                        line = line(e, reach, misere, share);
                    } finally {
                        share.leave();
                    }
                    if (part != null) {
                        part.append(line);
                    }
                    int n = finished.incrementAndGet();
                    synchronized (progress) {
                        double seconds = Math.max(1e-3, (System.nanoTime() - began) / 1e9);
                        progress.show(String.format(Locale.ROOT, "survey: %d of %d codes, %.2f codes/s, last %s", n, todo,
                                n / seconds, line.code()));
                    }
                    return line;
                }));
            }
            List<SurveyLine> out = new ArrayList<>();
            for (Future<SurveyLine> f : lines) {
                out.add(f.get());
            }
            return out;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
            synchronized (progress) {
                progress.clear();
            }
        }
    }

    /** The key a code's line has in a part file. */
    static String key(CodePattern.Entry e) {
        return e.sameAs().isPresent() ? written(e) : e.code().toString();
    }

    private static SurveyLine line(CodePattern.Entry e, long reach, Optional<MisereBounds> misere, ThreadShare share) {
        if (e.sameAs().isPresent()) {
            return new SurveyLine.Skipped(written(e), e.sameAs().get());
        }
        long start = System.nanoTime();
        SurveyRow row = SurveyRow.of(e.code(), reach, share);
        Optional<MisereRow> m = misere.map(a -> MisereRow.of(e.code(), a.reach(), a.maxQuotient()));
        return new SurveyLine.Computed(row, m, OptionalDouble.of((System.nanoTime() - start) / 1e9));
    }
}
