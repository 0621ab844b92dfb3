package io.github.grundy.variants;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMoves;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/** Collects what the main code's games report, copying each array (a game may reuse it). */
public final class Options {

    private Options() {
    }

    /** Every option of {@code heap} as the game reports it, in its order. */
    public static List<long[]> of(HeapMoves moves, long heap) {
        List<long[]> out = new ArrayList<>();
        moves.forEachOption(heap, option -> out.add(option.clone()));
        return out;
    }

    /** The first {@code n} options; checks that the game stops when the sink says so. */
    public static List<long[]> first(HeapMoves moves, long heap, int n) {
        List<long[]> out = new ArrayList<>();
        moves.forEachOption(heap, option -> {
            if (out.size() >= n) {
                throw new AssertionError("option reported after the sink returned false: " + Arrays.toString(option));
            }
            out.add(option.clone());
            return out.size() < n;
        });
        return out;
    }

    /** The options of {@code heap} the game reports as having Grundy value {@code value}. */
    public static List<long[]> ofValue(HeapGame game, long heap, long value) {
        List<long[]> out = new ArrayList<>();
        game.forEachOptionOfValue(heap, value, option -> out.add(option.clone()));
        return out;
    }

    /** Lists of arrays compared element by element, e.g. {@code [[2], [1], [0]]}. */
    public static String show(List<long[]> options) {
        return options.stream().map(Arrays::toString).collect(Collectors.joining(", ", "[", "]"));
    }

    /** True iff both lists hold equal arrays in the same order. */
    public static boolean same(List<long[]> a, List<long[]> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!Arrays.equals(a.get(i), b.get(i))) {
                return false;
            }
        }
        return true;
    }
}
