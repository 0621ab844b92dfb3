package io.github.grundy.core.check;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.check.Failure.Kind;
import io.github.grundy.core.game.Game;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Checks a game against the definition of Grundy values, up to a size, for the tests of a game's
 * author: one line of a JUnit test,
 *
 * <pre>{@code
 * @Test
 * void agreesWithTheDefinition() {
 *     GameChecker.assertCorrect(new SquaresVariant(), Map.of(), 200);
 * }
 * }</pre>
 *
 * fails with a message that names the variant, the heap (or position), the call, what the
 * definition expects, what the game answered, and the option or move involved.
 *
 * <p>A variant is first checked by the rules grundy applies when it loads a plugin's provider
 * ({@link VariantCatalog#refusal}: SPI version, classes that link, id, describing methods,
 * parameter names): one grundy would refuse fails there ({@link Failure.Kind#LOAD}), with the
 * warning grundy would print, and nothing else is checked.
 *
 * <p><b>A {@link HeapGame}</b> is {@link HeapGame#prepare}d once for the largest heap, then
 * checked on every heap {@code 0..maxHeap} it accepts ({@link HeapGame#checkHeap}; the others are
 * skipped, with a note), from 0 up:
 * <ul>
 *   <li>each option holds only heaps smaller than its heap, which the game accepts;</li>
 *   <li>{@code grundy(h)} is the mex of its options' values, an option's value being the nim-sum of
 *       its heaps' values: the checker's own values, computed bottom-up from
 *       {@code forEachOption} alone, never from the game's {@code grundy};</li>
 *   <li>{@code outcome(h)} is P exactly when that value is 0;</li>
 *   <li>{@code forEachOptionOfValue(h, v)} reports exactly the options of value {@code v}, in the
 *       order of {@code forEachOption}, and {@code countOptionsOfValue(h, v)} counts them, for
 *       every value an option has and for one that none has;</li>
 *   <li>the walks stop when their sink returns false;</li>
 *   <li>{@link io.github.grundy.core.analysis.Analysis} of the heap alone, and of every sum of two heaps up
 *       to 10 and of three up to 5, has the right outcome and value, and its winning moves (count,
 *       first, the whole list) are exactly the moves to a position of value 0, in canonical order:
 *       none leads elsewhere and none is missing.</li>
 * </ul>
 * Options are multisets of heaps: {@code 1 + 4} and {@code 4 + 1} are one option, which a list of
 * winning moves holds once (moves in different heaps stay different moves). A game that reports an
 * option twice is not wrong (its values do not change), and gets a note in the report.
 *
 * <p><b>A {@link PositionGame}</b> is checked on the positions given (all vectors of a length up
 * to a bound: {@link #vectors}), each against its value by the definition, the mex of the values
 * of the positions its moves lead to ({@code forEachMove} and {@code play}, never the game's
 * {@code grundy}; a position reachable from itself is a failure): {@code grundy} where the game
 * knows it ({@code grundyKnown}), {@code outcome}, {@code forEachMoveToValue} and
 * {@code countMovesToValue} (value 0, and every other value where the game knows values), and
 * {@code Analyses.of(game, position)}. The game is prepared for each position as grundy prepares
 * it ({@link PositionGame#prepared}), so a position beyond its table is checked by its outcome and
 * winning moves.
 *
 * <p>The first disagreement ends the check. Sizes are for tests: heaps up to {@link #MAX_HEAP},
 * at most two million positions reachable from those checked. Stateless and thread-safe.
 *
 * @since SPI version 2
 */
public final class GameChecker {

    /** The largest {@code maxHeap} accepted: the checker keeps every heap's value. */
    public static final long MAX_HEAP = 1_000_000;

    /** The most positions {@link #vectors} makes. */
    public static final long MAX_VECTORS = 1_000_000;

    private GameChecker() {
    }

    /**
     * Checks the heap game of {@code variant} with these parameter values on heaps
     * {@code 0..maxHeap} (see the class comment).
     *
     * @param variant    the variant under test, e.g. {@code new SquaresVariant()}
     * @param parameters the parameter values as a user types them, name to text; missing ones
     *                   take their defaults
     * @param maxHeap    the largest heap checked, {@code 0..MAX_HEAP}
     * @return the report; {@link Report#assertPassed()} fails a test with its message
     * @throws IllegalArgumentException if the parameters are refused, the game is a
     *                                  {@link PositionGame}, or {@code maxHeap} is outside
     *                                  {@code 0..MAX_HEAP}
     */
    public static Report check(Variant variant, Map<String, String> parameters, long maxHeap) {
        Optional<Report> refused = refused(variant, "heaps of 0.." + maxHeap);
        if (refused.isPresent()) {
            return refused.get();
        }
        Game game = create(variant, parameters);
        if (game instanceof HeapGame heaps) {
            return check(subject(variant, game), heaps, maxHeap);
        }
        throw new IllegalArgumentException(subject(variant, game) + " plays whole positions: check it on positions,"
                + " GameChecker.check(variant, parameters, length, maxEntry)");
    }

    /**
     * Checks the position game of {@code variant} on every position of {@code length} entries,
     * each in {@code 0..maxEntry} ({@link #vectors}).
     *
     * @param variant    the variant under test
     * @param parameters the parameter values as a user types them, name to text; missing ones
     *                   take their defaults
     * @param length     the number of entries of a position, 0 or more
     * @param maxEntry   the largest entry, 0 or more
     * @return the report
     * @throws IllegalArgumentException if the parameters are refused, the game is a
     *                                  {@link HeapGame}, there would be more than
     *                                  {@link #MAX_VECTORS} positions, or more than two million
     *                                  are reachable from them
     */
    public static Report check(Variant variant, Map<String, String> parameters, int length, long maxEntry) {
        List<long[]> positions = vectors(length, maxEntry);
        return check(variant, parameters, positions, "positions of " + length + " entries in 0.." + maxEntry);
    }

    /**
     * Checks the position game of {@code variant} on {@code positions}.
     *
     * @param variant    the variant under test
     * @param parameters the parameter values as a user types them, name to text; missing ones
     *                   take their defaults
     * @param positions  the positions checked, in order; not changed
     * @return the report
     * @throws IllegalArgumentException if the parameters are refused, the game is a {@link HeapGame},
     *                                  or more than two million positions are reachable from those given
     */
    public static Report check(Variant variant, Map<String, String> parameters, List<long[]> positions) {
        return check(variant, parameters, positions, "positions");
    }

    /**
     * Checks a heap game on heaps {@code 0..maxHeap}, as {@link #check(Variant, Map, long)} does.
     *
     * @param game    the game under test, not prepared yet (the check prepares it)
     * @param maxHeap the largest heap checked, {@code 0..MAX_HEAP}
     * @return the report
     * @throws IllegalArgumentException if {@code maxHeap} is outside {@code 0..MAX_HEAP}
     */
    public static Report check(HeapGame game, long maxHeap) {
        return check("game '" + describe(game) + "'", Objects.requireNonNull(game, "game"), maxHeap);
    }

    /**
     * Checks a position game on {@code positions}, as {@link #check(Variant, Map, List)} does.
     *
     * @param game      the game under test
     * @param positions the positions checked, in order; not changed
     * @return the report
     * @throws IllegalArgumentException if more than two million positions are reachable from those given
     */
    public static Report check(PositionGame game, List<long[]> positions) {
        Objects.requireNonNull(game, "game");
        return PositionChecks.run("game '" + describe(game) + "'", "positions", game, List.copyOf(positions));
    }

    /**
     * {@link #check(Variant, Map, long)}, for a test.
     *
     * @param variant    the variant under test
     * @param parameters the parameter values as a user types them, name to text
     * @param maxHeap    the largest heap checked, {@code 0..MAX_HEAP}
     * @throws AssertionError with the report's message if the game disagrees with the definition
     */
    public static void assertCorrect(Variant variant, Map<String, String> parameters, long maxHeap) {
        check(variant, parameters, maxHeap).assertPassed();
    }

    /**
     * {@link #check(Variant, Map, int, long)}, for a test.
     *
     * @param variant    the variant under test
     * @param parameters the parameter values as a user types them, name to text
     * @param length     the number of entries of a position, 0 or more
     * @param maxEntry   the largest entry, 0 or more
     * @throws AssertionError with the report's message if the game disagrees with the definition
     */
    public static void assertCorrect(Variant variant, Map<String, String> parameters, int length, long maxEntry) {
        check(variant, parameters, length, maxEntry).assertPassed();
    }

    /**
     * Every vector of {@code length} entries in {@code 0..maxEntry}, in lexicographic order
     * ({@code [0, 0], [0, 1], ..., [maxEntry, maxEntry]} for length 2).
     *
     * @param length   the number of entries, 0 or more (0: one empty vector)
     * @param maxEntry the largest entry, 0 or more
     * @return {@code (maxEntry + 1)^length} new arrays
     * @throws IllegalArgumentException if {@code length} or {@code maxEntry} is negative, or there
     *                                  would be more than {@link #MAX_VECTORS}
     */
    public static List<long[]> vectors(int length, long maxEntry) {
        if (length < 0 || maxEntry < 0) {
            throw new IllegalArgumentException("vectors: length and maxEntry must be at least 0, found " + length + " and "
                    + maxEntry);
        }
        double count = Math.pow(maxEntry + 1.0, length);
        if (count > MAX_VECTORS) {
            throw new IllegalArgumentException("vectors: " + (maxEntry + 1) + "^" + length + " positions are more than the "
                    + MAX_VECTORS + " a check takes");
        }
        List<long[]> all = new ArrayList<>((int) count);
        long[] v = new long[length];
        while (true) {
            all.add(v.clone());
            int i = length - 1;
            while (i >= 0 && v[i] == maxEntry) {
                v[i--] = 0;
            }
            if (i < 0) {
                return all;
            }
            v[i]++;
        }
    }

    private static Report check(Variant variant, Map<String, String> parameters, List<long[]> positions, String scope) {
        Optional<Report> refused = refused(variant, scope);
        if (refused.isPresent()) {
            return refused.get();
        }
        Game game = create(variant, parameters);
        if (game instanceof PositionGame whole) {
            return PositionChecks.run(subject(variant, game), scope, whole, List.copyOf(positions));
        }
        throw new IllegalArgumentException(subject(variant, game) + " is played on heaps: check it up to a heap,"
                + " GameChecker.check(variant, parameters, maxHeap)");
    }

    private static Report check(String subject, HeapGame game, long maxHeap) {
        if (maxHeap < 0 || maxHeap > MAX_HEAP) {
            throw new IllegalArgumentException(subject + ": maxHeap must be in 0.." + MAX_HEAP + ", found " + maxHeap);
        }
        return HeapChecks.run(subject, game, maxHeap);
    }

    /**
     * The report of a variant grundy would not load ({@link VariantCatalog#refusal}, the loader's
     * own rules), checked before anything else: a game grundy never creates is not worth checking.
     */
    private static Optional<Report> refused(Variant variant, String scope) {
        Objects.requireNonNull(variant, "variant");
        return VariantCatalog.refusal(variant).map(problem -> {
            String id;
            try {
                id = variant.id() == null ? variant.getClass().getName() : "'" + variant.id() + "'";
            } catch (RuntimeException e) {
                id = variant.getClass().getName();
            }
            Failure f = new Failure(Kind.LOAD, "loading the variant", "VariantCatalog.refusal(variant)",
                    "none: a variant grundy loads (docs/plugins.md, section 6)", problem.message(), "");
            return new Report("variant " + id, scope, 0, 0, Optional.of(f), List.of());
        });
    }

    /** The game as a user would have it; refusals are the caller's (or the plugin's) to see. */
    private static Game create(Variant variant, Map<String, String> parameters) {
        Objects.requireNonNull(variant, "variant");
        Game game = variant.create(Arguments.parse(variant, Objects.requireNonNull(parameters, "parameters")));
        if (game == null) {
            throw new IllegalStateException("variant '" + variant.id() + "': create returned null");
        }
        return game;
    }

    /** {@code variant 'squares' (game: squares)}: messages name both. */
    private static String subject(Variant variant, Game game) {
        return "variant '" + variant.id() + "' (game: " + describe(game) + ")";
    }

    private static String describe(Game game) {
        try {
            return game.describe();
        } catch (RuntimeException e) {
            return game.getClass().getName() + ", whose describe() threw " + Words.thrown(e);
        }
    }
}
