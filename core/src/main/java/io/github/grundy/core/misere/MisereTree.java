package io.github.grundy.core.misere;

import io.github.grundy.core.game.Activity;
import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.LimitExceededException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The misère game tree of one game, searched: whether the player to move wins a position when
 * the player who makes the last move loses. A position is won iff it has no move at all, or a move
 * to a lost position. What a position is and what follows it is the caller's ({@link Options}): a
 * sum of heaps ({@link MisereSearch}), a whole position of a {@code PositionGame}
 * ({@code MiserePositionSearch}). Positions are {@code long[]}s compared by content; each is
 * decided once and remembered for later questions, iteratively (an explicit stack: no recursion
 * depth), checking {@link Cancellation} as it goes.
 *
 * <p>The limit is on the positions the search has met: decided, being decided, or listed as the
 * result of a move of one being decided. Past it a {@link LimitExceededException} names the
 * limit, never a guess; memory so grows with the limit, not with how many moves a position has.
 * Not thread-safe.
 */
final class MisereTree {

    /** What follows a position: the game's moves, played. */
    @FunctionalInterface
    interface Options {
        /**
         * Hands to {@code next} the position after each move from {@code position}, in any order,
         * duplicates allowed; each array is the tree's to keep and must not change after.
         */
        void forEach(long[] position, Consumer<long[]> next);
    }

    /** Met: listed as a move's result, not decided yet. */
    private static final byte MET = 0;
    /** On the stack, being decided: met again below itself, play would never end. */
    private static final byte OPEN = 1;
    private static final byte WON = 2;
    private static final byte LOST = 3;

    private final Options options;
    /** Whether the positions listed last are tried first. */
    private final boolean lastFirst;
    private final long maxPositions;
    private final String limitName;
    /** Said after the limit's message: why a search was needed at all, or empty. */
    private final String limitWhy;
    private final Activity activity;
    /** Every position met, by content. */
    private final Map<Node, Node> nodes = new HashMap<>();
    private long decided;
    /** Positions listed and decided so far, for the cancellation checks. */
    private long steps;

    /**
     * A tree that has decided nothing yet.
     *
     * @param options      what follows a position
     * @param lastFirst    whether to try the positions {@code options} lists last first (the order
     *                     only changes how many positions are decided, never an answer)
     * @param maxPositions the most positions the search may meet, at least 1
     * @param limitName    how that limit is called in messages ({@code --max-positions=1000000})
     * @param limitWhy     said after the limit's message ({@code "; no misere theory ..."}), or empty
     * @param activity     told how far the search has got, every 32768 positions
     */
    MisereTree(Options options, boolean lastFirst, long maxPositions, String limitName, String limitWhy,
            Activity activity) {
        if (maxPositions < 1) {
            throw new IllegalArgumentException("maxPositions must be at least 1, found " + maxPositions);
        }
        this.options = Objects.requireNonNull(options, "options");
        this.lastFirst = lastFirst;
        this.maxPositions = maxPositions;
        this.limitName = Objects.requireNonNull(limitName, "limitName");
        this.limitWhy = Objects.requireNonNull(limitWhy, "limitWhy");
        this.activity = Objects.requireNonNull(activity, "activity");
    }

    /**
     * The rule that decides, in words, for an analysis to say: {@code a search of the misere game
     * tree (335 positions decided)}, counting every position decided so far, by every question
     * asked of this tree.
     */
    String rule() {
        return "a search of the misere game tree (" + decided + (decided == 1 ? " position" : " positions")
                + " decided)";
    }

    /**
     * Whether the player to move wins {@code position} in misère play.
     *
     * @param position the position, kept by the tree if it was not met before: it must not change
     * @throws LimitExceededException if that needs more positions than the limit
     * @throws GameFailure            if a move leads back to a position on the way to it (play would
     *                                never end)
     * @throws java.util.concurrent.CancellationException if the thread is interrupted meanwhile
     */
    boolean wins(long[] position) {
        Node start = node(position);
        if (start.state >= WON) {
            return start.state == WON;
        }
        report();
        Deque<Frame> stack = new ArrayDeque<>();
        try {
            stack.push(open(start));
            while (!stack.isEmpty()) {
                Frame f = stack.peek();
                if (f.next == null) {
                    f.next = next(f.node);
                }
                Node deeper = null;
                boolean won = false;
                while (f.at < f.next.size()) {
                    Node child = f.next.get(f.at);
                    if (child.state == LOST) {
                        won = true;
                        break;
                    }
                    if (child.state == OPEN) {
                        throw new GameFailure("position " + Arrays.toString(child.parts), "a move from "
                                + Arrays.toString(f.node.parts) + " leads back to " + Arrays.toString(child.parts)
                                + ", a position before it, so play need not end (a game's moves must end)", null);
                    }
                    if (child.state == MET) {
                        deeper = child;
                        break;
                    }
                    f.at++;
                }
                if (deeper != null) {
                    stack.push(open(deeper));
                    continue;
                }
                // No move at all wins in misère play; else a move to a lost position does.
                f.node.state = won || f.next.isEmpty() ? WON : LOST;
                decided++;
                step();
                stack.pop();
            }
        } finally {
            // Stopped halfway (a limit, a cancellation): what was open is only met, for the next question.
            for (Frame f : stack) {
                f.node.state = MET;
            }
        }
        return start.state == WON;
    }

    private static Frame open(Node node) {
        node.state = OPEN;
        return new Frame(node);
    }

    /** The distinct positions one move from {@code node}, met. */
    private List<Node> next(Node node) {
        Set<Node> seen = new LinkedHashSet<>();
        options.forEach(node.parts, parts -> {
            seen.add(node(parts));
            step();
        });
        List<Node> list = new ArrayList<>(seen);
        if (lastFirst) {
            Collections.reverse(list);
        }
        return list;
    }

    /** The node of {@code parts}: the one met before, or a new one within the limit. */
    private Node node(long[] parts) {
        Node probe = new Node(parts);
        Node known = nodes.get(probe);
        if (known != null) {
            return known;
        }
        if (nodes.size() >= maxPositions) {
            throw new LimitExceededException("the misere search needs more than " + maxPositions + " positions ("
                    + limitName + ")" + limitWhy);
        }
        nodes.put(probe, probe);
        // Now and then, how far towards the limit: a search that ends in a refusal is not a silent wait.
        if ((nodes.size() & 0x7FFF) == 0) {
            report();
        }
        return probe;
    }

    private void report() {
        if (activity != Activity.NONE) {
            activity.report("misere search: " + nodes.size() + " of " + maxPositions + " positions");
        }
    }

    /** One more position listed or decided: now and then, a look at the thread's interrupt flag. */
    private void step() {
        if ((++steps & 0x3FF) == 0) {
            Cancellation.checkpoint();
        }
    }

    /** A position being decided, its next positions once listed, and how far through them. */
    private static final class Frame {
        final Node node;
        List<Node> next;
        int at;

        Frame(Node node) {
            this.node = node;
        }
    }

    /** A position met, compared by content, and what is known of it. */
    private static final class Node {
        final long[] parts;
        private final int hash;
        byte state = MET;

        Node(long[] parts) {
            this.parts = parts;
            this.hash = Arrays.hashCode(parts);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Node n && n.hash == hash && Arrays.equals(n.parts, parts);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
