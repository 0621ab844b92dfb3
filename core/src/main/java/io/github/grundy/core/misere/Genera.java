package io.github.grundy.core.misere;

import io.github.grundy.core.game.Activity;
import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.NimHeaps;
import io.github.grundy.core.loopy.LoopyHeapGame;
import io.github.grundy.core.normal.MexSet;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * The genera of the heaps of one heap game ({@link Genus}), each from its options' genera: an
 * option that is one heap, or none, has a known genus; an option of several heaps is a sum,
 * whose genus is the tame sum of theirs when every one of them is tame ({@link Genus#plus}) and
 * is not known otherwise (genera of wild games do not add up). A heap with such an option has no
 * genus here, and the reason is kept ({@link #why}).
 *
 * <p>Computed on demand, each heap once, by an iterative depth-first walk over the heaps the
 * asked one reaches (no recursion depth), so a heap game of any move order works. The walk
 * examines at most a given number of options in all; past it, a {@link LimitExceededException}
 * names the limit. Not thread-safe: one per analysis or table.
 */
public final class Genera {

    private final HeapGame game;
    private final long maxOptions;
    private final String limitName;
    private final Map<Long, Genus> known = new HashMap<>();
    private final Map<Long, String> unknown = new HashMap<>();
    /** The heaps with a genus that are not tame: their genus is not, or they reach one that is not. */
    private final Set<Long> wild = new HashSet<>();
    private long examined;
    /** Heaps whose options the walks listed, bounded by the same limit. */
    private long walked;
    private long firstWild = -1;
    /** The heaps with no move, among those decided. */
    private final Set<Long> ends = new HashSet<>();
    /** The search of sums with wild heaps, or null: such a sum's genus is then not known. */
    private final GenusSearch search;
    private final String searchLimitName;
    private final Activity activity;

    /** Genera that search sums with wild heaps when {@code maxPositions > 0}, and not when it is 0. */
    private Genera(HeapGame game, long maxOptions, String limitName, long maxPositions, String positionsName,
            Activity activity) {
        this.game = game;
        this.activity = activity;
        this.maxOptions = maxOptions;
        this.limitName = limitName;
        this.searchLimitName = positionsName;
        this.search = maxPositions == 0 ? null : new GenusSearch(game, new GenusSearch.Heaps() {
            @Override
            public Genus genus(long heap) {
                return known.get(heap);
            }

            @Override
            public boolean wild(long heap) {
                return wild.contains(heap);
            }

            @Override
            public boolean end(long heap) {
                return ends.contains(heap);
            }
        }, maxPositions, activity);
    }

    /**
     * The genera of {@code game}'s heaps, computed looking at most {@code maxOptions} options in all.
     *
     * @param game       the game, prepared for the heaps that will be asked; without cycles
     * @param maxOptions the most options looked at in all, over every heap asked, at least 1
     * @param limitName  how the limit is called in messages ({@code --max-positions=1000000})
     * @return the genera, none computed yet
     * @throws IllegalArgumentException if the game has cycles, or {@code maxOptions < 1}
     */
    public static Genera of(HeapGame game, long maxOptions, String limitName) {
        check(game, maxOptions, limitName);
        return new Genera(game, maxOptions, limitName, 0, null, Activity.NONE);
    }

    /** The arguments both factories take, checked. */
    private static void check(HeapGame game, long maxOptions, String limitName) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(limitName, "limitName");
        if (game instanceof LoopyHeapGame loopy && loopy.hasCycles()) {
            throw new IllegalArgumentException(game.describe() + ": a game with cycles has no genus (play may never end)");
        }
        if (maxOptions < 1) {
            throw new IllegalArgumentException("maxOptions must be at least 1, found " + maxOptions);
        }
    }

    /**
     * The genera of {@code game}'s heaps as {@link #of(HeapGame, long, String)} computes them, and
     * where a heap can become a sum with a wild heap (whose genus is not the sum of theirs), that
     * sum's genus by a search of its positions, each from its options' genera, deciding at most
     * {@code maxPositions} sums in all. A heap whose search ran out of them has no genus, the limit
     * named in {@link #why}.
     *
     * @param game             the game, prepared for the heaps that will be asked; without cycles
     * @param maxOptions       the most options looked at in all, over every heap asked, at least 1
     * @param limitName        how that limit is called in messages
     * @param maxPositions     the most sums the searches may decide in all, at least 1
     * @param positionsName    how that limit is called in messages ({@code --max-positions=1000000})
     * @param activity         told each heap as its genus is sought, and how far a search has got
     * @return the genera, none computed yet
     * @throws IllegalArgumentException if the game has cycles, or a limit is below 1
     */
    public static Genera searching(HeapGame game, long maxOptions, String limitName, long maxPositions,
            String positionsName, Activity activity) {
        check(game, maxOptions, limitName);
        if (maxPositions < 1) {
            throw new IllegalArgumentException("maxPositions must be at least 1, found " + maxPositions);
        }
        return new Genera(game, maxOptions, limitName, maxPositions,
                Objects.requireNonNull(positionsName, "positionsName"), Objects.requireNonNull(activity, "activity"));
    }

    /**
     * The game whose heaps these are.
     *
     * @return the game given to {@link #of}
     */
    public HeapGame game() {
        return game;
    }

    /**
     * The genus of {@code heap}, empty when it cannot be had from its options' genera (see
     * {@link #why}).
     *
     * @param heap a heap of the game
     * @return its genus, or empty
     * @throws IllegalArgumentException if the game refuses the heap ({@link HeapGame#checkHeap})
     * @throws LimitExceededException if that needs more options looked at than the limit
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     */
    public Optional<Genus> of(long heap) {
        game.checkHeap(heap);
        if (game instanceof NimHeaps) {
            // A Nim heap's genus in closed form (a heap of 10^9 in a mixed sum walks nothing).
            return Optional.of(Genus.tame(heap, heap <= 1));
        }
        if (activity != Activity.NONE && !decided(heap)) {
            activity.report("misere genus of heap " + heap);
        }
        walk(heap);
        return Optional.ofNullable(known.get(heap));
    }

    /**
     * Why {@code heap} has no genus here, once {@link #of} found it has none.
     *
     * @param heap a heap already asked of {@link #of}
     * @return the first cause in words (which option is a sum with a wild heap), or empty
     */
    public Optional<String> why(long heap) {
        return Optional.ofNullable(unknown.get(heap));
    }

    /**
     * Whether {@code heap} is tame: it has a genus, its genus is tame, and so is every heap it can
     * reach (tameness is of a game and all its positions: a tame genus with a wild option is not
     * enough, and sums with such a heap do not play like misère Nim).
     *
     * @param heap a heap of the game
     * @return true if the heap and every heap it reaches have a tame genus
     * @throws LimitExceededException as {@link #of}
     */
    public boolean isTame(long heap) {
        return of(heap).isPresent() && !wild.contains(heap);
    }

    /**
     * The smallest heap found so far that is not tame (the game is wild there).
     *
     * @return the heap, or empty when every heap decided so far is tame
     */
    public OptionalLong firstWild() {
        return firstWild < 0 ? OptionalLong.empty() : OptionalLong.of(firstWild);
    }

    /**
     * Decides every heap {@code start} reaches that is not decided yet, deepest first.
     *
     * @throws GameFailure if a heap's options lead back to it (the game breaks its contract)
     */
    private void walk(long start) {
        if (decided(start)) {
            return;
        }
        ArrayDeque<Long> stack = new ArrayDeque<>();
        // Heaps whose options were pushed: in a game whose moves end, those are all decided by the
        // time the heap is back on top, so a heap expanded twice is one its own options lead back to.
        Set<Long> expanded = new HashSet<>();
        stack.push(start);
        while (!stack.isEmpty()) {
            long heap = stack.peek();
            if (decided(heap)) {
                stack.pop();
                continue;
            }
            List<Long> missing = new ArrayList<>();
            long[] listed = {0};
            game.forEachOption(heap, option -> {
                for (long h : option) {
                    if (!decided(h)) {
                        missing.add(h);
                    }
                }
                // One heap of 2^62 has 2^61 options: the limit holds within a heap's listing too.
                if (missing.size() > maxOptions) {
                    throw walkTooLong(start);
                }
                if ((++listed[0] & 0xFFF) == 0) {
                    Cancellation.checkpoint();
                }
                return true;
            });
            if (missing.isEmpty()) {
                decide(heap);
                stack.pop();
            } else {
                // The heaps walked are bounded too: the walk down a huge heap is work that grows
                // with it, all done before a single option is examined.
                if (++walked > maxOptions) {
                    throw walkTooLong(start);
                }
                if (!expanded.add(heap)) {
                    throw new GameFailure("heap " + heap, game.describe() + ": heap " + heap + " can be reached again"
                            + " from its own options, so play from it need not end (a heap game's moves must end)", null);
                }
                for (long h : missing) {
                    stack.push(h);
                }
            }
        }
    }

    /** The limit, passed in the walk down from {@code start}: more heaps to look at than it allows. */
    private LimitExceededException walkTooLong(long start) {
        return new LimitExceededException("the genus of heap " + start + " of " + game.describe()
                + " needs more than " + maxOptions + " heaps looked at (" + limitName + ")");
    }

    private boolean decided(long heap) {
        return known.containsKey(heap) || unknown.containsKey(heap);
    }

    /** The genus of {@code heap}, whose options' heaps are all decided, and whether it is tame. */
    private void decide(long heap) {
        List<Genus> options = new ArrayList<>();
        MexSet values = new MexSet();
        String[] why = {null};
        // Tame: its genus is, and every heap it reaches is (a tame genus with a wild option is not).
        boolean[] reachesWild = {false};
        game.forEachOption(heap, option -> {
            examined(heap);
            Genus g = sumOf(option, heap, why);
            if (g == null) {
                return false;
            }
            for (long h : option) {
                reachesWild[0] |= wild.contains(h);
            }
            options.add(g);
            values.add(g.grundy());
            return true;
        });
        if (why[0] != null) {
            unknown.put(heap, why[0]);
            return;
        }
        Genus genus = Genus.ofOptions(values.mex(), options);
        known.put(heap, genus);
        if (options.isEmpty()) {
            ends.add(heap);
        }
        if (reachesWild[0] || !genus.isTame()) {
            wild.add(heap);
            if (firstWild < 0 || heap < firstWild) {
                firstWild = heap;
            }
        }
    }

    /** Counts one option looked at in deciding a heap, against the limit (and lets the walk be stopped). */
    private void examined(long heap) {
        if (++examined > maxOptions) {
            throw new LimitExceededException("the genus of heap " + heap + " of " + game.describe()
                    + " needs more than " + maxOptions + " options looked at (" + limitName + ")");
        }
        if ((examined & 0xFFF) == 0) {
            Cancellation.checkpoint();
        }
    }

    /** The genus of an option, or null (and the reason in {@code why[0]}) when it is not known. */
    private Genus sumOf(long[] option, long heap, String[] why) {
        if (option.length == 0) {
            return Genus.ZERO;
        }
        if (option.length == 1) {
            Genus g = known.get(option[0]);
            if (g == null) {
                // The first cause, not the chain of heaps that lead to it.
                why[0] = unknown.get(option[0]);
            }
            return g;
        }
        Genus sum = Genus.ZERO;
        long wildHeap = -1;
        for (long h : option) {
            Genus g = known.get(h);
            if (g == null) {
                why[0] = unknown.get(h);
                return null;
            }
            if (wild.contains(h)) {
                wildHeap = wildHeap < 0 ? h : wildHeap;
            } else {
                sum = sum.plus(g);
            }
        }
        if (wildHeap < 0) {
            return sum;
        }
        String sumWithWild = "heap " + heap + " can become " + HeapGame.optionText(option) + ", a sum with heap "
                + wildHeap + ", which is not tame" + (known.get(wildHeap).isTame() ? " (it reaches a wild heap)"
                        : " (genus " + known.get(wildHeap) + ")");
        if (search == null) {
            why[0] = sumWithWild + ": genera of wild games do not add up";
            return null;
        }
        try {
            return search.genus(option);
        } catch (GenusSearch.OutOfPositions e) {
            why[0] = sumWithWild + ", and the search of its genus needs more than " + search.maxPositions()
                    + " positions decided (" + searchLimitName + ")";
            return null;
        }
    }
}
