package io.github.grundy.core.loader;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.period.PeriodProof;
import java.util.Optional;

/**
 * A plugin's heap game whose failures are the plugin's ({@link Guard}). Every method delegates,
 * so the plugin's own overrides answer; each call is one try block, which costs nothing until
 * something is thrown (the nim-sum loop over 10^6 heaps calls {@link #grundy} once a heap).
 */
final class GuardedHeapGame implements HeapGame {

    private final HeapGame game;
    private final Guard guard;

    GuardedHeapGame(HeapGame game, Guard guard) {
        this.game = game;
        this.guard = guard;
    }

    private static String on(long heap) {
        return "on heap " + heap;
    }

    @Override
    public String describe() {
        try {
            return game.describe();
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure("describing its game", e);
        }
    }

    @Override
    public long grundy(long heap) {
        try {
            return game.grundy(heap);
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure(on(heap), e);
        }
    }

    @Override
    public void checkHeap(long heap) {
        try {
            game.checkHeap(heap);
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure(on(heap), e);
        }
    }

    @Override
    public HeapGame prepare(long maxHeap) {
        HeapGame prepared;
        try {
            prepared = game.prepare(maxHeap);
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure("preparing heaps up to " + maxHeap, e);
        }
        if (prepared == null) {
            throw new PluginFailure(guard.variant(), guard.source(), "preparing heaps up to " + maxHeap,
                    "prepare() returned null", null);
        }
        return prepared == game ? this : new GuardedHeapGame(prepared, guard);
    }

    @Override
    public Optional<PeriodProof> periodProof() {
        try {
            return game.periodProof();
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure("giving its period", e);
        }
    }

    @Override
    public Optional<String> closedForm() {
        try {
            return game.closedForm();
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure("giving its closed form", e);
        }
    }

    @Override
    public long worthItselfUpTo() {
        try {
            return game.worthItselfUpTo();
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure("giving the heaps worth themselves", e);
        }
    }

    @Override
    public java.util.OptionalLong largestTake() {
        try {
            return game.largestTake();
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure("giving its largest take", e);
        }
    }

    @Override
    public Optional<HeapGame> resumedFrom(int[] values) {
        Optional<HeapGame> resumed;
        try {
            resumed = game.resumedFrom(values);
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure("resuming from a checkpoint", e);
        }
        return resumed.map(g -> g == game ? this : new GuardedHeapGame(g, guard));
    }

    @Override
    public long maxGrundyHeap() {
        try {
            return game.maxGrundyHeap();
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure("giving the end of its table", e);
        }
    }

    @Override
    public Outcome outcome(long heap) {
        Outcome outcome;
        try {
            outcome = game.outcome(heap);
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure(on(heap), e);
        }
        if (outcome == null) {
            throw new PluginFailure(guard.variant(), guard.source(), on(heap), "outcome() returned null", null);
        }
        return outcome;
    }

    @Override
    public String describeMove(long heap, long[] option) {
        try {
            return game.describeMove(heap, option);
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure("describing a move " + on(heap), e);
        }
    }

    @Override
    public String componentNoun() {
        try {
            return game.componentNoun();
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure("naming its components", e);
        }
    }

    @Override
    public void forEachOption(long heap, OptionSink sink) {
        CallerSink ours = CallerSink.options(heap, sink);
        try {
            game.forEachOption(heap, ours);
        } catch (CallerSink.Failure e) {
            throw e.getCause();
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure("listing the options " + on(heap), e);
        }
    }

    @Override
    public void forEachOptionOfValue(long heap, long value, OptionSink sink) {
        CallerSink ours = CallerSink.options(heap, sink);
        try {
            game.forEachOptionOfValue(heap, value, ours);
        } catch (CallerSink.Failure e) {
            throw e.getCause();
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            throw guard.failure(on(heap), e);
        }
    }

    @Override
    public String toString() {
        return game.toString();
    }
}
