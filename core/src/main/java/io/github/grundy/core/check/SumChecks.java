package io.github.grundy.core.check;

import io.github.grundy.core.Analyses;
import io.github.grundy.core.analysis.Analysis;
import io.github.grundy.core.check.Failure.Kind;
import io.github.grundy.core.check.HeapFacts.Option;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The analysis of sums of heaps ({@link Analyses#of(HeapSum)}) against the definition: its
 * outcome and value, and its winning moves (count, first, the whole list) exactly the moves to a
 * position of value 0, each distinct option of a heap once (moves in different heaps stay
 * different moves). Every heap alone, then every sum of two heaps up to {@link #PAIRS} and of three
 * up to {@link #TRIPLES}: a sum is where a value that is wrong but consistent with the game's own
 * outcome shows, and where a heap's options of a value other than 0 are used.
 */
final class SumChecks {

    /** The largest heap in a sum of two: at most 66 sums. */
    static final long PAIRS = 10;
    /** The largest heap in a sum of three: at most 56 sums. */
    static final long TRIPLES = 5;

    /** A winning move: the component it is played in, and the option left there (a multiset). */
    private record MoveKey(int component, List<Long> option) {
    }

    private final HeapGame game;
    private long count;

    SumChecks(HeapGame game) {
        this.game = game;
    }

    /** The sums of two or three heaps analysed so far. */
    long count() {
        return count;
    }

    /** The heap alone: the engines solve a lone heap apart (by its outcome, beyond a table). */
    void alone(HeapFacts heap) {
        analyse(List.of(heap));
    }

    /** Every sum of two of {@code small} (heaps up to {@link #PAIRS}) and of three up to {@link #TRIPLES}. */
    void pairsAndTriples(List<HeapFacts> small) {
        for (int i = 0; i < small.size(); i++) {
            for (int j = i; j < small.size(); j++) {
                analyse(List.of(small.get(i), small.get(j)));
                count++;
            }
        }
        List<HeapFacts> tiny = small.stream().filter(f -> f.heap() <= TRIPLES).toList();
        for (int i = 0; i < tiny.size(); i++) {
            for (int j = i; j < tiny.size(); j++) {
                for (int k = j; k < tiny.size(); k++) {
                    analyse(List.of(tiny.get(i), tiny.get(j), tiny.get(k)));
                    count++;
                }
            }
        }
    }

    private void analyse(List<HeapFacts> parts) {
        long[] heaps = parts.stream().mapToLong(HeapFacts::heap).toArray();
        StringBuilder where = new StringBuilder(parts.size() == 1 ? "heap " : "heaps ");
        for (int i = 0; i < heaps.length; i++) {
            where.append(i == 0 ? "" : " ").append(heaps[i]);
        }
        String at = parts.size() == 1 ? where + " alone" : where.toString();
        String of = "Analyses.of(HeapSum.prepared(game, " + Words.encoding(heaps) + "))";
        HeapSum sum = Disagreement.ask(at, of, () -> HeapSum.prepared(game, heaps.clone()));
        Analysis<HeapMove> analysis = Disagreement.ask(at, of, () -> Analyses.of(sum));
        String noun = Disagreement.ask(at, "componentNoun()", game::componentNoun);

        long x = 0;
        for (HeapFacts p : parts) {
            x ^= p.value();
        }
        long nimSum = x;
        List<MoveKey> expected = new ArrayList<>();
        for (int i = 0; nimSum != 0 && i < parts.size(); i++) {
            long target = parts.get(i).value() ^ nimSum;
            for (Option o : parts.get(i).options()) {
                if (o.value() == target) {
                    expected.add(new MoveKey(i, o.key()));
                }
            }
        }
        Listing.Wording<MoveKey> words = new Listing.Wording<>() {
            @Override
            public String of(MoveKey m) {
                Option o = option(parts.get(m.component()), m.option());
                long[] shown = o != null ? o.heaps() : m.option().stream().mapToLong(Long::longValue).toArray();
                return noun + " " + (m.component() + 1) + ": " + Words.option(game, heaps[m.component()], shown);
            }

            @Override
            public String notExpected(MoveKey m) {
                HeapFacts part = parts.get(m.component());
                Option o = option(part, m.option());
                return o == null ? of(m) + " is not an option of heap " + part.heap()
                        : of(m) + " leads to a position worth " + (nimSum ^ part.value() ^ o.value()) + ", not 0";
            }
        };
        String values = parts.size() == 1 ? "its value" : "the nim-sum of the heaps' values";

        Outcome outcome = Disagreement.ask(at, of + ".outcome()", analysis::outcome);
        if (outcome != Outcome.ofGrundy(nimSum)) {
            throw new Disagreement(Kind.ANALYSIS, at, of + ".outcome()",
                    Outcome.ofGrundy(nimSum) + ": " + values + " is " + nimSum, String.valueOf(outcome),
                    expected.isEmpty() ? "" : "the winning move " + words.of(expected.get(0)));
        }
        OptionalLong grundy = Disagreement.ask(at, of + ".grundy()", analysis::grundy);
        if (grundy.isPresent() && grundy.getAsLong() != nimSum) {
            throw new Disagreement(Kind.ANALYSIS, at, of + ".grundy()", nimSum + ", " + values,
                    Long.toString(grundy.getAsLong()), "");
        }
        List<String> wanted = expected.stream().map(words::of).toList();
        long n = Disagreement.ask(at, of + ".count()", analysis::count);
        if (n != expected.size()) {
            throw new Disagreement(Kind.ANALYSIS, at, of + ".count()", expected.size() + ", the moves to a position of value 0: "
                    + Words.list(wanted), Long.toString(n), listedQuietly(analysis, words));
        }
        Optional<HeapMove> first = Disagreement.ask(at, of + ".first()", analysis::first);
        Optional<MoveKey> firstKey = first.map(m -> key(m, heaps, at, of + ".first()"));
        if (!firstKey.equals(expected.stream().findFirst())) {
            throw new Disagreement(Kind.ANALYSIS, at, of + ".first()", wanted.isEmpty() ? "none" : wanted.get(0),
                    firstKey.map(words::of).orElse("none"), "");
        }
        String list = of + ".list(" + Integer.MAX_VALUE + ")";
        List<HeapMove> listed = Disagreement.ask(at, list, () -> analysis.list(Integer.MAX_VALUE));
        List<MoveKey> keys = listed.stream().map(m -> key(m, heaps, at, list)).toList();
        Listing.Result<MoveKey> r = Listing.compare(expected, keys, words, false);
        if (r.problem().isPresent()) {
            throw new Disagreement(Kind.ANALYSIS, at, list, "the moves to a position of value 0: " + Words.list(wanted),
                    Words.list(keys.stream().map(words::of).toList()), r.problem().get());
        }
    }

    /** What the analysis lists, to show beside a wrong count; nothing if the listing fails too. */
    private static String listedQuietly(Analysis<HeapMove> analysis, Listing.Wording<MoveKey> words) {
        try {
            List<String> listed = new ArrayList<>();
            for (HeapMove m : analysis.list(Integer.MAX_VALUE)) {
                listed.add(words.of(new MoveKey(m.component(), HeapFacts.key(m.option()))));
            }
            return "it lists " + Words.list(listed);
        } catch (RuntimeException e) {
            return "";
        }
    }

    /** The key of a listed move, once it is known to be played on a heap of the sum. */
    private static MoveKey key(HeapMove m, long[] heaps, String at, String check) {
        int c = m.component();
        if (c < 0 || c >= heaps.length || m.heap() != heaps[c]) {
            throw new Disagreement(Kind.ANALYSIS, at, check, "moves of the heaps " + Words.encoding(heaps),
                    "a move of heap " + m.heap() + " as component " + c, m.toString());
        }
        return new MoveKey(c, HeapFacts.key(m.option()));
    }

    private static Option option(HeapFacts part, List<Long> key) {
        for (Option o : part.options()) {
            if (o.key().equals(key)) {
                return o;
            }
        }
        return null;
    }
}
