package io.github.grundy.core.spi;

import io.github.grundy.core.Game;
import java.util.List;

/**
 * A game grundy can solve, found with {@link java.util.ServiceLoader}: a jar lists its
 * implementations in {@code META-INF/services/io.github.grundy.core.spi.Variant}. An
 * implementation has a public no-argument constructor, is immutable, and does no work until
 * {@link #create} is called (loading a catalogue instantiates every provider).
 */
public interface Variant {

    /** The name users type, lower-case words joined by '-', e.g. {@code subtraction}. */
    String id();

    /** A human name, e.g. {@code Subtraction game}. */
    String title();

    /** One line for {@code grundy list}: the rule of a move. */
    String summary();

    /** The parameters {@link #create} accepts, with their types and defaults; none by default. */
    default List<Parameter<?>> parameters() {
        return List.of();
    }

    /**
     * The game with these parameter values. {@code arguments} holds a valid value (given or
     * default) for every parameter; a combination the game cannot accept is refused with an
     * {@link IllegalArgumentException} whose message a user can act on.
     */
    Game create(Arguments arguments);
}
