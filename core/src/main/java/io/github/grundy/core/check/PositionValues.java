package io.github.grundy.core.check;

import io.github.grundy.core.check.Failure.Kind;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.normal.MexSet;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The values of the positions of a {@link PositionGame} by the definition, from its moves alone
 * ({@code forEachMove} and {@code play}, never its {@code grundy}): each the mex of the values of
 * the positions its moves lead to, memoized. Depth first, with a stack of its own (a long game
 * needs no deep recursion), so that a position reachable from itself (a game that need not end) is
 * met on the stack and named.
 */
final class PositionValues {

    /** The most positions kept: the checker is for small positions. */
    static final int MAX_POSITIONS = 2_000_000;

    /** A position as a key. */
    private record Key(long[] entries) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(k.entries, entries);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(entries);
        }

        @Override
        public String toString() {
            return Arrays.toString(entries);
        }
    }

    /** A move as the game encodes it, and the position it leads to. */
    record Move(long[] encoding, long[] after) {
    }

    private record Frame(Key position, List<Move> moves, int[] next) {
    }

    private final PositionGame game;
    private final Map<Key, Long> values = new HashMap<>();
    private final MexSet mex = new MexSet();

    PositionValues(PositionGame game) {
        this.game = game;
    }

    /** The moves of {@code position} and where they lead, in the game's order. */
    List<Move> moves(long[] position) {
        String at = "position " + Words.position(position);
        List<long[]> encodings = Listing.collect(at, "forEachMove(" + Words.position(position) + ")",
                sink -> game.forEachMove(position.clone(), sink));
        List<Move> moves = new ArrayList<>(encodings.size());
        for (long[] move : encodings) {
            long[] given = position.clone();
            String check = "play(" + Words.position(position) + ", " + Words.encoding(move) + ")";
            long[] after = Disagreement.ask(at, check, () -> game.play(given, move.clone()));
            if (!Arrays.equals(given, position)) {
                throw new Disagreement(Kind.CONTRACT, at, check, "a new array, the position given left as it was",
                        "the position given changed to " + Words.position(given), Words.move(game, position, move));
            }
            if (after == null) {
                throw new Disagreement(Kind.CONTRACT, at, check, "the position after the move", "null",
                        Words.move(game, position, move));
            }
            moves.add(new Move(move, after.clone()));
        }
        return moves;
    }

    /**
     * The value of {@code position}, and of every position reachable from it.
     *
     * @throws IllegalArgumentException if more than {@link #MAX_POSITIONS} positions are reachable
     */
    long of(long[] position) {
        Key root = new Key(position.clone());
        Long known = values.get(root);
        if (known != null) {
            return known;
        }
        Deque<Frame> stack = new ArrayDeque<>();
        Set<Key> onStack = new HashSet<>();
        push(stack, onStack, root);
        while (!stack.isEmpty()) {
            Frame top = stack.peek();
            if (top.next()[0] < top.moves().size()) {
                Key next = new Key(top.moves().get(top.next()[0]++).after());
                if (values.containsKey(next)) {
                    continue;
                }
                if (onStack.contains(next)) {
                    throw loop(stack, next, root);
                }
                push(stack, onStack, next);
                continue;
            }
            mex.clear();
            for (Move m : top.moves()) {
                mex.add(values.get(new Key(m.after())));
            }
            values.put(top.position(), mex.mex());
            onStack.remove(top.position());
            stack.pop();
        }
        return values.get(root);
    }

    /** The value of a position {@link #of} has reached. */
    long known(long[] position) {
        return values.get(new Key(position));
    }

    private void push(Deque<Frame> stack, Set<Key> onStack, Key position) {
        if (values.size() + stack.size() >= MAX_POSITIONS) {
            throw new IllegalArgumentException(game.describe() + ": more than " + MAX_POSITIONS
                    + " positions are reachable from those to check; check smaller positions");
        }
        stack.push(new Frame(position, moves(position.entries()), new int[1]));
        onStack.add(position);
    }

    /** The moves from {@code again} back to itself: the frames above it on the stack. */
    private Disagreement loop(Deque<Frame> stack, Key again, Key root) {
        List<String> path = new ArrayList<>();
        List<Frame> frames = new ArrayList<>(stack);
        for (int i = frames.size() - 1; i >= 0; i--) {
            Key p = frames.get(i).position();
            if (!path.isEmpty() || p.equals(again)) {
                path.add(p.toString());
            }
        }
        path.add(again.toString());
        return new Disagreement(Kind.CONTRACT, "position " + root, "forEachMove and play",
                "a game that ends: no position reachable from itself", "position " + again + " is reachable from itself",
                String.join(" -> ", path.size() > 10 ? path.subList(path.size() - 10, path.size()) : path));
    }
}
