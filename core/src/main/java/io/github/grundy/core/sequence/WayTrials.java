package io.github.grundy.core.sequence;

/**
 * Which of its two ways the stored engine takes on several threads ({@link StoredRareCommon}): on
 * every thread (side by side in lanes, or in blocks) or one heap after another, as trials of
 * both find faster ({@link EngineThreads#trialHeaps()}). Both ways compute the same values, so
 * the engine may switch between any two heaps; which is faster depends on the code, on how far the
 * table is, and on what else the machine runs (a busy machine stalls every round on a thread that
 * is not running), so it is measured, not guessed.
 */
final class WayTrials {

    /** A way to compute heaps {@code from..to}. */
    interface Way {
        void compute(long from, long to);
    }

    private final EngineThreads plan;
    /**
     * The first heap of the next trial; the first a few blocks' worth of heaps into the parallel
     * way, so that on the JVM both ways are compiled when they are first compared.
     */
    private long next;
    /** Whether the last trial found heap by heap faster. */
    private boolean oneFaster;
    private long trials;
    private long oneTrials;

    WayTrials(EngineThreads plan) {
        this.plan = plan;
        this.next = 8 * plan.parallelFrom();
    }

    /** Whether a trial starts at heap {@code n}. */
    boolean due(long n) {
        return plan.trialHeaps() > 0 && n >= next;
    }

    /** The last heap to compute the way the last trial chose, up to {@code last}. */
    long stretchEnd(long last) {
        return plan.trialHeaps() == 0 ? last : Math.min(last, next - 1);
    }

    /** Whether the last trial found one heap after another faster. */
    boolean oneFaster() {
        return oneFaster;
    }

    long trials() {
        return trials;
    }

    long oneTrials() {
        return oneTrials;
    }

    /**
     * A trial of both ways from heap {@code n}, a trial's heaps each: on every thread, then one
     * heap after another (the threads ended first); the faster computes the heaps up to the next
     * trial. A trial that {@code last} cuts short decides nothing: the next fill tries again.
     */
    void trial(long n, long last, Way parallel, Runnable endThreads, Way one) {
        long mid = Math.min(last, n + plan.trialHeaps() - 1);
        long began = System.nanoTime();
        parallel.compute(n, mid);
        long between = System.nanoTime();
        long end = Math.min(last, mid + plan.trialHeaps());
        if (end - mid < plan.trialHeaps()) {
            return;
        }
        endThreads.run();
        one.compute(mid + 1, end);
        long ended = System.nanoTime();
        // Time a heap, both ranges the same length: the faster way is the one that took less.
        oneFaster = ended - between < between - began;
        trials++;
        if (oneFaster) {
            oneTrials++;
        }
        // Trials close together at first, then a quarter of the table apart, up to the most: the
        // first ones find the JVM's compiler still at work on one way or the other.
        next = end + 1 + Math.max(2L * plan.trialHeaps(), Math.min(end / 4,
                (long) plan.trialHeaps() * EngineThreads.TRIALS_APART));
    }
}
