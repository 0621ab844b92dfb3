package io.github.grundy.core;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Plays a sum of heaps out by brute force over the whole tuple of heaps: a position is won by the
 * player to move iff some move leads to a position lost for the player then to move (memoized).
 * No nim-sum and no Grundy value of a component: only the games' moves.
 *
 * <p>A position is a multiset of components (game, heap); a move replaces one component by the
 * heaps of one of its options, all in the same game.
 */
public final class GameTreeSearch {

    private final List<HeapGame> games = new ArrayList<>();
    private final Map<Key, Boolean> wins = new HashMap<>();

    /** A sorted array of components, compared by content. */
    private record Key(long[] components) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(k.components, components);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(components);
        }
    }

    private int indexOf(HeapGame game) {
        for (int i = 0; i < games.size(); i++) {
            if (games.get(i) == game) {
                return i;
            }
        }
        games.add(game);
        return games.size() - 1;
    }

    private static long component(int game, long heap) {
        return ((long) game << 32) | heap;
    }

    private HeapGame gameOf(long component) {
        return games.get((int) (component >>> 32));
    }

    private static long heapOf(long component) {
        return component & 0xFFFF_FFFFL;
    }

    private long[] encode(HeapSum sum) {
        long[] c = new long[sum.size()];
        for (int i = 0; i < c.length; i++) {
            c[i] = component(indexOf(sum.game(i)), sum.heap(i));
        }
        return c;
    }

    /** The position with component {@code i} replaced by {@code option}'s heaps. */
    private static long[] after(long[] position, int i, long[] option) {
        int game = (int) (position[i] >>> 32);
        long[] next = new long[position.length - 1 + option.length];
        int n = 0;
        for (int j = 0; j < position.length; j++) {
            if (j != i) {
                next[n++] = position[j];
            }
        }
        for (long h : option) {
            next[n++] = component(game, h);
        }
        return next;
    }

    /** Every option of every component, as the positions they lead to, in canonical order. */
    private List<long[]> children(long[] position) {
        List<long[]> children = new ArrayList<>();
        for (int i = 0; i < position.length; i++) {
            int comp = i;
            gameOf(position[i]).forEachOption(heapOf(position[i]), option -> {
                children.add(after(position, comp, option));
                return true;
            });
        }
        return children;
    }

    private static Key key(long[] position) {
        long[] sorted = position.clone();
        Arrays.sort(sorted);
        return new Key(sorted);
    }

    /** True iff the player to move in {@code position} can force a win. */
    private boolean toMoveWins(long[] position) {
        Key key = key(position);
        Boolean known = wins.get(key);
        if (known != null) {
            return known;
        }
        boolean result = false;
        for (long[] child : children(position)) {
            if (!toMoveWins(child)) {
                result = true;
                break;
            }
        }
        wins.put(key, result);
        return result;
    }

    public boolean firstPlayerWins(HeapSum sum) {
        return toMoveWins(encode(sum));
    }

    /** The moves to positions lost for the opponent, by component, then in the game's option order. */
    public List<HeapMove> winningMoves(HeapSum sum) {
        long[] position = encode(sum);
        List<HeapMove> moves = new ArrayList<>();
        for (int i = 0; i < position.length; i++) {
            int comp = i;
            List<long[]> options = new ArrayList<>();
            sum.game(i).forEachOption(sum.heap(i), option -> options.add(option.clone()));
            // An option is a multiset of heaps: one reported twice, in any order, is one move.
            java.util.Set<List<Long>> seen = new java.util.HashSet<>();
            for (long[] option : options) {
                if (!seen.add(java.util.Arrays.stream(option).sorted().boxed().toList())) {
                    continue;
                }
                if (!toMoveWins(after(position, comp, option))) {
                    moves.add(new HeapMove(comp, sum.heap(comp), option));
                }
            }
        }
        return moves;
    }
}
