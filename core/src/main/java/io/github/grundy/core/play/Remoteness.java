package io.github.grundy.core.play;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.loopy.LoopyHeapGame;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Smith's remoteness: how many moves are left in the game when the winner hurries and the loser
 * delays. A position without a move has remoteness 0; otherwise, if some option is lost for the
 * player then to move, the remoteness is 1 + the least remoteness of such options (the winner
 * takes the quickest win), and else 1 + the greatest remoteness of all options (the loser the
 * longest defeat). In normal play a lost position's remoteness is even and a won one's odd; in
 * misère play the other way round.
 *
 * <p>It is found by search over the whole position: the remoteness of a sum is not a function of
 * its components' remotenesses (in Nim, {@code 1 + 1} has 2 and {@code 2 + 2} has 4, though every
 * heap has 1), so no theory of values shortens it. The search is bounded ({@code maxPositions}
 * positions a call, and a few options each), and it gives up where play can return to a position
 * (a cycle: play need not end, and the remoteness of a draw is not defined). Positions found stay
 * known from call to call, so that a game's later positions, found while its start was searched,
 * cost nothing.
 */
public final class Remoteness {

    /** The positions one call may search by default: a fraction of a second. */
    public static final long DEFAULT_POSITIONS = 100_000;

    /** Options listed per position of the bound, on average, before the search gives up (a heap of 10^18 in Nim). */
    private static final long OPTIONS_PER_POSITION = 5;

    /** What the search found: the remoteness and its outcome, or why there is none. */
    public sealed interface Result permits Known, Unknown {
    }

    /**
     * The remoteness of a position.
     *
     * @param remoteness the moves left with perfect play on both sides
     * @param outcome    who wins it: {@code N} the player to move, {@code P} the other
     */
    public record Known(long remoteness, Outcome outcome) implements Result {
    }

    /**
     * No remoteness, and why, in words ({@code the search would look at more than 200000 positions}).
     *
     * @param why the reason
     */
    public record Unknown(String why) implements Result {
    }

    private final boolean misere;
    private final long maxPositions;
    /** The remoteness of every position searched to its end, by its key. */
    private final Map<Key, Long> known = new HashMap<>();
    /** The heap games met, numbered in keys by their order here (a game's identity, not its equality). */
    private final Map<HeapGame, Integer> games = new IdentityHashMap<>();
    private final List<HeapGame> gameList = new ArrayList<>();
    /** Whether a heap of a game (key: game number, heap) has no option. */
    private final Map<Key, Boolean> ended = new HashMap<>();
    /** The whole-vector game whose positions {@link #known} holds, if any. */
    private PositionGame positionGame;

    /**
     * A search in normal or misère play.
     *
     * @param misere       whether the last mover loses
     * @param maxPositions the most positions one call searches, at least 1
     */
    public Remoteness(boolean misere, long maxPositions) {
        if (maxPositions < 1) {
            throw new IllegalArgumentException("maxPositions must be at least 1, found " + maxPositions);
        }
        this.misere = misere;
        this.maxPositions = maxPositions;
    }

    /**
     * The remoteness of a sum of heaps, each heap moved in by its own game.
     *
     * @param sum the position
     * @return its remoteness, or why it is not computed
     */
    public Result of(HeapSum sum) {
        List<long[]> pairs = new ArrayList<>();
        for (int i = 0; i < sum.size(); i++) {
            HeapGame g = sum.game(i);
            if (g instanceof LoopyHeapGame loopy && loopy.hasCycles()) {
                return cycle();
            }
            int number = games.computeIfAbsent(g, x -> {
                gameList.add(x);
                return gameList.size() - 1;
            });
            pairs.add(new long[] {number, sum.heap(i)});
        }
        return search(heapKey(pairs), this::heapOptions);
    }

    /**
     * The remoteness of a position of a whole-vector game.
     *
     * @param game     the game
     * @param position the position, not changed
     * @return its remoteness, or why it is not computed
     */
    public Result of(PositionGame game, long[] position) {
        if (game != positionGame) {
            known.clear();
            positionGame = game;
        }
        return search(new Key(position.clone()), key -> {
            List<Key> out = new ArrayList<>();
            game.forEachMove(key.a, move -> {
                out.add(new Key(game.play(key.a, move.clone())));
                return true;
            });
            return out;
        });
    }

    private static Unknown cycle() {
        return new Unknown("play can come back to a position it has left, so it need not end");
    }

    /** Whether a position of remoteness {@code r} is won for the player to move. */
    private boolean won(long r) {
        return (r % 2 == 1) != misere;
    }

    /** Thrown when the search has used its budget. */
    private static final class Exhausted extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Exhausted() {
            super(null, null, false, false);
        }
    }

    private interface Options {
        List<Key> of(Key key);
    }

    /** One position on the search's path: its options, and how far they are looked at. */
    private static final class Frame {
        final Key key;
        final List<Key> options;
        int next;
        long bestWin = Long.MAX_VALUE;
        long longest = -1;

        Frame(Key key, List<Key> options) {
            this.key = key;
            this.options = options;
        }
    }

    /** Depth first without recursion (a game may last a hundred thousand moves), each position once. */
    private Result search(Key start, Options options) {
        if (known.size() > 4 * maxPositions) {
            known.clear();
        }
        long[] budget = {maxPositions * OPTIONS_PER_POSITION};
        // Every position met must be searched: once more are met than the bound, the search cannot
        // succeed, and gives up then rather than after searching that many (Kayles 100000: two listings).
        Set<Key> met = new HashSet<>();
        Options counted = key -> {
            List<Key> list = options.of(key);
            budget[0] -= list.size();
            for (Key o : list) {
                if (!known.containsKey(o) && met.add(o) && met.size() > maxPositions) {
                    throw new Exhausted();
                }
            }
            if (budget[0] < 0) {
                throw new Exhausted();
            }
            return list;
        };
        Set<Key> onPath = new HashSet<>();
        Deque<Frame> path = new ArrayDeque<>();
        try {
            if (!known.containsKey(start)) {
                path.push(new Frame(start, counted.of(start)));
                onPath.add(start);
            }
            while (!path.isEmpty()) {
                Frame f = path.peek();
                if (f.next < f.options.size()) {
                    Key o = f.options.get(f.next);
                    Long r = known.get(o);
                    if (r == null) {
                        if (onPath.contains(o)) {
                            return cycle();
                        }
                        path.push(new Frame(o, counted.of(o)));
                        onPath.add(o);
                        continue;
                    }
                    f.next++;
                    if (won(r)) {
                        f.longest = Math.max(f.longest, r);
                    } else {
                        f.bestWin = Math.min(f.bestWin, r);
                    }
                    continue;
                }
                long r = f.bestWin != Long.MAX_VALUE ? f.bestWin + 1 : f.longest + 1;
                known.put(f.key, r);
                path.pop();
                onPath.remove(f.key);
            }
        } catch (Exhausted e) {
            return new Unknown("the search would look at more than " + maxPositions + " positions");
        }
        long r = known.get(start);
        return new Known(r, won(r) ? Outcome.N : Outcome.P);
    }

    /** A sum's key: its (game, heap) pairs, sorted, without the heaps that have no option (they never move). */
    private Key heapKey(List<long[]> pairs) {
        List<long[]> moving = new ArrayList<>();
        for (long[] p : pairs) {
            if (!ended((int) p[0], p[1])) {
                moving.add(p);
            }
        }
        moving.sort((x, y) -> x[0] != y[0] ? Long.compare(x[0], y[0]) : Long.compare(x[1], y[1]));
        long[] a = new long[2 * moving.size()];
        for (int i = 0; i < moving.size(); i++) {
            a[2 * i] = moving.get(i)[0];
            a[2 * i + 1] = moving.get(i)[1];
        }
        return new Key(a);
    }

    private boolean ended(int game, long heap) {
        return ended.computeIfAbsent(new Key(new long[] {game, heap}), k -> {
            boolean[] any = {false};
            gameList.get(game).forEachOption(heap, option -> {
                any[0] = true;
                return false;
            });
            return !any[0];
        });
    }

    private List<Key> heapOptions(Key key) {
        List<Key> out = new ArrayList<>();
        long[] a = key.a;
        for (int i = 0; i < a.length; i += 2) {
            if (i > 0 && a[i] == a[i - 2] && a[i + 1] == a[i - 1]) {
                // The same heap of the same game again: the same options.
                continue;
            }
            int at = i;
            int game = (int) a[i];
            gameList.get(game).forEachOption(a[i + 1], OptionSink.distinct(option -> {
                List<long[]> pairs = new ArrayList<>();
                for (int j = 0; j < a.length; j += 2) {
                    if (j != at) {
                        pairs.add(new long[] {a[j], a[j + 1]});
                    }
                }
                for (long h : option) {
                    pairs.add(new long[] {game, h});
                }
                out.add(heapKey(pairs));
                if (out.size() > maxPositions) {
                    // A heap of millions of options ends the search here rather than fill the memory.
                    throw new Exhausted();
                }
                return true;
            }));
        }
        return out;
    }

    /** A position as numbers, compared by value. */
    private static final class Key {
        final long[] a;
        private final int hash;

        Key(long[] a) {
            this.a = a;
            this.hash = Arrays.hashCode(a);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.hash == hash && Arrays.equals(k.a, a);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
