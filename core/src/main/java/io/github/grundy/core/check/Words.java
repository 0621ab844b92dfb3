package io.github.grundy.core.check;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.PositionGame;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;

/** How the checker says things: moves in the game's own words, lists cut short. */
final class Words {

    /** Items of a list shown before it is cut. */
    private static final int SHOWN = 8;

    private Words() {
    }

    /**
     * The game's words for an option, e.g. {@code 7 -> 3 (take 4)}; plain words when the game's
     * own throw (the checker may be showing an option the game should not have made).
     */
    static String option(HeapGame game, long heap, long[] option) {
        try {
            return game.describeMove(heap, option.clone());
        } catch (RuntimeException e) {
            return HeapGame.plainMoveText(heap, option);
        }
    }

    /** The game's words for a move and its encoding, e.g. {@code heap 1: 5 -> 3 (take 2) {1, 2}}. */
    static String move(PositionGame game, long[] position, long[] move) {
        String encoding = encoding(move);
        try {
            return game.describeMove(position.clone(), move.clone()) + " " + encoding;
        } catch (RuntimeException e) {
            return "move " + encoding;
        }
    }

    /** {@code {1, 2}}. */
    static String encoding(long[] move) {
        return Arrays.stream(move).mapToObj(Long::toString).collect(Collectors.joining(", ", "{", "}"));
    }

    /** {@code [2, 3]}. */
    static String position(long[] position) {
        return Arrays.toString(position);
    }

    /** {@code a, b, c, ... (12 in all)}, or {@code none}. */
    static String list(List<String> items) {
        if (items.isEmpty()) {
            return "none";
        }
        String shown = String.join(", ", items.subList(0, Math.min(SHOWN, items.size())));
        return items.size() <= SHOWN ? shown : shown + ", ... (" + items.size() + " in all)";
    }

    /** Sorted values as a set, {@code {0, 2, 3}}, cut short like a list. */
    static String values(Collection<Long> sorted) {
        List<String> items = sorted.stream().map(String::valueOf).toList();
        return "{" + list(items) + "}";
    }

    /** {@code IllegalStateException: the message}. */
    static String thrown(RuntimeException e) {
        return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    /** {@code 1 option}, {@code 3 options}. */
    static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
