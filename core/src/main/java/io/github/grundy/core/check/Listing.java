package io.github.grundy.core.check;

import io.github.grundy.core.game.OptionSink;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Compares what a game (or an engine) listed with what the definition expects: the same distinct
 * items, in the same order. Items are keys that identify an option whatever the order of its heaps
 * (options are multisets), or a move.
 */
final class Listing {

    private Listing() {
    }

    /** How the caller words an item. */
    interface Wording<K> {
        /** The item, e.g. {@code 7 -> 3 (take 4)}. */
        String of(K item);

        /** Why a listed item is not one of those expected, e.g. {@code 7 -> 6 is worth 1, not 2}. */
        String notExpected(K item);
    }

    /**
     * The outcome of a comparison.
     *
     * @param problem  the first difference, in words; empty when the lists agree
     * @param repeated an item listed more than once, when repeats are allowed
     */
    record Result<K>(Optional<String> problem, Optional<K> repeated) {
    }

    /**
     * Compares {@code listed} with {@code expected} (distinct, in canonical order).
     *
     * @param repeatsAllowed whether an item may be listed twice (a game's own option queries may
     *                       repeat an option its moves repeat; a list of winning moves may not)
     */
    static <K> Result<K> compare(List<K> expected, List<K> listed, Wording<K> words, boolean repeatsAllowed) {
        Set<K> wanted = new HashSet<>(expected);
        Set<K> seen = new LinkedHashSet<>();
        K repeated = null;
        for (K item : listed) {
            if (!wanted.contains(item)) {
                return problem(words.notExpected(item));
            }
            if (!seen.add(item)) {
                if (!repeatsAllowed) {
                    return problem(words.of(item) + " is listed twice");
                }
                repeated = repeated == null ? item : repeated;
            }
        }
        for (K item : expected) {
            if (!seen.contains(item)) {
                return problem("missed " + words.of(item));
            }
        }
        List<K> order = new ArrayList<>(seen);
        for (int i = 0; i < order.size(); i++) {
            if (!order.get(i).equals(expected.get(i))) {
                return problem(words.of(order.get(i)) + " is listed before " + words.of(expected.get(i))
                        + ", which comes first in the game's order");
            }
        }
        return new Result<>(Optional.empty(), Optional.ofNullable(repeated));
    }

    private static <K> Result<K> problem(String text) {
        return new Result<>(Optional.of(text), Optional.empty());
    }

    /** Every array a walk reports, copied (a game may reuse its array), or the walk's throw as a failure. */
    static List<long[]> collect(String at, String check, Consumer<OptionSink> walk) {
        List<long[]> out = new ArrayList<>();
        Disagreement.run(at, check, () -> walk.accept(item -> {
            out.add(item.clone());
            return true;
        }));
        return out;
    }

    /**
     * Checks that a walk that reported {@code listed} items stops after the first when its sink
     * returns false: the engines stop a listing that way (the first winning move, a limit).
     */
    static void checkStops(String at, String check, long listed, String noun, Consumer<OptionSink> walk) {
        if (listed < 2) {
            return;
        }
        long[] calls = {0};
        Disagreement.run(at, check, () -> walk.accept(item -> {
            calls[0]++;
            return false;
        }));
        if (calls[0] != 1) {
            throw new Disagreement(Failure.Kind.CONTRACT, at, check + " with a sink that returns false",
                    "one " + noun + ", then stop", Words.count(calls[0], noun) + " reported", "");
        }
    }
}
