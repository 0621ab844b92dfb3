package io.github.grundy.variants.turning;

import io.github.grundy.core.game.LimitExceededException;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.period.PeriodCriterion;
import io.github.grundy.core.period.PeriodProof;
import io.github.grundy.core.sequence.GrundySequence;
import io.github.grundy.core.sequence.TabledHeapGame;
import io.github.grundy.core.turning.CoinStrip;
import io.github.grundy.core.turning.TurningCode;
import io.github.grundy.core.turning.TurningMoves;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A coin-turning strip of a turning code as a heap game ({@link CoinStrip}): heap n a head at coin
 * n, its options the other coins of each move ({@link TurningMoves}). Its values come from a
 * {@link Formula} where one is proved, for every coin up to the formula's largest, else from a
 * table of the mex over the moves, up to {@code --max-table}. A code whose moves lie in a window
 * of w coins ({@link TurningCode#window()}) has periodic values, and its table stops at the first
 * period a repeated window of w values proves: from there every coin is answered by it.
 */
public final class TurningStrip implements CoinStrip {

    private final TurningCode code;
    private final String description;
    private final Formula formula;
    private final TabledHeapGame table;
    /** A windowed code's values, the period once proved; null for the other codes. */
    private final Windowed windowed;

    /** The values of a windowed code, the theorem that proves their period, and the table's limit. */
    private record Windowed(GrundySequence values, PeriodCriterion criterion, GrundySequence.TableLimit limit) {
    }

    private TurningStrip(TurningCode code, String description, Formula formula, TabledHeapGame table,
            Windowed windowed) {
        this.code = code;
        this.description = description;
        this.formula = formula;
        this.table = table;
        this.windowed = windowed;
    }

    /**
     * The strip of {@code code}, tabled.
     *
     * @param code        the code
     * @param description what answers call the game, e.g. {@code turning --code=1-3}
     * @param maxTable    the largest coin tabled
     * @param limitName   how users raise it, e.g. {@code --max-table}
     * @return the game
     */
    public static TurningStrip tabled(TurningCode code, String description, long maxTable, String limitName) {
        TabledHeapGame table = TabledHeapGame.of(description, new TurningMoves(code), maxTable).withLimitName(limitName);
        OptionalInt window = code.window();
        Windowed windowed = window.isEmpty() ? null : new Windowed(GrundySequence.empty(),
                PeriodCriterion.window(window.getAsInt()), new GrundySequence.TableLimit(
                        (int) Math.min(maxTable + 1, Integer.MAX_VALUE - 8), limitName + "=" + maxTable));
        return new TurningStrip(code, description, null, table, windowed);
    }

    /**
     * The strip of {@code code}, its values by {@code formula}.
     *
     * @param code        the code
     * @param description what answers call the game
     * @param formula     the proved closed form of the code's values
     * @return the game
     */
    public static TurningStrip closed(TurningCode code, String description, Formula formula) {
        return new TurningStrip(code, description, formula, null, null);
    }

    /** The code of the moves. */
    public TurningCode code() {
        return code;
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public long grundy(long coin) {
        if (coin == 0) {
            return 0;
        }
        if (formula != null) {
            return formula.value().applyAsLong(coin);
        }
        if (windowed == null) {
            return table.grundy(coin);
        }
        checkHeap(coin);
        if (coin > windowed.values().maxHeap()) {
            throw new IllegalArgumentException(description + ": coin " + coin + " is not tabled yet (coins 0.."
                    + windowed.values().maxHeap() + "): prepare(" + coin + ") first");
        }
        return windowed.values().get(coin);
    }

    @Override
    public void checkHeap(long coin) {
        if (formula != null && coin > formula.maxCoin()) {
            throw new IllegalArgumentException(description + ": a coin is at most " + formula.maxCoin()
                    + " (its value stays below 2^63), found " + coin);
        }
    }

    /**
     * The most move visits a table may cost, about a minute: codes whose moves grow fast (Sym's
     * 2^(n/2), Moidores' n^8) reach it long before the table's limit.
     */
    private static final double VISITS = 2e10;

    /** A count of moves in words: {@code about 2.1e+12}, or beyond a double's range, more than its largest. */
    private static String about(double count) {
        return Double.isFinite(count) ? String.format(java.util.Locale.ROOT, "about %.1e", count)
                : String.format(java.util.Locale.ROOT, "more than %.1e", Double.MAX_VALUE);
    }

    @Override
    public TurningStrip prepare(long maxCoin) {
        if (formula != null) {
            checkHeap(maxCoin);
            return this;
        }
        if (maxCoin <= maxGrundyHeap()) {
            return this;
        }
        // The coins' moves grow with the coin: maxCoin heads of maxCoin's moves bound the table's
        // cost (a windowed code's moves do not grow, and its period ends the table early).
        double visits = code.movesAt(maxCoin) * Math.max(1, Math.min(maxCoin, table.maxTable()));
        if (visits > VISITS) {
            throw new LimitExceededException(String.format(java.util.Locale.ROOT,
                    "%s: a table to coin %d would visit %s moves (coin %d alone has %s): more than grundy tables for"
                            + " one code (%.0e); ask for fewer coins", description, maxCoin, about(visits), maxCoin,
                    about(code.movesAt(maxCoin)), VISITS));
        }
        if (windowed != null) {
            GrundySequence values;
            try {
                values = windowed.values().extend(new TurningMoves(code), windowed.criterion(), maxCoin, windowed.limit());
            } catch (LimitExceededException e) {
                throw e.withContext(description);
            }
            return new TurningStrip(code, description, null, table,
                    new Windowed(values, windowed.criterion(), windowed.limit()));
        }
        TabledHeapGame prepared = table.prepare(maxCoin);
        return prepared == table ? this : new TurningStrip(code, description, null, prepared, null);
    }

    @Override
    public long maxGrundyHeap() {
        return formula != null ? formula.maxCoin() : windowed != null ? windowed.values().maxHeap() : table.maxGrundyHeap();
    }

    /** A windowed code's period, once a table has proved it (the window theorem). */
    @Override
    public Optional<PeriodProof> periodProof() {
        return windowed == null ? Optional.empty() : windowed.values().proof();
    }

    /** From the code's conditions: a few comparisons, where listing the coin's moves is O(n^(k-1)). */
    @Override
    public boolean turns(long coin, long[] others) {
        for (int i = 0; i < others.length; i++) {
            if (others[i] < 1 || others[i] >= coin || i > 0 && others[i] <= others[i - 1]) {
                return false;
            }
        }
        return code.allows(others, others.length, coin);
    }

    @Override
    public Optional<String> closedForm() {
        return formula == null ? Optional.empty() : Optional.of(formula.text());
    }

    @Override
    public void forEachOption(long coin, OptionSink sink) {
        new TurningMoves(code).forEachOption(coin, sink);
    }

    @Override
    public String toString() {
        return description;
    }
}
