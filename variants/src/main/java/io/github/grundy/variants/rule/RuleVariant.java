package io.github.grundy.variants.rule;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.rule.BoundRule;
import io.github.grundy.core.rule.CoordinateGame;
import io.github.grundy.core.rule.VectorGame;
import io.github.grundy.core.rule.Rule;
import io.github.grundy.core.period.PeriodCriterion;
import io.github.grundy.core.sequence.CodeMatch;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.core.sequence.TabledHeapGame;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.GameSpec;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import io.github.grundy.core.spi.Variant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code rule} variant: a game written in one line of the rule language (docs/rules.md),
 * {@code --rule='n -> [n - k for k in 1..min(3, n)]'}, its parameters given by {@code --with}.
 * A heap rule is a heap game whose values are tabled, as a plugin's {@code HeapMoves} would be; a
 * coordinate rule is a {@link CoordinateGame}, its position the points given one after another; a
 * vector rule is a {@link VectorGame}, its position the heaps given, one whole vector.
 */
public final class RuleVariant implements Variant {

    /** The rule. */
    public static final Parameter<Rule> RULE = Parameter.required("rule",
            "the game's rule, e.g. 'n -> [n - k for k in 1..min(3, n)]' (docs/rules.md)",
            ParameterType.of("a rule: the position, '->' and the list of its options", Rule::parse));

    /** The values of the rule's parameters. */
    public static final Parameter<String> WITH = Parameter.optional("with",
            "values of the rule's parameters, NAME=VALUE,... (the others take their defaults)",
            ParameterType.of("NAME=VALUE pairs separated by commas", text -> {
                values(text);
                return text;
            }), "");

    /** The largest heap tabled. */
    public static final Parameter<Long> MAX_TABLE = Parameter.optional("max-table",
            "the largest heap whose Grundy value is tabled (4 bytes per heap); for a coordinate or vector rule, the"
                    + " most positions valued for one position",
            ParameterType.integer(1, TabledHeapGame.TABLE_LIMIT), TabledHeapGame.DEFAULT_MAX_TABLE);

    /** The bound of one position's evaluation. */
    public static final Parameter<Long> MAX_STEPS = Parameter.optional("max-steps",
            "the most steps (turns of a loop, items of a list written out) the rule may take at one position",
            ParameterType.integer(1, Long.MAX_VALUE), 10_000_000L);

    @Override
    public String id() {
        return "rule";
    }

    @Override
    public String title() {
        return "A rule of your own";
    }

    @Override
    public String summary() {
        return "a game written in one line: a heap n, a point (a, b) or a whole vector [h], and the list of its"
                + " options (docs/rules.md)";
    }

    @Override
    public int spiVersion() {
        return SPI_VERSION;
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(RULE, WITH, MAX_TABLE, MAX_STEPS);
    }

    /** {@code --m=5}: the rule's own parameters are given in {@code --with}, said with the value given. */
    @Override
    public String unknownParameterHint(String name, Map<String, String> given) {
        String value = given.getOrDefault(name, "VALUE");
        String with = given.getOrDefault(WITH.name(), "");
        String fix = "--with=" + (with.isEmpty() ? "" : with + ",") + name + "=" + value;
        String rule = given.get(RULE.name());
        boolean declared = false;
        if (rule != null) {
            try {
                declared = Rule.parse(rule).parameters().stream().anyMatch(p -> p.name().equals(name));
            } catch (RuntimeException notARule) {
                // The rule's own error comes when it is read; the hint says what --with is for.
            }
        }
        return declared ? ": '" + name + "' is a parameter of the rule, given as " + fix
                : ": a rule's own parameters are given as " + fix;
    }

    @Override
    public Game create(Arguments arguments) {
        Rule rule = arguments.get(RULE);
        long steps = arguments.get(MAX_STEPS);
        Map<String, Long> with = values(arguments.get(WITH));
        BoundRule moves = rule.bind(with, steps, "--max-steps=" + steps);
        Map<String, String> spec = new LinkedHashMap<>();
        spec.put(RULE.name(), rule.text());
        if (!with.isEmpty()) {
            spec.put(WITH.name(), print(with));
        }
        return game(moves, rule.coordinates(), new GameSpec(id(), spec).print(), arguments.get(MAX_TABLE));
    }

    /**
     * The game of a bound rule, however it was written ({@code --rule}, a rule file): a heap game
     * whose values are tabled up to {@code maxTable}, or a coordinate or vector game valuing at
     * most {@code maxTable} points for one position.
     *
     * @param moves       the rule with its parameters' values
     * @param coordinates the rule's {@link Rule#coordinates()}
     * @param description how the game is named, a spec that makes it again
     * @param maxTable    the value of {@link #MAX_TABLE}
     */
    static Game game(BoundRule moves, int coordinates, String description, long maxTable) {
        if (moves.rule().vector()) {
            return VectorGame.of(moves, description, maxTable, "--max-table=" + maxTable);
        }
        if (coordinates > 1) {
            return CoordinateGame.of(moves, description, maxTable, "--max-table=" + maxTable);
        }
        TabledHeapGame game = TabledHeapGame.of(description, moves, maxTable).withLimitName("--max-table")
                .withUnprovedPeriodNote(last -> unprovedNote(moves, last));
        // A rule whose form is an octal code's at every heap: the code's theorem proves its period.
        Optional<PeriodCriterion> theorem = moves.codeForm().flatMap(code -> TakeBreakCode.parse(code).periodCriterion());
        if (theorem.isPresent()) {
            game = game.withPeriodCriterion(theorem.get(), "the rule is the code " + moves.codeForm().get()
                    + " by its form");
        }
        // A declared domain, n >= 1 ->: tables start there, and a heap below it is refused in its words.
        return moves.rule().domainText().isEmpty() ? game : game.withLeastHeap(moves.leastHeap(),
                "the rule's domain, " + moves.rule().domainText().get());
    }

    /**
     * Why no theorem proves a heap rule's period: the theorems are for take-and-break codes, whose
     * options are known at every heap, and a rule's are known where evaluated only. Agreeing with a
     * code on the heaps computed proves nothing beyond them (docs/rules.md), so the code it agrees
     * with is named as what to write for the theorem, not as the rule's period proved.
     */
    static String unprovedNote(BoundRule moves, long last) {
        if (moves.codeForm().isPresent()) {
            return "the rule is the code " + moves.codeForm().get() + " by its form, and its theorem needs a longer"
                    + " table (a larger --to)";
        }
        String why = "a theorem of periodicity needs a game's options at every heap, and a rule's are known only"
                + " where computed";
        return CodeMatch.of(moves, moves.leastHeap(), last).map(m -> why + "; on heaps " + m.from() + ".." + m.to()
                + " its options are those of the code " + m.code() + ", whose period 'table octal --code=" + m.code()
                + "' proves").orElse(why);
    }

    /** {@code m=5,k=2} as names and values, in the order given. */
    static Map<String, Long> values(String text) {
        Map<String, Long> values = new LinkedHashMap<>();
        if (text.isEmpty()) {
            return values;
        }
        for (String pair : text.split(",", -1)) {
            int eq = pair.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("expected NAME=VALUE, found '" + pair + "'");
            }
            String name = pair.substring(0, eq).trim();
            long value;
            try {
                value = Long.parseLong(pair.substring(eq + 1).trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("the value of " + name + " is not a whole number: '"
                        + pair.substring(eq + 1) + "'");
            }
            if (values.put(name, value) != null) {
                throw new IllegalArgumentException(name + " is given twice");
            }
        }
        return values;
    }

    private static String print(Map<String, Long> values) {
        StringBuilder s = new StringBuilder();
        values.forEach((k, v) -> s.append(s.length() == 0 ? "" : ",").append(k).append('=').append(v));
        return s.toString();
    }
}
