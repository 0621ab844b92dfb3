package io.github.grundy.core.misere;

import io.github.grundy.core.analysis.Analysis;
import io.github.grundy.core.analysis.PositionGameAnalysis;
import io.github.grundy.core.game.Activity;
import io.github.grundy.core.game.Game;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.NimHeaps;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.loopy.LoopyHeapGame;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.core.sequence.TakeBreakGame;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Sums of heaps in misère play, answered by the first theory that applies (see
 * {@code Analyses.misere}), and whole positions of {@link PositionGame}s, by search; keeping what
 * it learns of each game for the next position: each game's genera, each octal code's quotient
 * (or why it has none here), and the positions searched. The positions of one game of
 * {@code grundy play} are then not worked out from nothing at every move.
 * Games with the same spec ({@link Game#describe()}) are one game. Not thread-safe.
 *
 * @since SPI version 2
 */
public final class MisereSolver {

    /** Heaps and elements at most of a quotient computed here (Kayles' is proved at heap 253 with 40). */
    private static final int QUOTIENT_HEAPS = 2000;
    private static final int QUOTIENT_ELEMENTS = 4096;

    private final long maxPositions;
    private final String limitName;
    private final Activity activity;
    private final Map<String, Genera> genera = new HashMap<>();
    private final Map<TakeBreakCode, MisereQuotient> quotients = new HashMap<>();
    /** Why a code has no quotient here (a limit met): not tried again. */
    private final Map<TakeBreakCode, String> noQuotient = new HashMap<>();
    private MisereSearch.Tree tree;
    /** Each whole-position game's searched positions, by spec. */
    private final Map<String, MisereTree> positionTrees = new HashMap<>();

    /**
     * A solver that has learnt nothing yet.
     *
     * @param maxPositions the most options the genera, and positions the search, may look at
     * @param limitName    how that limit is called in messages ({@code --max-positions=1000000})
     */
    public MisereSolver(long maxPositions, String limitName) {
        this(maxPositions, limitName, Activity.NONE);
    }

    /**
     * A solver that has learnt nothing yet, saying what it tries to {@code activity}.
     *
     * @param maxPositions the most options the genera, and positions the search, may look at
     * @param limitName    how that limit is called in messages ({@code --max-positions=1000000})
     * @param activity     told each theory as it is tried, and how far a search has got
     * @since SPI version 2
     */
    public MisereSolver(long maxPositions, String limitName, Activity activity) {
        if (maxPositions < 1) {
            throw new IllegalArgumentException("maxPositions must be at least 1, found " + maxPositions);
        }
        this.maxPositions = maxPositions;
        this.limitName = Objects.requireNonNull(limitName, "limitName");
        this.activity = Objects.requireNonNull(activity, "activity");
    }

    /**
     * The misère analysis of {@code sum}.
     *
     * @throws IllegalArgumentException if a component's game has cycles (play may never end)
     * @param sum the position, its games prepared
     * @return the analysis by the first theory that applies: Bouton's rule, the genus, the
     *         quotient, or a search
     * @throws LimitExceededException   if the genera or the search need more than the limit
     */
    public MisereAnalysis analyse(HeapSum sum) {
        boolean nim = true;
        for (int i = 0; i < sum.size(); i++) {
            HeapGame game = sum.game(i);
            if (game instanceof LoopyHeapGame l && l.hasCycles()) {
                throw new IllegalArgumentException(game.describe() + ": misere play of a game with cycles"
                        + " (where play may never end) is not supported");
            }
            nim &= game instanceof NimHeaps;
        }
        if (nim) {
            return MisereNim.of(sum);
        }
        activity.report("misere genus of each heap");
        List<Genera> of = new ArrayList<>(sum.size());
        for (int i = 0; i < sum.size(); i++) {
            HeapGame game = sum.game(i);
            of.add(genera.computeIfAbsent(game.describe(), d -> Genera.of(game, maxPositions, limitName)));
        }
        Optional<MisereTame> tame = MisereTame.of(sum, of);
        if (tame.isPresent()) {
            return tame.get();
        }
        String why = whyNotTame(sum, of);
        if (sum instanceof HeapSum.Uniform u && u.game() instanceof TakeBreakGame tb) {
            MisereQuotient q = quotient(tb.code(), sum);
            if (q != null) {
                return MisereByQuotient.of(sum, q);
            }
            why += "; " + whyNoQuotient(tb.code());
        }
        if (tree == null) {
            tree = new MisereSearch.Tree(maxPositions, limitName, activity);
        }
        return MisereSearch.in(tree, sum, why);
    }

    /**
     * The misère analysis of a whole position of {@code game}, by a search of its game tree: no
     * theory adds such a position up from parts. It asks the game for its moves only.
     *
     * @param game     the game (its moves do not need {@link PositionGame#prepare})
     * @param position the position, not copied: it must not change while the analysis is used
     * @return the analysis: outcome and winning moves, and no Grundy value
     * @throws LimitExceededException if the search needs more positions than the limit (the
     *                                message names the game and the limit)
     * @throws io.github.grundy.core.game.GameFailure if a move leads back to a position before it
     *                                (play would never end)
     */
    public PositionGameAnalysis analyse(PositionGame game, long[] position) {
        MisereTree searched = positionTrees.computeIfAbsent(game.describe(),
                d -> MiserePositionSearch.tree(game, maxPositions, limitName, activity));
        return MiserePositionSearch.in(searched, game, position);
    }

    /**
     * The quotient of {@code code} that answers every heap of {@code sum} (proved, or computed far
     * enough), computed once per code and again only to go further; null when there is none here
     * ({@link #whyNoQuotient} says why).
     */
    private MisereQuotient quotient(TakeBreakCode code, HeapSum sum) {
        long largest = 0;
        for (int i = 0; i < sum.size(); i++) {
            largest = Math.max(largest, sum.heap(i));
        }
        MisereQuotient known = quotients.get(code);
        int to = (int) Math.min(largest, QUOTIENT_HEAPS);
        if ((known == null || known.proof().isEmpty() && known.maxHeap() < to) && !noQuotient.containsKey(code)) {
            activity.report("misere quotient up to heap " + to);
            try {
                known = MisereQuotient.of(code, to, QUOTIENT_ELEMENTS, "misere analysis's own limit");
                quotients.put(code, known);
            } catch (LimitExceededException e) {
                noQuotient.put(code, e.getMessage());
            }
        }
        return known != null && (known.proof().isPresent() || largest <= known.maxHeap()) ? known : null;
    }

    private String whyNoQuotient(TakeBreakCode code) {
        MisereQuotient known = quotients.get(code);
        return noQuotient.getOrDefault(code, "its misere quotient is not proved by heap "
                + (known == null ? 0 : known.maxHeap()));
    }

    /** Where the genus theory stopped for {@code sum}: the first component that is not tame, and why. */
    private static String whyNotTame(HeapSum sum, List<Genera> of) {
        for (int i = 0; i < sum.size(); i++) {
            Genera g = of.get(i);
            long heap = sum.heap(i);
            Optional<Genus> genus = g.of(heap);
            if (genus.isEmpty()) {
                return "the genus of heap " + heap + " of " + sum.game(i).describe() + " is not known ("
                        + g.why(heap).orElse("?") + ")";
            }
            if (!g.isTame(heap)) {
                long wild = g.firstWild().orElse(heap);
                return sum.game(i).describe() + " is not tame at heap " + heap + " (genus " + genus.get()
                        + (genus.get().isTame() ? ", but it reaches a wild heap" : "") + ")"
                        + (wild < heap ? "; it is wild from heap " + wild : "");
            }
        }
        throw new IllegalStateException("every component is tame");
    }
}
