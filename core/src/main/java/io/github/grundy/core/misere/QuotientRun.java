package io.github.grundy.core.misere;

import io.github.grundy.core.game.HeapMoves;
import io.github.grundy.core.period.Period;
import io.github.grundy.core.period.PeriodCriterion;
import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A misère quotient computed heap by heap under the caller's control: for a long run that shows
 * its progress, stops at a time limit and saves its state to go on from later
 * ({@link #state()}, {@link #resumed}). {@link MisereQuotient#of} is a run to the end.
 *
 * <p>Each {@link #next()} is all or nothing: when it throws (a limit, a cancellation), the run is
 * as it was, and its {@link #quotient()} and {@link #state()} are those of the heaps before.
 *
 * @since SPI version 2
 */
public final class QuotientRun {

    /** The layout of {@link #state()}, its first int; a state of another layout is refused. */
    private static final int STATE_VERSION = 1;

    private final QuotientSearch search;
    private final PeriodCriterion criterion;
    private Optional<MisereQuotient.Proof> proof = Optional.empty();

    private QuotientRun(QuotientSearch search, PeriodCriterion criterion) {
        this.search = search;
        this.criterion = criterion;
    }

    /**
     * A run of the quotient of {@code game}'s heaps, at heap 0.
     *
     * @param game        its options are all that is read (options are sums of smaller heaps)
     * @param maxElements the most elements a candidate quotient may have once reduced
     * @param limitName   how the limit is named in a message, e.g. {@code --max-quotient=4096}
     * @return the run; no period is ever proved for it
     */
    public static QuotientRun of(HeapMoves game, int maxElements, String limitName) {
        return new QuotientRun(new QuotientSearch(Objects.requireNonNull(game, "game"), maxElements,
                Objects.requireNonNull(limitName, "limitName")), null);
    }

    /**
     * A run of the quotient of the take-and-break game {@code code}, at heap 0: its
     * {@link #proof()} is found as soon as the heaps computed prove a period of {@code Φ} (for a
     * finite code without {@code !}).
     *
     * @param code        the game
     * @param maxElements the most elements a candidate quotient may have once reduced
     * @param limitName   how the limit is named in a message, e.g. {@code --max-quotient=4096}
     * @return the run
     */
    public static QuotientRun of(TakeBreakCode code, int maxElements, String limitName) {
        Objects.requireNonNull(code, "code");
        return new QuotientRun(new QuotientSearch(code, maxElements, Objects.requireNonNull(limitName, "limitName")),
                code.periodCriterion().orElse(null));
    }

    /**
     * The largest heap computed.
     *
     * @return 0 at the start, then one more after each {@link #next()}
     */
    public int lastHeap() {
        return search.heaps - 1;
    }

    /**
     * Adds the next heap: the quotient kept (an element stands for it) or grown.
     *
     * @throws io.github.grundy.core.game.LimitExceededException if a candidate needs more than the
     *         run's limit of elements, or does not fit in memory; the run is then as it was
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile;
     *         the run is then as it was
     * @throws IllegalStateException after heap 10^6
     */
    public void next() {
        next(failure -> { });
    }

    /**
     * {@link #next()}, telling {@code failures} of each candidate quotient refuted on the way (none
     * when an element of the quotient stands for the new heap), in the order refuted.
     *
     * @param failures told of each refuted candidate, on this thread
     * @throws io.github.grundy.core.game.LimitExceededException as {@link #next()}
     * @throws java.util.concurrent.CancellationException as {@link #next()}
     * @throws IllegalStateException after heap 10^6
     */
    public void next(Consumer<? super CandidateFailure> failures) {
        Objects.requireNonNull(failures, "failures");
        if (lastHeap() >= 1_000_000) {
            throw new IllegalStateException("a quotient goes to heap 1000000 at most");
        }
        search.next(search.heaps, failures);
        if (criterion != null && proof.isEmpty()) {
            proof = Period.find(search.phi, search.heaps, criterion)
                    .map(found -> MisereQuotient.proof(found, criterion));
        }
    }

    /**
     * Why the quotient holds for every heap, once a period of {@code Φ} is proved.
     *
     * @return the proof, or empty (always empty for a run of {@link #of(HeapMoves, int, String)})
     */
    public Optional<MisereQuotient.Proof> proof() {
        return proof;
    }

    /**
     * {@code |Q|} now.
     *
     * @return the number of elements of the quotient of heaps {@code 0..lastHeap()}
     */
    public int size() {
        return search.mul.size();
    }

    /**
     * The quotient of heaps {@code 0..lastHeap()}, with its proof when there is one.
     *
     * @return the quotient now (it shares nothing the run changes later)
     */
    public MisereQuotient quotient() {
        return new MisereQuotient(search.mul.snapshot(), search.p.clone(), Arrays.copyOf(search.phi, search.heaps),
                search.changes, proof);
    }

    /**
     * The run's state as non-negative ints, for a checkpoint: the heaps' elements, the quotient's
     * generators' rows and tree, its P-portion and where it grew. The game and the limit are not
     * in it: {@link #resumed} is given them again.
     *
     * @return a new array
     */
    public int[] state() {
        RowMonoid m = search.mul;
        int n = m.size();
        int[] gens = m.generators();
        int heaps = search.heaps;
        IntList out = new IntList();
        out.add(STATE_VERSION).add(heaps).add(n).add(gens.length).add(search.changes.size());
        for (int c : search.changes) {
            out.add(c);
        }
        for (int h = 0; h < heaps; h++) {
            out.add(search.phi[h]);
        }
        for (int x = 0; x < n; x++) {
            out.add(search.p[x] ? 1 : 0).add(m.parent(x) + 1).add(m.via(x) + 1);
        }
        for (int g : gens) {
            out.add(g);
            for (int x : m.rows()[g]) {
                out.add(x);
            }
        }
        return out.toArray();
    }

    /**
     * {@code run} (a new one, at heap 0) brought to a saved {@link #state()} of a run of the same
     * game.
     *
     * @param run   a new run of the game the state was saved from
     * @param state a state that {@link #state()} made
     * @return {@code run}, at the saved heap
     * @throws IllegalArgumentException if {@code state} is not one {@link #state()} makes (of
     *         another layout, cut short, or its numbers out of range); the run is then unchanged
     */
    public static QuotientRun resumed(QuotientRun run, int[] state) {
        if (run.lastHeap() != 0) {
            throw new IllegalArgumentException("only a new run is resumed");
        }
        Reader r = new Reader(state);
        if (r.next() != STATE_VERSION) {
            throw new IllegalArgumentException("a saved quotient of another layout (not " + STATE_VERSION + ")");
        }
        int heaps = r.range(1, 1_000_001);
        int n = r.range(1, Integer.MAX_VALUE);
        int g = r.range(0, n);
        int c = r.range(0, heaps);
        List<Integer> changes = new ArrayList<>();
        for (int i = 0; i < c; i++) {
            changes.add(r.range(1, heaps - 1));
        }
        int[] phi = new int[Math.max(16, 2 * heaps)];
        for (int h = 0; h < heaps; h++) {
            phi[h] = r.range(0, n - 1);
        }
        boolean[] p = new boolean[n];
        int[] parent = new int[n];
        int[] via = new int[n];
        for (int x = 0; x < n; x++) {
            p[x] = r.range(0, 1) == 1;
            parent[x] = r.range(0, x) - 1;
            via[x] = r.range(0, g) - 1;
            if (x > 0 && (parent[x] < 0 || via[x] < 0)) {
                throw new IllegalArgumentException("a saved quotient whose element " + x + " is reached from nowhere");
            }
        }
        int[] gens = new int[g];
        int[][] rows = new int[n][];
        for (int j = 0; j < g; j++) {
            gens[j] = r.range(0, n - 1);
            int[] row = new int[n];
            for (int x = 0; x < n; x++) {
                row[x] = r.range(0, n - 1);
            }
            rows[gens[j]] = row;
        }
        r.end();
        RowMonoid m = new RowMonoid(rows, gens, parent, via);
        for (int h = 1; h < heaps; h++) {
            m.row(phi[h]);
        }
        // The options of heaps 1..heaps-1 are the game's: read again, not saved.
        QuotientSearch s = run.search;
        s.resume(m, p, phi, heaps, changes);
        if (run.criterion != null) {
            run.proof = Period.find(s.phi, s.heaps, run.criterion)
                    .map(found -> MisereQuotient.proof(found, run.criterion));
        }
        return run;
    }

    /** A growing int array. */
    private static final class IntList {
        private int[] a = new int[256];
        private int n;

        IntList add(int x) {
            if (n == a.length) {
                a = Arrays.copyOf(a, 2 * n);
            }
            a[n++] = x;
            return this;
        }

        int[] toArray() {
            return Arrays.copyOf(a, n);
        }
    }

    /** Reads a state, each number checked to be in its range. */
    private static final class Reader {
        private final int[] a;
        private int i;

        Reader(int[] a) {
            this.a = a;
        }

        int next() {
            if (i == a.length) {
                throw new IllegalArgumentException("a saved quotient cut short");
            }
            return a[i++];
        }

        int range(int lo, int hi) {
            int x = next();
            if (x < lo || x > hi) {
                throw new IllegalArgumentException("a saved quotient with a number out of range (" + x + " at "
                        + (i - 1) + ", expected " + lo + ".." + hi + ")");
            }
            return x;
        }

        void end() {
            if (i != a.length) {
                throw new IllegalArgumentException("a saved quotient with " + (a.length - i) + " numbers too many");
            }
        }
    }
}
