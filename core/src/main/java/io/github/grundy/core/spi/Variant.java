package io.github.grundy.core.spi;

import io.github.grundy.core.game.Game;
import java.util.List;

/**
 * A game grundy can solve: what a plugin implements. grundy finds implementations with
 * {@link java.util.ServiceLoader}, so a jar lists its classes, one per line, in the resource
 * {@code META-INF/services/io.github.grundy.core.spi.Variant}; the jar then works from the class
 * path ({@code java -cp grundy-cli.jar:my-game.jar io.github.grundy.cli.Main ...}) or from a
 * plugin directory ({@code grundy --plugins DIR ...}). docs/plugins.md walks through a whole
 * plugin, from an empty directory to {@code grundy solve my-game ...}.
 *
 * <h2>The contract</h2>
 * <ul>
 *   <li>A public class with a public no-argument constructor that does no work: grundy creates
 *       every provider it finds on each run, also for commands that never use it. Nothing may be
 *       computed before {@link #create} (tables are built later still, see
 *       {@link io.github.grundy.core.game.HeapGame#prepare}).</li>
 *   <li>Immutable and thread-safe; {@link #id}, {@link #title}, {@link #summary} and
 *       {@link #parameters} always return the same values.</li>
 *   <li>Its methods do not throw, except {@link #create}, which refuses a combination of
 *       parameter values with an {@link IllegalArgumentException} whose message a user can act on
 *       (it is shown to them as is, after {@code grundy: }). A provider whose constructor or
 *       describing methods throw is left out with a one-line warning naming its class and
 *       jar; the other variants still work.</li>
 *   <li>{@link #spiVersion()} implemented as {@code return SPI_VERSION;} (see there), so that a
 *       grundy of another SPI version than the {@code grundy-core} the plugin was built with
 *       refuses it with a message instead of failing with a {@link LinkageError} in the middle of
 *       a command.</li>
 * </ul>
 *
 * <h2>What {@link #create} returns</h2>
 * A {@link Game}, one of two kinds:
 * <ul>
 *   <li>a {@link io.github.grundy.core.game.HeapGame} when a position is a sum of independent heaps
 *       (a move changes one heap into zero or more heaps). grundy adds the heaps' Grundy values
 *       by xor and finds the winning moves. For a game given only by its moves,
 *       {@link HeapVariant} and {@link io.github.grundy.core.sequence.TabledHeapGame} supply everything
 *       else (the values come from a table built by the mex engine);</li>
 *   <li>a {@link io.github.grundy.core.game.PositionGame} when one move may change several numbers of
 *       the position at once (Wythoff's game takes from both heaps, staircase Nim moves coins
 *       between stairs): the game answers for the whole position.</li>
 * </ul>
 *
 * @since SPI version 1
 */
public interface Variant {

    /**
     * The version of this SPI in the {@code grundy-core} a class is compiled against: 2 for the
     * interfaces as they are now. A release grows it when it moves or changes anything plugins
     * link against (a class moved, a new abstract method, a changed signature); a grundy refuses a
     * provider whose {@link #spiVersion()} is not its own {@code SPI_VERSION}, newer or older, and
     * one whose classes do not link with its {@code grundy-core} (a build against a snapshot between
     * two releases). docs/plugins.md ("SPI version") lists what each version changed.
     *
     * @since SPI version 1
     */
    int SPI_VERSION = 2;

    /**
     * The name users type, lower-case words joined by '-', e.g. {@code subtraction}.
     *
     * @return the id, the same on every call
     */
    String id();

    /**
     * A human name, e.g. {@code Subtraction game}.
     *
     * @return the title, the same on every call
     */
    String title();

    /**
     * One line for {@code grundy list}: the rule of a move.
     *
     * @return the summary, the same on every call
     */
    String summary();

    /**
     * The parameters {@link #create} accepts, with their types and defaults; none by default.
     * Users give them as {@code --NAME=VALUE} after the variant's id, or {@code VARIANT:NAME=VALUE:HEAP}
     * in a sum of games.
     *
     * @return the parameters in the order help texts list them, the same on every call
     */
    default List<Parameter<?>> parameters() {
        return List.of();
    }

    /**
     * What the message about a parameter this variant does not take adds: how to say it so that
     * it does (a rule's own parameters go in {@code --with}). None by default.
     *
     * @param name  the name given, without {@code --}
     * @param given every parameter given, name to text, the unknown one included
     * @return words to add after the message, starting with {@code ": "} or {@code "; "}, or empty
     * @since SPI version 2
     */
    default String unknownParameterHint(String name, java.util.Map<String, String> given) {
        return "";
    }

    /**
     * The game with these parameter values. {@code arguments} holds a valid value (given or
     * default) for every parameter; a combination the game cannot accept is refused with an
     * {@link IllegalArgumentException} whose message a user can act on.
     *
     * @param arguments a value for each of {@link #parameters()}, parsed and validated
     * @return a {@link io.github.grundy.core.game.HeapGame} or a {@link io.github.grundy.core.game.PositionGame}
     * @throws IllegalArgumentException if the game cannot be played with these values
     */
    Game create(Arguments arguments);

    /**
     * The SPI version this provider was compiled against. Implement it, in each concrete class,
     * with exactly
     * <pre>{@code
     * @Override
     * public int spiVersion() {
     *     return SPI_VERSION;
     * }
     * }</pre>
     *
     * <p>Why a method written in the plugin, and not a default method or a manifest entry:
     * {@link #SPI_VERSION} is a compile-time constant, so javac copies its value into the
     * plugin's own bytecode; the method therefore reports the version of the {@code grundy-core}
     * the plugin was <em>built</em> with, whatever {@code grundy-core} it runs with. A default
     * method's body (or a superclass's in {@code grundy-core}, which is why {@link HeapVariant}
     * leaves it abstract too) comes from the {@code grundy-core} at <em>run</em> time and cannot
     * know. A manifest attribute would work for jars built by a prepared {@code pom.xml} only,
     * not for classes on a class path or a jar made by hand.
     *
     * <p>Abstract since SPI version 2, so that the compiler, not a user's warning, tells an author
     * who forgot it. (In version 1 it was a default method answering 1: a class compiled then
     * without it fails here with an {@link AbstractMethodError}, and grundy refuses it as built for
     * version 1.)
     *
     * @return {@link #SPI_VERSION} as compiled into the plugin
     * @since SPI version 1, abstract since SPI version 2
     */
    int spiVersion();
}
