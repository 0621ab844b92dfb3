package io.github.grundy.core.check;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.analysis.Analysis;
import io.github.grundy.core.check.Failure.Kind;
import io.github.grundy.core.check.PositionValues.Move;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.game.PositionMove;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeSet;

/**
 * The checks of a {@link PositionGame} on the positions given, each against its value by the
 * definition ({@link PositionValues}): {@code grundy} (where the game knows it), {@code outcome},
 * the moves to a value and their count, and {@link Analyses#of(PositionGame, long[])}. The game is
 * prepared for each position as the engines prepare it ({@link PositionGame#prepared}), so that a
 * position beyond a table is checked by its outcome and winning moves.
 */
final class PositionChecks {

    private final PositionGame game;
    private final PositionValues values;
    private final Notes notes = new Notes();
    private long checked;

    private PositionChecks(PositionGame game) {
        this.game = game;
        this.values = new PositionValues(game);
    }

    static Report run(String subject, String scope, PositionGame game, List<long[]> positions) {
        PositionChecks checks = new PositionChecks(game);
        Optional<Failure> failure = Optional.empty();
        try {
            PositionGame ready = game;
            for (long[] p : positions) {
                ready = checks.position(ready, p.clone());
            }
        } catch (Disagreement d) {
            failure = Optional.of(d.failure());
        }
        return new Report(subject, scope, checks.checked, 0, failure, checks.notes.list());
    }

    /** Every check of one position; the game as prepared for it (the next starts from there). */
    private PositionGame position(PositionGame last, long[] p) {
        String at = "position " + Words.position(p);
        try {
            game.checkPosition(p.clone());
        } catch (IllegalArgumentException e) {
            notes.add("positions the game refuses (checkPosition) were skipped", at + ": " + e.getMessage());
            return last;
        } catch (RuntimeException e) {
            throw new Disagreement(Kind.THREW, at, "checkPosition(" + Words.position(p) + ")",
                    "to return, or to refuse the position with an IllegalArgumentException", "threw " + Words.thrown(e), "");
        }
        long value = values.of(p);
        List<Move> moves = values.moves(p);
        Map<List<Long>, Move> distinct = new LinkedHashMap<>();
        for (Move m : moves) {
            if (distinct.putIfAbsent(key(m.encoding()), m) != null) {
                notes.add("moves reported more than once (listed once)", at + ": " + Words.move(game, p, m.encoding()));
            }
        }
        String prepare = "PositionGame.prepared(game, " + Words.position(p) + ")";
        PositionGame ready = Disagreement.ask(at, prepare, () -> PositionGame.prepared(last, p.clone()));
        if (ready == null) {
            throw new Disagreement(Kind.CONTRACT, at, prepare, "the game ready for the position", "null", "");
        }
        boolean known = Disagreement.ask(at, "grundyKnown(" + Words.position(p) + ")", () -> ready.grundyKnown(p.clone()));
        if (known) {
            checkGrundy(ready, p, value, distinct);
        } else {
            notes.add("positions whose value the game does not know (grundyKnown false) were checked by their outcome"
                    + " and winning moves", at);
        }
        checkOutcome(ready, p, value, distinct);
        Listing.checkStops(at, "forEachMove(" + Words.position(p) + ")", moves.size(), "move",
                sink -> ready.forEachMove(p.clone(), sink));
        TreeSet<Long> asked = new TreeSet<>();
        asked.add(0L);
        if (known) {
            // Other values only where the game knows values: beyond a table it answers the value 0 alone.
            distinct.values().forEach(m -> asked.add(values.known(m.after())));
            asked.add(value);
        }
        for (long v : asked) {
            checkMovesToValue(ready, p, v, distinct);
        }
        checkAnalysis(ready, p, value, distinct);
        checked++;
        return ready;
    }

    private void checkGrundy(PositionGame g, long[] p, long value, Map<List<Long>, Move> moves) {
        String at = "position " + Words.position(p);
        String check = "grundy(" + Words.position(p) + ")";
        long found = Disagreement.ask(at, check, () -> g.grundy(p.clone()));
        if (found == value) {
            return;
        }
        TreeSet<Long> seen = new TreeSet<>();
        moves.values().forEach(m -> seen.add(values.known(m.after())));
        String expected = moves.isEmpty() ? "0, as it has no moves"
                : value + ", the mex of the values its moves lead to " + Words.values(seen);
        String involved = moves.values().stream().filter(m -> values.known(m.after()) == found).findFirst()
                .map(m -> "the move " + Words.move(game, p, m.encoding()) + " leads to " + Words.position(m.after())
                        + ", worth " + found)
                .orElse("no move leads to a position worth " + value);
        throw new Disagreement(Kind.GRUNDY, at, check, expected, Long.toString(found), involved);
    }

    private void checkOutcome(PositionGame g, long[] p, long value, Map<List<Long>, Move> moves) {
        String at = "position " + Words.position(p);
        String check = "outcome(" + Words.position(p) + ")";
        Outcome found = Disagreement.ask(at, check, () -> g.outcome(p.clone()));
        Outcome expected = Outcome.ofGrundy(value);
        if (found == expected) {
            return;
        }
        String involved = value == 0 ? "no move leads to a position worth 0"
                : moves.values().stream().filter(m -> values.known(m.after()) == 0).findFirst()
                        .map(m -> "the winning move " + Words.move(game, p, m.encoding())).orElse("");
        String why = value == 0 ? ": its value is 0, so the player to move loses"
                : ": its value is " + value + ", so the player to move wins";
        throw new Disagreement(Kind.OUTCOME, at, check, expected + why, String.valueOf(found), involved);
    }

    private void checkMovesToValue(PositionGame g, long[] p, long v, Map<List<Long>, Move> moves) {
        String at = "position " + Words.position(p);
        String check = "forEachMoveToValue(" + Words.position(p) + ", " + v + ")";
        List<long[]> reported = Listing.collect(at, check, sink -> g.forEachMoveToValue(p.clone(), v, sink));
        Listing.Wording<List<Long>> words = words(p, moves, v);
        List<List<Long>> expected = movesTo(moves, v);
        Listing.Result<List<Long>> r = Listing.compare(expected, reported.stream().map(PositionChecks::key).toList(),
                words, true);
        if (r.problem().isPresent()) {
            throw new Disagreement(Kind.OPTIONS_OF_VALUE, at, check, "the moves to a position worth " + v + ": "
                    + Words.list(expected.stream().map(words::of).toList()),
                    Words.list(reported.stream().map(m -> Words.move(game, p, m)).toList()), r.problem().get());
        }
        r.repeated().ifPresent(m -> notes.add("moves reported more than once by forEachMoveToValue",
                at + ", value " + v + ": " + words.of(m)));
        Listing.checkStops(at, check, reported.size(), "move", sink -> g.forEachMoveToValue(p.clone(), v, sink));
        String countCheck = "countMovesToValue(" + Words.position(p) + ", " + v + ")";
        long count = Disagreement.ask(at, countCheck, () -> g.countMovesToValue(p.clone(), v));
        if (count != reported.size()) {
            throw new Disagreement(Kind.COUNT_OF_VALUE, at, countCheck, reported.size() + ", as many as " + check + " reports",
                    Long.toString(count), "");
        }
    }

    private void checkAnalysis(PositionGame g, long[] p, long value, Map<List<Long>, Move> moves) {
        String at = "position " + Words.position(p);
        String of = "Analyses.of(game, " + Words.position(p) + ")";
        Analysis<PositionMove> analysis = Disagreement.ask(at, of, () -> Analyses.of(g, p.clone()));
        Listing.Wording<List<Long>> words = words(p, moves, 0);
        List<List<Long>> expected = movesTo(moves, 0);
        List<String> wanted = expected.stream().map(words::of).toList();

        Outcome outcome = Disagreement.ask(at, of + ".outcome()", analysis::outcome);
        if (outcome != Outcome.ofGrundy(value)) {
            throw new Disagreement(Kind.ANALYSIS, at, of + ".outcome()", Outcome.ofGrundy(value) + ": its value is " + value,
                    String.valueOf(outcome), "");
        }
        OptionalLong grundy = Disagreement.ask(at, of + ".grundy()", analysis::grundy);
        if (grundy.isPresent() && grundy.getAsLong() != value) {
            throw new Disagreement(Kind.ANALYSIS, at, of + ".grundy()", Long.toString(value),
                    Long.toString(grundy.getAsLong()), "");
        }
        long n = Disagreement.ask(at, of + ".count()", analysis::count);
        if (n != expected.size()) {
            String listed;
            try {
                listed = "it lists " + Words.list(analysis.list(Integer.MAX_VALUE).stream()
                        .map(m -> words.of(key(m.encoding()))).toList());
            } catch (RuntimeException e) {
                listed = ""; // the count is the failure shown
            }
            throw new Disagreement(Kind.ANALYSIS, at, of + ".count()", expected.size() + ", the moves to a position of value 0: "
                    + Words.list(wanted), Long.toString(n), listed);
        }
        Optional<List<Long>> first = Disagreement.ask(at, of + ".first()", analysis::first).map(m -> key(m.encoding()));
        if (!first.equals(expected.stream().findFirst())) {
            throw new Disagreement(Kind.ANALYSIS, at, of + ".first()", wanted.isEmpty() ? "none" : wanted.get(0),
                    first.map(words::of).orElse("none"), "");
        }
        String list = of + ".list(" + Integer.MAX_VALUE + ")";
        List<List<Long>> listed = Disagreement.ask(at, list, () -> analysis.list(Integer.MAX_VALUE)).stream()
                .map(m -> key(m.encoding())).toList();
        Listing.Result<List<Long>> r = Listing.compare(expected, listed, words, false);
        if (r.problem().isPresent()) {
            throw new Disagreement(Kind.ANALYSIS, at, list, "the moves to a position of value 0: " + Words.list(wanted),
                    Words.list(listed.stream().map(words::of).toList()), r.problem().get());
        }
    }

    /** The distinct moves to a position worth {@code v}, in the game's order. */
    private List<List<Long>> movesTo(Map<List<Long>, Move> moves, long v) {
        return moves.entrySet().stream().filter(e -> values.known(e.getValue().after()) == v)
                .map(Map.Entry::getKey).toList();
    }

    /** Moves in the game's words, and why one listed is not a move to a position worth {@code v}. */
    private Listing.Wording<List<Long>> words(long[] p, Map<List<Long>, Move> moves, long v) {
        return new Listing.Wording<>() {
            @Override
            public String of(List<Long> move) {
                return Words.move(game, p, array(move));
            }

            @Override
            public String notExpected(List<Long> move) {
                Move m = moves.get(move);
                if (m == null) {
                    return of(move) + " is not a move of " + Words.position(p) + " (forEachMove does not report it)";
                }
                return of(move) + " leads to " + Words.position(m.after()) + ", worth " + values.known(m.after())
                        + ", not " + v;
            }
        };
    }

    /** A move's key: its encoding, in order (a move is not a multiset). */
    private static List<Long> key(long[] encoding) {
        return Arrays.stream(encoding).boxed().toList();
    }

    private static long[] array(List<Long> key) {
        return key.stream().mapToLong(Long::longValue).toArray();
    }
}
