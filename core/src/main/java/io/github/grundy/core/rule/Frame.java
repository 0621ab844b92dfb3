package io.github.grundy.core.rule;

import io.github.grundy.core.game.Cancellation;

/**
 * The state of one evaluation of a rule at one position: the values of its names (slots), a
 * buffer per list for the item being made, and the steps taken against the bound. A thread keeps
 * one and uses it for position after position ({@link BoundRule}); an evaluation within another
 * takes a frame of its own, so a rule's game is safe to use from several threads.
 */
final class Frame {

    final long[] slots;
    /** The thread the frame was made on and is used by ({@link BoundRule}'s frames are per thread). */
    final Thread owner = Thread.currentThread();
    final long[][] buffers;
    /** A vector rule's position: its first {@link #vectorLength} numbers (unused by other rules). */
    final long[] vector = new long[VectorGame.MAX_HEAPS];
    int vectorLength;
    /** The arrays a heap rule's options are handed over in, one per number of heaps (reused, as sinks allow). */
    final long[][] options = new long[8][];
    /** The sink of a heap rule's options, made at the first heap this frame evaluates. */
    HeapOptions heapOptions;
    /** The sink of a coordinate or vector rule's options, made at the first position this frame evaluates. */
    BoundRule.PointOptions pointOptions;
    private final long maxSteps;
    private final String stepsName;
    private long steps;
    /** In use by an evaluation: a nested one (a sink that evaluates the rule again) takes another frame. */
    boolean busy;

    Frame(int slots, int[] bufferWidths, long maxSteps, String stepsName) {
        this.slots = new long[slots];
        this.buffers = new long[bufferWidths.length][];
        for (int i = 0; i < bufferWidths.length; i++) {
            buffers[i] = new long[bufferWidths[i]];
        }
        this.maxSteps = maxSteps;
        this.stepsName = stepsName;
    }

    /**
     * Ready for a new position: no step taken. The constants (parameters, lets of the whole rule)
     * stay in their slots from the frame's making ({@link Rule#frame}): nothing evaluated writes
     * them, and every other slot (a coordinate, a loop's variable, a let within) is written
     * before it is read. Copying them again cost the subtraction rule {1, 3, 4} 8% of its table.
     */
    void reset() {
        steps = 0;
    }

    /**
     * One more step (a loop's turn, an item listed); past the bound, the evaluation stops.
     *
     * @throws StepsExceeded past the bound
     */
    void step() {
        if (++steps > maxSteps) {
            throw new StepsExceeded(maxSteps, stepsName);
        }
        if ((steps & (CHECK_EVERY - 1)) == 0) {
            Cancellation.checkpoint();
        }
    }

    /**
     * One more step, without the check for cancellation: for a loop that checks ahead for its
     * turns ({@link #checkAhead}) and then takes them. A check in every turn, though it came
     * once in 4096, cost the Kayles rule's loop half its time: the volatile read of the thread's
     * flag kept the JIT from keeping anything of the loop in registers.
     *
     * @throws StepsExceeded past the bound
     */
    void countStep() {
        if (++steps > maxSteps) {
            throw new StepsExceeded(maxSteps, stepsName);
        }
    }

    /**
     * {@code n} more steps at once, for a run of turns that a sink took together
     * ({@link Code.LineSink}); the caller first makes sure they are within the bound
     * ({@link #stepsLeft}), so that none is refused that would have been taken turn by turn.
     */
    void countSteps(int n) {
        steps += n;
    }

    /** How many more steps the bound allows. */
    long stepsLeft() {
        return maxSteps - steps;
    }

    /**
     * Checks for cancellation now when {@link #step} would have within the next {@code turns}
     * steps (one in 4096), for a loop that then counts them with {@link #countStep}.
     */
    void checkAhead(long turns) {
        if ((steps & (CHECK_EVERY - 1)) + turns >= CHECK_EVERY) {
            Cancellation.checkpoint();
        }
    }

    /** Steps between two checks for cancellation; a loop checks ahead for at most this many turns. */
    static final int CHECK_EVERY = 0x1000;

    /** An evaluation that took more steps than its bound allows. */
    static final class StepsExceeded extends RuntimeException {
        private static final long serialVersionUID = 1L;

        final long maxSteps;
        final String name;

        StepsExceeded(long maxSteps, String name) {
            super(null, null, false, false);
            this.maxSteps = maxSteps;
            this.name = name;
        }
    }
}
