package io.github.grundy.variants.rule;

import io.github.grundy.core.game.Game;
import io.github.grundy.core.rule.BoundRule;
import io.github.grundy.core.rule.Rule;
import io.github.grundy.core.rule.RuleException;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.core.spi.GameSpec;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.Variant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The game of one rule file ({@link RuleFiles}): a variant of its own, whose id is the file's name
 * and whose parameters are the rule's ({@code param m = 3 in 1..} is {@code --m=VALUE}, an integer
 * in that range, 3 by default), plus {@code --max-table} and {@code --max-steps} of the
 * {@code rule} variant, whose games it makes ({@link RuleVariant#game}). Immutable.
 */
public final class RuleFileVariant implements Variant {

    /**
     * A rule's parameter as an option: the variant's parameter and the rule's name for it.
     *
     * @param option   the variant's parameter ({@code --max-take})
     * @param ruleName the rule's name of it ({@code max_take})
     */
    record Binding(Parameter<Long> option, String ruleName) {
    }

    private final String id;
    private final String title;
    private final String summary;
    private final String file;
    private final Rule rule;
    private final List<Binding> bindings;
    private final List<Parameter<?>> parameters;

    /**
     * The game of a rule file, read and checked by {@link RuleFiles}.
     *
     * @param id       the file's name without {@code .rule}, a variant id
     * @param title    what {@link #title()} answers
     * @param summary  what {@link #summary()} answers, may be empty
     * @param file     the file's path, as messages name it
     * @param rule     the rule the file holds
     * @param bindings the rule's parameters as options, in the rule's order
     */
    RuleFileVariant(String id, String title, String summary, String file, Rule rule, List<Binding> bindings) {
        this.id = Objects.requireNonNull(id, "id");
        this.title = Objects.requireNonNull(title, "title");
        this.summary = Objects.requireNonNull(summary, "summary");
        this.file = Objects.requireNonNull(file, "file");
        this.rule = Objects.requireNonNull(rule, "rule");
        this.bindings = List.copyOf(bindings);
        List<Parameter<?>> all = new ArrayList<>();
        this.bindings.forEach(b -> all.add(b.option()));
        all.add(RuleVariant.MAX_TABLE);
        all.add(RuleVariant.MAX_STEPS);
        this.parameters = List.copyOf(all);
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String title() {
        return title;
    }

    @Override
    public String summary() {
        return summary;
    }

    /**
     * The file the game was read from.
     *
     * @return its path, as the directory was given ({@code rules/wythoff.rule})
     */
    public String file() {
        return file;
    }

    /**
     * The rule the file holds.
     *
     * @return the rule, parsed and checked
     */
    public Rule rule() {
        return rule;
    }

    @Override
    public int spiVersion() {
        return SPI_VERSION;
    }

    @Override
    public List<Parameter<?>> parameters() {
        return parameters;
    }

    @Override
    public Game create(Arguments arguments) {
        Map<String, Long> values = new LinkedHashMap<>();
        for (Binding b : bindings) {
            values.put(b.ruleName(), arguments.get(b.option()));
        }
        long steps = arguments.get(RuleVariant.MAX_STEPS);
        BoundRule moves;
        try {
            moves = rule.bind(values, steps, "--max-steps=" + steps);
        } catch (RuleException e) {
            // A let that fails for these values (10 / m at m = 0): the place in the file, as a parse error names it.
            throw new IllegalArgumentException(id + ": " + RuleFiles.place(file, e), e);
        }
        return RuleVariant.game(moves, rule.coordinates(), GameSpec.describe(this, arguments).print(),
                arguments.get(RuleVariant.MAX_TABLE));
    }

    @Override
    public String toString() {
        return id + " (" + file + ")";
    }
}
