package io.github.grundy.core.play;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.Play;
import io.github.grundy.core.analysis.Analysis;
import io.github.grundy.core.analysis.HeapSumAnalysis;
import io.github.grundy.core.analysis.PositionGameAnalysis;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.Move;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.game.PositionMove;
import io.github.grundy.core.loopy.GeneralizedGrundy;
import io.github.grundy.core.loopy.LoopyHeapGame;
import io.github.grundy.core.misere.MisereSolver;
import io.github.grundy.core.loopy.LoopyPositionAnalysis;
import io.github.grundy.core.sequence.TakeBreakGame;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The perfect opponent of {@code grundy play}, for sums of heaps and for positions of whole-vector
 * games ({@link PositionGame}, a staircase), in normal or misère play:
 *
 * <ul>
 *   <li>winning, it wins: a winning move of the {@link Analysis}; on a graph with cycles, one that
 *       keeps the win finite (Smith 1966): a move of the other player from a vertex {@code v} to a
 *       larger or infinite value is answered in the same component by a move back to {@code v}'s
 *       value at a smaller counter ({@link LoopyHeapGame#counter}, which the labelling guarantees),
 *       and otherwise the winning move chosen is the one to the smallest counter;</li>
 *   <li>in a draw, it keeps the draw (a move of {@link Analysis#drawingMoves});</li>
 *   <li>losing, it resists: the move that leaves the other player the fewest winning replies.</li>
 * </ul>
 */
public final class PerfectPlayer {

    /** Moves weighed when losing: beyond this many, the first ones (a heap may have millions). */
    private static final int WEIGHED = 2000;

    /** Misère play's solver, which keeps what it learns of the games from move to move; null in normal play. */
    private final MisereSolver misere;

    private PerfectPlayer(MisereSolver misere) {
        this.misere = misere;
    }

    /**
     * A player of normal play (the last player to move wins).
     *
     * @return a new player
     */
    public static PerfectPlayer normal() {
        return new PerfectPlayer(null);
    }

    /**
     * A player of misère play, whose analyses look at most {@code maxPositions} (see {@link Analyses#misere}).
     *
     * @param maxPositions the most options or positions one analysis looks at
     * @param limitName    how the limit is called in messages, e.g. {@code --max-positions=1000000}
     * @return a new player, which keeps one {@link MisereSolver} for the whole game
     */
    public static PerfectPlayer misere(long maxPositions, String limitName) {
        return new PerfectPlayer(new MisereSolver(maxPositions, limitName));
    }

    /**
     * A player of {@code play}: {@link #normal()} or {@link #misere(long, String)}.
     *
     * @param play normal or misère play, with misère play's limit
     * @return a new player
     */
    public static PerfectPlayer of(Play play) {
        return play instanceof Play.Misere m
                ? new PerfectPlayer(new MisereSolver(m.maxPositions(), m.limitName(), m.activity())) : normal();
    }

    /**
     * Whether this is misère play.
     *
     * @return true for a player made by {@link #misere(long, String)}
     */
    public boolean misere() {
        return misere != null;
    }

    /**
     * The analysis of {@code sum} in this player's play.
     *
     * @param sum the position, its games prepared
     * @return the normal-play or misère analysis
     * @throws LimitExceededException in misère play, if the analysis needs more than the limit
     */
    public HeapSumAnalysis analyse(HeapSum sum) {
        return misere != null ? misere.analyse(sum) : Analyses.of(sum);
    }

    /**
     * The move chosen, with what is expected of it.
     *
     * @param move     the move
     * @param outcome  the outcome of the position it was chosen in, for the player choosing
     * @param replies  the winning replies it leaves the other player (0 when it wins)
     * @param <M>      the kind of move: {@link HeapMove} or {@link PositionMove}
     */
    public record Choice<M extends Move>(M move, Outcome outcome, long replies) {
    }

    /**
     * The move in a position, which has one.
     *
     * @param a    the position's analysis ({@link #analyse})
     * @param last the other player's move that led to it, if any (answered in its component on a
     *             graph with cycles, so that a won game ends)
     * @return a winning move if there is one; in a draw, one that keeps it; else the move (of the
     *         first {@value #WEIGHED}) that leaves the fewest winning replies
     * @throws IllegalArgumentException if the position has no move
     */
    public Choice<HeapMove> choose(HeapSumAnalysis a, Optional<HeapMove> last) {
        HeapSum sum = a.sum();
        switch (a.outcome()) {
            case N -> {
                return new Choice<>(winning(sum, a, last), Outcome.N, 0);
            }
            case D -> {
                List<HeapMove> keep = a.drawingMoves(1);
                if (!keep.isEmpty()) {
                    return new Choice<>(keep.get(0), Outcome.D, 0);
                }
                return resisting(sum, Outcome.D);
            }
            default -> {
                return resisting(sum, Outcome.P);
            }
        }
    }

    private HeapMove winning(HeapSum sum, Analysis<HeapMove> a, Optional<HeapMove> last) {
        if (last.isPresent()) {
            Optional<HeapMove> back = reversal(sum, last.get());
            if (back.isPresent()) {
                return back.get();
            }
        }
        List<HeapMove> moves = a.list(WEIGHED);
        HeapMove best = moves.get(0);
        long bestCounter = counterAfter(sum, best);
        for (HeapMove m : moves) {
            long c = counterAfter(sum, m);
            if (c >= 0 && (bestCounter < 0 || c < bestCounter)) {
                best = m;
                bestCounter = c;
            }
        }
        return best;
    }

    /** The counter of the vertex a token move on a graph with cycles goes to; -1 for any other move. */
    private static long counterAfter(HeapSum sum, HeapMove m) {
        if (sum.game(m.component()) instanceof LoopyHeapGame g && g.hasCycles() && m.option().length == 1) {
            return g.counter(m.option()[0]);
        }
        return -1;
    }

    /**
     * After the other player moved a token from {@code v} to a vertex of larger or infinite value,
     * the move of that token back to {@code v}'s value at a smaller counter.
     */
    private Optional<HeapMove> reversal(HeapSum sum, HeapMove last) {
        int c = last.component();
        if (c >= sum.size() || last.option().length != 1 || sum.heap(c) != last.option()[0]
                || !(sum.game(c) instanceof LoopyHeapGame g) || !g.hasCycles()) {
            return Optional.empty();
        }
        long from = last.heap();
        long value = g.generalizedValue(from);
        long now = g.generalizedValue(sum.heap(c));
        if (value == GeneralizedGrundy.INFINITE || (now != GeneralizedGrundy.INFINITE && now <= value)) {
            return Optional.empty();
        }
        long counter = g.counter(from);
        long[] to = {-1};
        g.forEachOption(sum.heap(c), option -> {
            if (option.length == 1 && g.generalizedValue(option[0]) == value && g.counter(option[0]) < counter) {
                to[0] = option[0];
                return false;
            }
            return true;
        });
        if (to[0] < 0) {
            return Optional.empty();
        }
        HeapMove back = new HeapMove(c, sum.heap(c), new long[] {to[0]});
        // Only if it still wins (it does when the position before was lost for the other player).
        return analyse(sum.after(back)).outcome() == Outcome.P ? Optional.of(back) : Optional.empty();
    }

    /** Losing (or drawing without a drawing move): the move leaving the fewest winning replies. */
    private Choice<HeapMove> resisting(HeapSum sum, Outcome outcome) {
        List<HeapMove> moves = new ArrayList<>();
        for (int i = 0; i < sum.size() && moves.size() < WEIGHED; i++) {
            for (long[] option : options(sum, i, WEIGHED - moves.size())) {
                moves.add(new HeapMove(i, sum.heap(i), option));
            }
        }
        if (moves.isEmpty()) {
            throw new IllegalArgumentException("the position has no move");
        }
        HeapMove best = null;
        long fewest = Long.MAX_VALUE;
        for (HeapMove m : moves) {
            Analysis<HeapMove> after = analyse(sum.after(m));
            long replies = after.outcome() == Outcome.N ? after.count() : 0;
            if (replies < fewest) {
                best = m;
                fewest = replies;
            }
        }
        return new Choice<>(best, outcome, fewest);
    }

    /**
     * The analysis of a whole-vector position in this player's play.
     *
     * @param game     the game, prepared for {@code position} in normal play (misère play asks
     *                 only its moves)
     * @param position the position, not copied
     * @return the normal-play analysis, or the misère search's
     * @throws IllegalArgumentException where the game gives no outcome (normal play)
     * @throws LimitExceededException   in misère play, if the search needs more than the limit
     */
    public PositionGameAnalysis analyse(PositionGame game, long[] position) {
        return misere != null ? misere.analyse(game, position)
                : LoopyPositionAnalysis.normalPlay(game, position);
    }

    /**
     * The move in a whole-vector position, which has one: a winning move when there is one, else
     * the move (of the first {@value #WEIGHED}) that leaves the other player the fewest winning replies.
     *
     * @param a the position's analysis ({@link #analyse(PositionGame, long[])})
     * @return the move chosen
     * @throws IllegalArgumentException if the position has no move
     */
    public Choice<PositionMove> choose(PositionGameAnalysis a) {
        if (a.outcome() == Outcome.N) {
            return new Choice<>(a.first().orElseThrow(), Outcome.N, 0);
        }
        PositionGame game = a.game();
        PositionMove best = null;
        long fewest = Long.MAX_VALUE;
        for (long[] move : moves(game, a.position(), WEIGHED)) {
            long replies = analyse(game, game.play(a.position(), move)).count();
            if (replies < fewest) {
                best = new PositionMove(move);
                fewest = replies;
            }
        }
        if (best == null) {
            throw new IllegalArgumentException("the position has no move");
        }
        return new Choice<>(best, a.outcome(), fewest);
    }

    /**
     * The first {@code limit} moves of a whole-vector position, each its own array, in the game's order.
     *
     * @param game     the game
     * @param position the position moved from
     * @param limit    the most moves returned; none when 0 or less
     * @return the moves' encodings, each a copy
     */
    public static List<long[]> moves(PositionGame game, long[] position, int limit) {
        List<long[]> out = new ArrayList<>();
        if (limit <= 0) {
            return out;
        }
        game.forEachMove(position, move -> {
            out.add(move.clone());
            return out.size() < limit;
        });
        return out;
    }

    /**
     * Whether {@code sum} has any move at all.
     *
     * @param sum the position
     * @return false when no heap has an option: the game is over
     */
    public static boolean hasMove(HeapSum sum) {
        for (int i = 0; i < sum.size(); i++) {
            boolean[] any = {false};
            sum.game(i).forEachOption(sum.heap(i), option -> {
                any[0] = true;
                return false;
            });
            if (any[0]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code option} (a multiset of heaps, in any order) is an option of {@code heap}: a
     * move typed is legal iff it is. Asked among the options of the same Grundy value, so that a
     * heap of 10^18 in Nim is answered at once; on a graph with cycles (infinite values), among all.
     *
     * @param game   the heap's game, prepared
     * @param heap   the heap moved from
     * @param option the heaps a user typed, in any order; not changed
     * @return true if the game has that option; false also for a heap the game refuses or has no
     *         value for
     */
    public static boolean isOption(HeapGame game, long heap, long[] option) {
        if (game instanceof TakeBreakGame takeBreak) {
            // By the code's digit: no listing of a huge heap's options.
            return takeBreak.code().allows(heap, option);
        }
        long[] wanted = option.clone();
        Arrays.sort(wanted);
        boolean[] found = {false};
        OptionSink match = o -> {
            long[] sorted = o.clone();
            Arrays.sort(sorted);
            found[0] = Arrays.equals(sorted, wanted);
            return !found[0];
        };
        if (game instanceof LoopyHeapGame g && g.hasCycles()) {
            game.forEachOption(heap, match);
            return found[0];
        }
        for (long h : wanted) {
            if (h < 0 || h > game.maxGrundyHeap()) {
                return false;
            }
            try {
                game.checkHeap(h);
            } catch (IllegalArgumentException e) {
                return false;
            }
        }
        game.forEachOptionOfValue(heap, game.grundyOfOption(wanted), match);
        return found[0];
    }

    /**
     * The distinct options of component {@code component}, at most {@code limit}, for messages and
     * for {@code moves}.
     *
     * @param sum       the position
     * @param component the component's index, {@code 0 <= component < sum.size()}
     * @param limit     the most options returned, at least 1
     * @return the options in the game's order, each a copy
     */
    public static List<long[]> options(HeapSum sum, int component, int limit) {
        List<long[]> out = new ArrayList<>();
        sum.game(component).forEachOption(sum.heap(component), OptionSink.distinct(option -> {
            out.add(option.clone());
            return out.size() < limit;
        }));
        return out;
    }
}
