package io.github.grundy.core.rule;

import io.github.grundy.core.game.HeapRuns;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.OptionSink;
import java.util.Arrays;

/**
 * A rule with its parameters' values: the moves of its game. Each position's options are the
 * rule evaluated there, exactly and within the bound of steps; an option with a negative heap or
 * coordinate is an error naming the position.
 *
 * <p>Immutable and thread-safe: each thread evaluates in a {@link Frame} of its own, kept from
 * position to position (an evaluation within another takes a new one).
 *
 * @since SPI version 2
 */
public final class BoundRule implements HeapRuns {

    private final Rule rule;
    private final long[] constants;
    private final long maxSteps;
    private final String stepsName;
    /** A frame per thread, used position after position: no allocation per position. */
    private final ThreadLocal<Frame> frames;
    /**
     * The frame last taken from {@link #frames}, for the thread that owns it (the thread-local
     * lookup was a fifth of a heap's time in the subtraction rule); another thread finds it is
     * not its own and looks up its own. Volatile, so that a thread that reads it sees it whole.
     */
    private volatile Frame last;
    /** The rule's code and its heap's slot (-1 for a coordinate rule), at hand for each heap. */
    private final Code.Items options;
    private final int heapSlot;
    /** The game's name in front of its errors' places ({@link #named}); null for none. */
    private final String name;
    /** How many numbers a position has: the rule's coordinates, or a vector rule's heaps ({@link #atWidth}; 0 before). */
    private final int width;

    /** A heap rule's least heap ({@code n >= 1 ->}): a heap below it has no move, and is never evaluated. */
    private final long least;

    /** The octal code the rule is by its form ({@link CodeForm}), or null. */
    private final String codeForm;

    BoundRule(Rule rule, long[] constants, long maxSteps, String stepsName, long least, String codeForm) {
        this(rule, constants, maxSteps, stepsName, null, rule.coordinates(), least, codeForm);
    }

    private BoundRule(Rule rule, long[] constants, long maxSteps, String stepsName, String name, int width,
            long least, String codeForm) {
        this.least = least;
        this.codeForm = codeForm;
        this.name = name;
        this.width = width;
        this.rule = rule;
        this.constants = constants;
        this.maxSteps = maxSteps;
        this.stepsName = stepsName;
        this.frames = ThreadLocal.withInitial(() -> rule.frame(constants, maxSteps, stepsName));
        this.options = rule.options();
        this.heapSlot = rule.coordinates() == 1 && !rule.vector() ? rule.coordinateSlots()[0] : -1;
    }

    /** The thread's frame, or a new one when it is in use (an evaluation within another). */
    private Frame acquire() {
        Frame f = last;
        if (f == null || f.owner != Thread.currentThread()) {
            f = frames.get();
            last = f;
        }
        if (f.busy) {
            f = rule.frame(constants, maxSteps, stepsName);
        } else {
            f.reset();
        }
        f.busy = true;
        return f;
    }

    /**
     * The rule this binds.
     *
     * @return the rule
     */
    public Rule rule() {
        return rule;
    }

    /**
     * The options of heap {@code heap} of a heap rule, in the order the rule lists them; the
     * array handed to the sink is reused.
     *
     * @param heap the heap moved from
     * @param sink receives each option: the heaps it leaves
     * @throws RuleException for an evaluation that is not exact, or an option with a heap that is
     *                       negative or not smaller than {@code heap}
     * @throws LimitExceededException past the bound of steps
     */
    /**
     * The least heap of a heap rule: 0, or the domain it declares ({@code n >= 1 -> ...}).
     *
     * @return the least heap; a heap below it has no option, the rule not evaluated there
     */
    public long leastHeap() {
        return least;
    }

    /**
     * The octal code this heap rule is by its form, at every heap (docs/rules.md: a sum of lists
     * such as {@code [(a, n - c - a) for a in 0..n - c]}), so that the code's periodicity theorem
     * holds for its values.
     *
     * @return the code, {@code 0.77}, or empty for a rule of another form
     */
    public java.util.Optional<String> codeForm() {
        return java.util.Optional.ofNullable(codeForm);
    }

    @Override
    public void forEachOption(long heap, OptionSink sink) {
        if (heap < least) {
            return;
        }
        Frame f = acquireForHeaps();
        f.slots[heapSlot] = heap;
        HeapOptions options = f.heapOptions;
        options.heap = heap;
        options.sink = sink;
        try {
            runChecked(f, heap, null, options);
        } finally {
            options.sink = null;
        }
    }

    /**
     * The options of heaps {@code from} to {@code to} of a heap rule, in one call: the frame, its
     * sink and the guard that names a failing heap taken once, not once a heap (the subtraction
     * rule's table spent most of its time there, 3 options a heap). Each heap's evaluation has its
     * own bound of steps, as in {@link #forEachOption(long, OptionSink)}.
     *
     * @param from the first heap
     * @param to   the last heap
     * @param sink receives each heap's start, options and end
     * @throws RuleException for an evaluation that is not exact, or an option that is no smaller heap
     * @throws LimitExceededException past the bound of steps at a heap
     */
    @Override
    public void forEachOptionOfRun(long from, long to, RunSink sink) {
        Frame f = acquireForHeaps();
        HeapOptions options = f.heapOptions;
        options.sink = sink;
        long heap = from;
        try {
            for (; heap <= to; heap++) {
                if (heap < least) {
                    // Below the domain: no move, the rule not evaluated (a divisor game's heap 0).
                    sink.start(heap);
                    sink.end(heap);
                    continue;
                }
                f.reset();
                f.slots[heapSlot] = heap;
                options.heap = heap;
                sink.start(heap);
                this.options.run(f, options);
                sink.end(heap);
                if (heap == to) {
                    break; // heap++ would pass 2^63 - 1 and wrap when to is the largest heap
                }
            }
        } catch (EvaluationFailure | Frame.StepsExceeded e) {
            throw failure(e, heap, null);
        } finally {
            options.sink = null;
            f.busy = false;
        }
    }

    /** The thread's frame for a heap rule, its sink of options made at the first use. */
    private Frame acquireForHeaps() {
        if (heapSlot < 0) {
            throw new IllegalStateException("a rule of " + (rule.vector() ? "a vector" : rule.coordinates()
                    + " coordinates") + " has no heap of its own");
        }
        Frame f = acquire();
        if (f.heapOptions == null) {
            f.heapOptions = new HeapOptions(this, f.options);
        }
        return f;
    }

    /** Smaller heaps only: the values are tabled bottom-up, and play must end. */
    RuleException notAnOption(long heap, long[] values, int length, int i) {
        return new RuleException(rule.source(), rule.arrowAt(), "the option " + (length == 1
                ? Long.toString(values[0]) : tuple(values, 0, length)) + (values[i] < 0 ? " has a negative heap"
                : " has a heap not smaller than " + heap + ": a heap's options are smaller heaps"))
                .at("heap " + heap);
    }

    /**
     * The options of {@code position} of a coordinate rule: each option's positions, their
     * coordinates one after another (k numbers a position), in the order the rule lists them;
     * each option a new array, which the sink may keep.
     *
     * @param position the position's coordinates, as many as the rule has
     * @param sink     receives each option
     * @throws RuleException for an evaluation that is not exact, or an option with a negative coordinate
     * @throws LimitExceededException past the bound of steps
     */
    public void forEachOption(long[] position, OptionSink sink) {
        forEachOptionInPlace(position, (values, length) -> sink.accept(Arrays.copyOf(values, length)));
    }

    /**
     * {@link #forEachOption(long[], OptionSink)} without the copy: each option is the first
     * {@code length} numbers of a buffer the next option overwrites, for a caller that reads an
     * option's points and keeps none (the mex of a point whose options are all valued).
     */
    void forEachOptionInPlace(long[] position, Code.Sink sink) {
        forEachItemInPlace(position, sink, true);
    }

    /**
     * The items of a coordinate rule's list at {@code position} in place, as it evaluates,
     * unchecked: for a sink that looks each item's points up and gives up at one not valued
     * (a negative coordinate never is), so that the walk, which checks, says what is wrong. One
     * call less an option than {@link #forEachOptionInPlace}: on the native binary, where no
     * profile inlines the sinks into the rule's loops, a fifth of Wythoff's grid.
     *
     * @throws IllegalStateException for a vector rule, whose items' lengths must be checked
     */
    void forEachPointInPlace(long[] position, Code.Sink sink) {
        if (rule.vector()) {
            throw new IllegalStateException("a vector rule's options are checked for their length");
        }
        forEachItemInPlace(position, sink, false);
    }

    private void forEachItemInPlace(long[] position, Code.Sink sink, boolean checked) {
        int k = width;
        if (position.length != k) {
            throw new IllegalArgumentException("a position of this rule has " + k + " coordinates, given "
                    + position.length);
        }
        Frame f = acquire();
        if (rule.vector()) {
            System.arraycopy(position, 0, f.vector, 0, k);
            f.vectorLength = k;
        } else {
            for (int i = 0; i < k; i++) {
                f.slots[rule.coordinateSlots()[i]] = position[i];
            }
        }
        if (!checked) {
            runChecked(f, 0, position, sink);
            return;
        }
        PointOptions options = f.pointOptions;
        if (options == null) {
            options = new PointOptions(this);
            f.pointOptions = options;
        }
        options.position = position;
        options.sink = sink;
        try {
            runChecked(f, 0, position, options);
        } finally {
            options.position = null;
            options.sink = null;
        }
    }

    /**
     * The sink of a coordinate or vector rule's items: checks each is an option (no negative
     * coordinate; a vector rule's, as long as the position), and hands it over in place. One a
     * frame, reused; its errors are built elsewhere, so that it stays small enough for the JIT to
     * inline it into the rule's loops (as a lambda with its messages it was compiled on its own,
     * a call per option).
     */
    static final class PointOptions implements Code.Sink {
        private final BoundRule bound;
        private final boolean vector;
        long[] position;
        Code.Sink sink;

        PointOptions(BoundRule bound) {
            this.bound = bound;
            this.vector = bound.rule.vector();
        }

        @Override
        public boolean accept(long[] values, int length) {
            if (vector && length != position.length) {
                throw bound.notAnOption(position, values, length);
            }
            long any = 0;
            for (int i = 0; i < length; i++) {
                any |= values[i];
            }
            // One test for all: the sign bit of their or is set iff one is negative.
            if (any < 0) {
                throw bound.notAnOption(position, values, length);
            }
            return sink.accept(values, length);
        }
    }

    /** An item of a coordinate or vector rule that is no option of {@code position}: a negative coordinate, or (a vector's) another length. */
    private RuleException notAnOption(long[] position, long[] values, int length) {
        int k = position.length;
        String why = rule.vector() && length != k ? " has " + length + (length == 1 ? " heap" : " heaps")
                + ", the position " + k + ": a vector rule's move keeps the number of heaps (a heap may become 0)"
                : " has a negative coordinate";
        return new RuleException(rule.source(), rule.arrowAt(), "the option " + tuple(values, 0, length) + why)
                .at(where(0, position));
    }

    /** The rule's list at heap {@code heap} as it evaluates, each item flattened, unchecked (for tests of the language). */
    void forEachItem(long heap, OptionSink sink) {
        forEachItem(heap, (values, length) -> sink.accept(Arrays.copyOf(values, length)));
    }

    /** {@link #forEachItem(long, OptionSink)} in place, to a sink of the language's own (a {@link Code.LineSink}). */
    void forEachItem(long heap, Code.Sink sink) {
        Frame f = acquire();
        f.slots[rule.coordinateSlots()[0]] = heap;
        runChecked(f, heap, null, sink);
    }

    /** Runs the rule in {@code f}, then frees it; an error names the position: {@code heap}, or {@code point} when not null. */
    private void runChecked(Frame f, long heap, long[] point, Code.Sink sink) {
        try {
            options.run(f, sink);
        } catch (EvaluationFailure | Frame.StepsExceeded e) {
            throw failure(e, heap, point);
        } finally {
            f.busy = false;
        }
    }

    /** An evaluation's failure at {@code heap} (or {@code point}, when not null) in the game's words. */
    private RuntimeException failure(RuntimeException e, long heap, long[] point) {
        if (e instanceof EvaluationFailure failure) {
            return new RuleException(rule.source(), failure.offset, failure.getMessage()).at(where(heap, point));
        }
        Frame.StepsExceeded steps = (Frame.StepsExceeded) e;
        return new LimitExceededException("the rule's options of " + where(heap, point) + " take more than "
                + steps.maxSteps + " steps (" + steps.name + ")");
    }

    /**
     * This rule, its errors said of {@code name}'s positions ({@code wythoff: position (3, 4): ...}):
     * for a game that answers with the rule's errors as its own.
     */
    BoundRule named(String gameName) {
        return new BoundRule(rule, constants, maxSteps, stepsName, gameName, width, least, codeForm);
    }

    /** A vector rule's moves for positions of {@code heaps} heaps (each a point of that many coordinates). */
    BoundRule atWidth(int heaps) {
        if (!rule.vector()) {
            throw new IllegalStateException("only a vector rule's positions vary in width");
        }
        return new BoundRule(rule, constants, maxSteps, stepsName, name, heaps, least, codeForm);
    }

    /** How many numbers a position has: the rule's coordinates, or the heaps of a vector rule's positions here. */
    int width() {
        return width;
    }

    private String where(long heap, long[] point) {
        return (name == null ? "" : name + ": ") + (point == null ? "heap " + heap
                : "position " + tuple(point, 0, point.length));
    }

    /** {@code values[from..to)} as messages write a tuple, {@code (3, 5)}. */
    static String tuple(long[] values, int from, int to) {
        StringBuilder s = new StringBuilder("(");
        for (int i = from; i < to; i++) {
            s.append(i > from ? ", " : "").append(values[i]);
        }
        return s.append(')').toString();
    }
}
