package io.github.grundy.core.check;

import io.github.grundy.core.check.Failure.Kind;
import io.github.grundy.core.check.HeapFacts.Option;
import io.github.grundy.core.game.GameFailure;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.normal.MexSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The checks of a heap game, heap by heap from 0 up: each heap's options (only heaps smaller than
 * it, which the game accepts), its value by the definition against {@code grundy} and
 * {@code outcome}, the option queries of every value, and the analysis of the heap alone; then
 * the sums of two and three small heaps ({@link SumChecks}). The values are the checker's own,
 * each the mex of its options' values, so a wrong value is caught at the first heap that has it.
 */
final class HeapChecks {

    private final HeapGame game;
    private final long maxHeap;
    private final Notes notes = new Notes();
    /** The value of each heap by the definition, once its heap is checked. */
    private final long[] values;
    private final boolean[] refused;
    private final List<HeapFacts> small = new ArrayList<>();
    private long checked;

    private HeapChecks(HeapGame game, long maxHeap) {
        this.game = game;
        this.maxHeap = maxHeap;
        this.values = new long[(int) maxHeap + 1];
        this.refused = new boolean[(int) maxHeap + 1];
    }

    /** Checks {@code game} on heaps {@code 0..maxHeap} (at most {@link GameChecker#MAX_HEAP}). */
    static Report run(String subject, HeapGame game, long maxHeap) {
        HeapChecks checks = new HeapChecks(game, maxHeap);
        SumChecks sums = null;
        Optional<Failure> failure = Optional.empty();
        try {
            HeapGame prepared = checks.prepare();
            sums = new SumChecks(prepared);
            checks.heaps(prepared, sums);
            sums.pairsAndTriples(checks.small);
        } catch (Disagreement d) {
            failure = Optional.of(d.failure());
        }
        return new Report(subject, "heaps of 0.." + maxHeap, checks.checked, sums == null ? 0 : sums.count(), failure,
                checks.notes.list());
    }

    /** The game prepared once for the largest heap, as the engines prepare it before a position. */
    private HeapGame prepare() {
        String at = "heaps 0.." + maxHeap;
        String check = "prepare(" + maxHeap + ")";
        HeapGame prepared;
        try {
            prepared = game.prepare(maxHeap);
        } catch (RuntimeException e) {
            // A table checks that options shrink as it is built: when that is why, name the option.
            findBrokenOption();
            throw new Disagreement(Kind.THREW, at, check, "the game ready for heaps up to " + maxHeap,
                    "threw " + Words.thrown(e), "");
        }
        if (prepared == null) {
            throw new Disagreement(Kind.CONTRACT, at, check, "the game ready for heaps up to " + maxHeap, "null", "");
        }
        return prepared;
    }

    /** The options of the unprepared game, for a broken rule only; stops quietly where it cannot go on. */
    private void findBrokenOption() {
        for (long heap = 0; heap <= maxHeap; heap++) {
            long h = heap;
            List<long[]> options;
            try {
                game.checkHeap(h);
                options = Listing.collect("heap " + h, "forEachOption(" + h + ")", sink -> game.forEachOption(h, sink));
            } catch (IllegalArgumentException e) {
                refused[(int) h] = true;
                continue;
            } catch (RuntimeException e) {
                return;
            }
            for (long[] option : options) {
                checkOption(game, h, option);
            }
        }
    }

    private void heaps(HeapGame g, SumChecks sums) {
        for (long h = 0; h <= maxHeap; h++) {
            if (refuses(g, h)) {
                continue;
            }
            HeapFacts facts = heap(g, h);
            sums.alone(facts);
            if (h <= SumChecks.PAIRS) {
                small.add(facts);
            }
            checked++;
        }
    }

    /** True for a heap the game refuses, as a game on divisors refuses 0: it is skipped, with a note. */
    private boolean refuses(HeapGame g, long h) {
        try {
            g.checkHeap(h);
            return false;
        } catch (IllegalArgumentException e) {
            refused[(int) h] = true;
            notes.add("heaps the game refuses (checkHeap) were skipped", "heap " + h + ": " + e.getMessage());
            return true;
        } catch (RuntimeException e) {
            throw new Disagreement(Kind.THREW, "heap " + h, "checkHeap(" + h + ")",
                    "to return, or to refuse the heap with an IllegalArgumentException", "threw " + Words.thrown(e), "");
        }
    }

    /** Every check of one heap; its value and distinct options, for the sums. */
    private HeapFacts heap(HeapGame g, long h) {
        String at = "heap " + h;
        String walk = "forEachOption(" + h + ")";
        List<long[]> all = Listing.collect(at, walk, sink -> g.forEachOption(h, sink));
        Map<List<Long>, Option> distinct = new LinkedHashMap<>();
        Set<List<Long>> repeated = new HashSet<>();
        MexSet mex = new MexSet();
        for (long[] option : all) {
            checkOption(g, h, option);
            long v = 0;
            for (long k : option) {
                v ^= values[(int) k];
            }
            List<Long> key = HeapFacts.key(option);
            Option first = distinct.get(key);
            if (first == null) {
                distinct.put(key, new Option(option, key, v));
            } else if (repeated.add(key)) {
                notes.add("options reported more than once (an option is a multiset of heaps: one move, listed once)",
                        at + ": " + Words.option(g, h, first.heaps()) + " and " + Words.option(g, h, option));
            }
            mex.add(v);
        }
        long value = mex.mex();
        values[(int) h] = value;
        List<Option> options = List.copyOf(distinct.values());
        checkGrundy(g, h, value, options);
        checkWorthItself(g, h, value);
        checkOutcome(g, h, value, options);
        Listing.checkStops(at, walk, all.size(), "option", sink -> g.forEachOption(h, sink));
        checkQueries(g, h, value, distinct, repeated);
        return new HeapFacts(h, value, options);
    }

    /** An option holds only heaps smaller than its heap (so the game ends) that the game accepts. */
    private void checkOption(HeapGame g, long h, long[] option) {
        for (long k : option) {
            String found = null;
            if (k < 0 || k >= h) {
                found = GameFailure.badOption(h, k).getMessage();
            } else if (refused[(int) k]) {
                found = "an option of heap " + h + " holds heap " + k + ", which checkHeap refuses";
            }
            if (found != null) {
                throw new Disagreement(Kind.CONTRACT, "heap " + h, "forEachOption(" + h + ")",
                        "options of heaps smaller than " + h + " that the game accepts (so that every game ends)", found,
                        "option " + Words.option(g, h, option));
            }
        }
    }

    private void checkGrundy(HeapGame g, long h, long value, List<Option> options) {
        long found = Disagreement.ask("heap " + h, "grundy(" + h + ")", () -> g.grundy(h));
        if (found == value) {
            return;
        }
        String expected = options.isEmpty() ? "0, as it has no options"
                : value + ", the mex of its options' values "
                        + Words.values(new TreeSet<>(options.stream().map(Option::value).toList()));
        String involved = options.stream().filter(o -> o.value() == found).findFirst()
                .map(o -> "option " + Words.option(g, h, o.heaps()) + " is " + worth(o))
                .orElse("no option is worth " + value);
        throw new Disagreement(Kind.GRUNDY, "heap " + h, "grundy(" + h + ")", expected, Long.toString(found), involved);
    }

    /** A heap the game says is worth itself ({@link HeapGame#worthItselfUpTo()}) is, by the definition. */
    private void checkWorthItself(HeapGame g, long h, long value) {
        long upTo = Disagreement.ask("heap " + h, "worthItselfUpTo()", g::worthItselfUpTo);
        if (h > upTo || value == h) {
            return;
        }
        throw new Disagreement(Kind.GRUNDY, "heap " + h, "worthItselfUpTo()",
                "at most " + (h - 1) + ", as heap " + h + " is worth " + value + " (the mex of its options' values)",
                Long.toString(upTo), "");
    }

    private void checkOutcome(HeapGame g, long h, long value, List<Option> options) {
        Outcome found = Disagreement.ask("heap " + h, "outcome(" + h + ")", () -> g.outcome(h));
        Outcome expected = Outcome.ofGrundy(value);
        if (found == expected) {
            return;
        }
        String involved = value == 0 ? "no option is worth 0"
                : options.stream().filter(o -> o.value() == 0).findFirst()
                        .map(o -> "the winning move " + Words.option(g, h, o.heaps())).orElse("");
        throw new Disagreement(Kind.OUTCOME, "heap " + h, "outcome(" + h + ")",
                expected + (value == 0 ? ": its value is 0, so the player to move loses"
                        : ": its value is " + value + ", so the player to move wins"),
                String.valueOf(found), involved);
    }

    /**
     * {@code forEachOptionOfValue} and {@code countOptionsOfValue} for every value an option has,
     * and for the heap's own value, which none has (it is their mex).
     */
    private void checkQueries(HeapGame g, long h, long value, Map<List<Long>, Option> distinct,
            Set<List<Long>> repeated) {
        String at = "heap " + h;
        TreeSet<Long> asked = new TreeSet<>();
        distinct.values().forEach(o -> asked.add(o.value()));
        asked.add(value);
        for (long v : asked) {
            String check = "forEachOptionOfValue(" + h + ", " + v + ")";
            List<long[]> reported = Listing.collect(at, check, sink -> g.forEachOptionOfValue(h, v, sink));
            Listing.Wording<List<Long>> words = new Listing.Wording<>() {
                @Override
                public String of(List<Long> key) {
                    Option o = distinct.get(key);
                    return Words.option(g, h, o != null ? o.heaps() : key.stream().mapToLong(Long::longValue).toArray());
                }

                @Override
                public String notExpected(List<Long> key) {
                    Option o = distinct.get(key);
                    return o == null ? of(key) + " is not an option of heap " + h
                            : of(key) + " is " + worth(o) + ", not " + v;
                }
            };
            List<List<Long>> expected = distinct.values().stream().filter(o -> o.value() == v).map(Option::key).toList();
            List<List<Long>> keys = reported.stream().map(HeapFacts::key).toList();
            Listing.Result<List<Long>> r = Listing.compare(expected, keys, words, true);
            if (r.problem().isPresent()) {
                throw new Disagreement(Kind.OPTIONS_OF_VALUE, at, check,
                        "the options worth " + v + ": " + Words.list(expected.stream().map(words::of).toList()),
                        Words.list(reported.stream().map(o -> Words.option(g, h, o)).toList()), r.problem().get());
            }
            // A repeat of forEachOption's own is noted once, there.
            r.repeated().filter(key -> !repeated.contains(key)).ifPresent(key -> notes.add(
                    "options reported more than once by forEachOptionOfValue", at + ", value " + v + ": " + words.of(key)));
            Listing.checkStops(at, check, reported.size(), "option", sink -> g.forEachOptionOfValue(h, v, sink));
            String countCheck = "countOptionsOfValue(" + h + ", " + v + ")";
            long count = Disagreement.ask(at, countCheck, () -> g.countOptionsOfValue(h, v));
            if (count != reported.size()) {
                throw new Disagreement(Kind.COUNT_OF_VALUE, at, countCheck,
                        reported.size() + ", as many as " + check + " reports", Long.toString(count), "");
            }
        }
    }

    /** {@code worth 2}, or {@code worth 2 (3 xor 1)} for an option of several heaps. */
    private String worth(Option o) {
        String s = "worth " + o.value();
        if (o.heaps().length < 2) {
            return s;
        }
        return s + " (" + Arrays.stream(o.heaps()).mapToObj(k -> Long.toString(values[(int) k]))
                .collect(Collectors.joining(" xor ")) + ")";
    }
}
