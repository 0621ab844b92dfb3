package io.github.grundy.bench;

import java.util.concurrent.atomic.AtomicLong;

/**
 * How long a value takes to go from one thread to another and back: a measurement, not a
 * benchmark. Two threads take turns incrementing one counter, each waiting (spinning) for the
 * other's increment; a round trip is two turns. Heaps side by side in lanes
 * ({@code core.sequence.HeapLanes}) pass one value to the other core at every heap, so this is the
 * floor under what two lanes cost a heap. {@code java -cp bench/target/benchmarks.jar
 * io.github.grundy.bench.CoreToCore [ROUND_TRIPS]} prints the mean round trip of three runs in
 * turn (the first includes the JIT's warm-up).
 */
public final class CoreToCore {

    private CoreToCore() {
    }

    /**
     * Prints the measurement.
     *
     * @param args the round trips of a run, 20,000,000 by default
     * @throws InterruptedException if interrupted while waiting for the other thread
     */
    public static void main(String[] args) throws InterruptedException {
        long trips = args.length > 0 ? Long.parseLong(args[0]) : 20_000_000L;
        for (int run = 0; run < 3; run++) {
            AtomicLong turn = new AtomicLong();
            Thread other = new Thread(() -> take(turn, 1, trips));
            other.start();
            long began = System.nanoTime();
            take(turn, 0, trips);
            other.join();
            System.out.printf("round trip %.1f ns%n", (System.nanoTime() - began) / (double) trips);
        }
    }

    /** Takes the turns {@code first}, {@code first + 2}, … of {@code trips} round trips. */
    private static void take(AtomicLong turn, long first, long trips) {
        for (long t = first; t < 2 * trips; t += 2) {
            while (turn.get() != t) {
                Thread.onSpinWait();
            }
            turn.set(t + 1);
        }
    }
}
