package io.github.grundy.cli.table;

import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.sequence.TakeBreakGame;
import io.github.grundy.core.spi.GameSpec;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * How far {@code table} lets a game table its values. A game's {@code --max-table} guards a
 * {@code solve} from a table nobody asked for; a table asks for one, so here what was asked
 * decides: {@code --to=N} sizes the table to N, {@code --no-stop} lifts the limit (memory is the
 * only one left), and a table to the proof of the period goes as far as {@link #REACH}, as the
 * published solvers do (tczajka's stops at 2^28 values). A {@code --max-table} the user gave
 * stands, except under {@code --no-stop}, which asks for no end.
 */
public final class TableReach {

    /** How far a table without --to looks for the proof of its period: 2^28 heaps, 512 MB at 2 bytes a value. */
    static final long REACH = (1L << 28) - 1;

    private static final String MAX_TABLE = "max-table";

    /** A search for a period up to this heap or beyond may take minutes: said at its start. */
    static final long FAR_REACH = 1L << 20;

    private TableReach() {
    }

    /** What was asked of the table. */
    enum Ask {
        /** --to=N: heaps up to N. */
        UP_TO,
        /** No --to: as far as the proof of the period needs, up to {@link #REACH}. */
        TO_PROOF,
        /** --no-stop: until stopped or out of memory. */
        NO_STOP
    }

    /**
     * {@code spec} with the table limit that {@code ask} needs, when {@code variant} has a
     * {@code --max-table} parameter; else {@code spec} as it is.
     *
     * @param to the last heap asked for, with {@link Ask#UP_TO}
     */
    static GameSpec sized(GameSpec spec, Variant variant, Ask ask, long to) {
        Optional<ParameterType.IntegerType> type = maxTable(variant);
        boolean given = spec.parameters().containsKey(MAX_TABLE);
        if (type.isEmpty() || given && ask != Ask.NO_STOP) {
            return spec;
        }
        long largest = type.get().max();
        long limit = switch (ask) {
            case UP_TO -> Math.min(largest, Math.max(to, defaultOf(variant)));
            case TO_PROOF -> Math.min(largest, Math.max(REACH, defaultOf(variant)));
            case NO_STOP -> largest;
        };
        Map<String, String> parameters = new LinkedHashMap<>(spec.parameters());
        parameters.put(MAX_TABLE, Long.toString(limit));
        return new GameSpec(spec.variant(), parameters);
    }

    /** The largest heap a game of {@code spec} tables under {@link Ask#TO_PROOF}: its --max-table. */
    static long reach(GameSpec spec) {
        String value = spec.parameters().get(MAX_TABLE);
        return value == null ? REACH : Long.parseLong(value);
    }

    /**
     * Whether a table without --to can end at a proved period: the game is a take-and-break game
     * with a periodicity theorem. A code without one is refused here, before any work.
     */
    static boolean provable(HeapGame game) {
        if (!(game instanceof TakeBreakGame takeBreak)) {
            return false;
        }
        if (takeBreak.code().periodCriterion().isEmpty()) {
            throw new UserError(game.describe() + ": its values have no proved period to stop at (no periodicity"
                    + " theorem is known for code " + takeBreak.code() + "); give --to=N");
        }
        return true;
    }

    /**
     * What a table says once, on standard error (a pipe too), when its first step proved no period
     * and the rest may take minutes: what it looks for, how far, and what stops it sooner. Decided by
     * the reach, never by time: a reach of {@link #FAR_REACH} heaps or more is far (a three-heap
     * code such as treblecross takes seconds to 300000 heaps, and time grows faster than the heaps).
     *
     * @return the line, or empty when the rest of the search ends at a heap near enough
     */
    static Optional<String> longSearchNotice(HeapGame game, long provedNothingBy, long reach) {
        if (reach < FAR_REACH) {
            return Optional.empty();
        }
        return Optional.of("grundy: " + game.describe() + ": no period is proved by heap " + provedNothingBy
                + "; looking for one up to heap " + reach + ", which may take minutes or hours (--to=N stops at"
                + " heap N)");
    }

    /**
     * The last heap of {@code game} from {@code from} (a heap it has) on: 2^63-1, or where it
     * refuses larger heaps, found by halving (a game's heaps run from its least to its last).
     */
    static long lastHeap(HeapGame game, long from) {
        long has = from;
        long hasNot = Long.MAX_VALUE;
        if (accepts(game, hasNot)) {
            return hasNot;
        }
        while (hasNot - has > 1) {
            long middle = has + (hasNot - has) / 2;
            if (accepts(game, middle)) {
                has = middle;
            } else {
                hasNot = middle;
            }
        }
        return has;
    }

    private static boolean accepts(HeapGame game, long heap) {
        try {
            game.checkHeap(heap);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static Optional<ParameterType.IntegerType> maxTable(Variant variant) {
        for (Parameter<?> p : variant.parameters()) {
            if (p.name().equals(MAX_TABLE) && p.type() instanceof ParameterType.IntegerType integer) {
                return Optional.of(integer);
            }
        }
        return Optional.empty();
    }

    private static long defaultOf(Variant variant) {
        for (Parameter<?> p : variant.parameters()) {
            if (p.name().equals(MAX_TABLE) && p.defaultValue() instanceof Long value) {
                return value;
            }
        }
        return 0;
    }
}
