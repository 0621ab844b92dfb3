package io.github.grundy.core.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;

/** Collects the moves a walk hands on, up to a limit (the default of {@link Analysis#list}). */
final class MoveCollector {

    private MoveCollector() {
    }

    /**
     * The first {@code limit} moves {@code walk} hands to its sink (which stops it there).
     *
     * @throws IllegalArgumentException if {@code limit} is negative
     */
    static <M> List<M> collect(Consumer<Predicate<M>> walk, int limit) {
        if (limit < 0) {
            throw new IllegalArgumentException("limit < 0: " + limit);
        }
        List<M> moves = new ArrayList<>();
        if (limit > 0) {
            walk.accept(m -> {
                moves.add(m);
                return moves.size() < limit;
            });
        }
        return List.copyOf(moves);
    }
}
