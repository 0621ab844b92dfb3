package io.github.grundy.core.rule;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * A game written as one expression of the rule language (docs/rules.md): the position it moves
 * from, and the list of its options. A heap rule moves from a heap {@code n} to heaps or sums of
 * heaps ({@code n -> [n - k for k in 1..min(3, n)]}); a coordinate rule from a position
 * {@code (a, b)} to positions or sums of them. Parameters ({@code param m = 3 in 1..}) make one
 * rule a family of games.
 *
 * <p>Parsed and checked once ({@link #parse}): a syntax error, an unknown name, a list where a
 * number must be are refused here, with the line and column. {@link #bind} gives the parameters
 * their values; the moves it returns evaluate the rule, exactly (an overflow is an error, never
 * a wrapped value) and within a bound of steps per position.
 *
 * <p>Immutable and thread-safe.
 *
 * @since SPI version 2
 */
public final class Rule {

    private final RuleText text;
    private final Program program;
    private final List<RuleParameter> parameters;
    private final int[] paramSlots;
    private final List<Code.Number> lets;
    private final int[] letSlots;
    private final int[] coordinateSlots;
    /** A heap rule's least heap ({@code n >= 1 ->}), of the parameters and lets; null for heaps from 0. */
    private final Code.Number domain;
    private final Code.Items options;
    private final int slots;
    private final int[] bufferWidths;

    private Rule(RuleText text, Program program, boolean specialise) {
        this.text = text;
        this.program = program;
        Compiler compiler = new Compiler(text, specialise);
        Scope scope = Scope.root();
        List<RuleParameter> params = new ArrayList<>();
        paramSlots = new int[program.params().size()];
        for (int i = 0; i < program.params().size(); i++) {
            Program.Param p = program.params().get(i);
            params.add(new RuleParameter(p.name(), constant(compiler, p.value()),
                    constant(compiler, p.low()).orElse(Long.MIN_VALUE), constant(compiler, p.high()).orElse(Long.MAX_VALUE)));
            RuleParameter rp = params.get(i);
            if (rp.min() > rp.max()) {
                throw new RuleException(text, p.at(), "the range of '" + p.name() + "' is empty: " + range(rp));
            }
            if (rp.defaultValue().isPresent() && (rp.defaultValue().getAsLong() < rp.min()
                    || rp.defaultValue().getAsLong() > rp.max())) {
                throw new RuleException(text, p.at(), "the default of '" + p.name() + "', "
                        + rp.defaultValue().getAsLong() + ", is outside its range " + range(rp));
            }
            paramSlots[i] = declare(scope, p.name(), p.at(), Shape.INT).slot();
        }
        this.parameters = List.copyOf(params);
        lets = new ArrayList<>();
        letSlots = new int[program.lets().size()];
        for (int i = 0; i < program.lets().size(); i++) {
            Program.Binding b = program.lets().get(i);
            lets.add(compiler.number(b.value(), scope));
            letSlots[i] = declare(scope, b.name(), b.at(), Shape.INT).slot();
        }
        domain = program.domain() == null ? null : compiler.number(program.domain(), scope);
        Scope position = scope.inner();
        // A vector's heaps are in the frame's vector, not in slots.
        coordinateSlots = new int[program.vector() ? 0 : program.coordinates().size()];
        for (int i = 0; i < coordinateSlots.length; i++) {
            coordinateSlots[i] = declare(position, program.coordinates().get(i), program.arrowAt(), Shape.INT).slot();
        }
        if (program.vector()) {
            declare(position, program.coordinates().get(0), program.arrowAt(), Shape.VECTOR);
        }
        Compiler.Compiled compiled = compiler.compile(program.options(), position);
        OptionShapes.check(compiler, program.options(), compiled.shape(), coordinateSlots.length, program.vector());
        this.options = (Code.Items) compiled.code();
        this.slots = position.slots();
        this.bufferWidths = compiler.bufferWidths();
    }

    /**
     * Parses and checks a rule.
     *
     * @param text the rule, one line or several
     * @return the rule
     * @throws RuleException at the first error, with its line and column
     */
    public static Rule parse(String text) {
        return parse(text, true);
    }

    /** {@link #parse}, or with {@code specialise} false compiled to the general closures only (the reference the fast code is tested against). */
    static Rule parse(String text, boolean specialise) {
        RuleText source = new RuleText(text);
        return new Rule(source, Parser.parse(source), specialise);
    }

    private Scope.Variable declare(Scope scope, String name, int at, Shape shape) {
        Scope.Variable v = scope.declare(name, shape);
        if (v == null) {
            throw new RuleException(text, at, "'" + name + "' is declared twice");
        }
        return v;
    }

    /**
     * A parameter's default or bound: a number fixed by the text ({@code 10 ** 9}), in a scope of
     * no names, so that a parameter named there is an error rather than a value read before any
     * is given.
     */
    private OptionalLong constant(Compiler compiler, Expr e) {
        if (e == null) {
            return OptionalLong.empty();
        }
        Code.Number code = compiler.number(e, Scope.root());
        Frame f = new Frame(0, new int[0], 1_000_000, "a declaration's bound");
        try {
            return OptionalLong.of(code.eval(f));
        } catch (EvaluationFailure failure) {
            throw new RuleException(text, failure.offset, failure.getMessage());
        }
    }

    /**
     * The rule's text.
     *
     * @return the text as given to {@link #parse}
     */
    public String text() {
        return text.text();
    }

    /** The rule's text as written ({@link #text}): what an answer shows of the game's parameter. */
    @Override
    public String toString() {
        return text();
    }

    /**
     * How many coordinates a position has.
     *
     * @return 1 for a heap rule, 2 or more for a coordinate rule, 0 for a vector rule (as many as
     *         the position has heaps)
     */
    public int coordinates() {
        return coordinateSlots.length;
    }

    /**
     * Whether the rule moves a whole position of any number of heaps ({@code [h] -> ...}).
     *
     * @return true for a vector rule
     */
    public boolean vector() {
        return program.vector();
    }

    /**
     * The names of the position's coordinates.
     *
     * @return the names as the rule writes them ({@code n}, or {@code a, b}; a vector rule's, {@code h})
     */
    public List<String> coordinateNames() {
        return program.coordinates();
    }

    /**
     * The rule's parameters.
     *
     * @return the parameters, in the order declared
     */
    public List<RuleParameter> parameters() {
        return parameters;
    }

    /**
     * The rule with its parameters' values: given ones, defaults for the others.
     *
     * @param values    a value for any parameter, by name
     * @param maxSteps  the most steps (loop turns, items of lists written out) one position's options may take
     * @param stepsName how that bound is called in messages ({@code --max-steps=...})
     * @return the game's moves
     * @throws RuleException for a value outside its parameter's range, a parameter without a value,
     *                       or a name that is no parameter
     */
    public BoundRule bind(Map<String, Long> values, long maxSteps, String stepsName) {
        Map<String, Long> given = new LinkedHashMap<>(values);
        long[] constants = new long[slots];
        for (int i = 0; i < parameters.size(); i++) {
            RuleParameter p = parameters.get(i);
            Long v = given.remove(p.name());
            if (v == null) {
                if (p.defaultValue().isEmpty()) {
                    throw new RuleException(text, program.params().get(i).at(), "the parameter '" + p.name()
                            + "' has no default: give it a value");
                }
                v = p.defaultValue().getAsLong();
            } else if (v < p.min() || v > p.max()) {
                throw new RuleException(text, program.params().get(i).at(), "'" + p.name() + "' = " + v
                        + " is outside its range " + range(p));
            }
            constants[paramSlots[i]] = v;
        }
        if (!given.isEmpty()) {
            String name = given.keySet().iterator().next();
            throw new RuleException(text, 0, "'" + name + "' is not a parameter of the rule"
                    + (parameters.isEmpty() ? " (it has none)" : "; its parameters: "
                    + String.join(", ", parameters.stream().map(RuleParameter::name).toList())));
        }
        Frame f = frame(constants, maxSteps, stepsName);
        for (int i = 0; i < lets.size(); i++) {
            try {
                f.slots[letSlots[i]] = lets.get(i).eval(f);
            } catch (EvaluationFailure failure) {
                throw new RuleException(text, failure.offset, failure.getMessage());
            }
            constants[letSlots[i]] = f.slots[letSlots[i]];
        }
        long least = 0;
        if (domain != null) {
            try {
                least = domain.eval(f);
            } catch (EvaluationFailure failure) {
                throw new RuleException(text, failure.offset, failure.getMessage());
            }
            if (least < 0) {
                throw new RuleException(text, program.domain().from(), "the rule's domain starts at heap " + least
                        + ": heaps are from 0");
            }
        }
        Map<String, Long> named = new LinkedHashMap<>();
        for (int i = 0; i < parameters.size(); i++) {
            named.put(parameters.get(i).name(), constants[paramSlots[i]]);
        }
        for (int i = 0; i < letSlots.length; i++) {
            named.put(program.lets().get(i).name(), constants[letSlots[i]]);
        }
        String code = CodeForm.of(program, named::get).orElse(null);
        return new BoundRule(this, constants, maxSteps, stepsName, least, code);
    }

    /**
     * How the rule declares its domain, for messages about a heap below it.
     *
     * @return {@code n >= 1} as written, or empty for a rule of heaps from 0
     */
    public java.util.Optional<String> domainText() {
        return program.domain() == null ? java.util.Optional.empty() : java.util.Optional.of(
                program.coordinates().get(0) + " >= " + text.slice(program.domain().from(), program.domain().to()));
    }

    private static String range(RuleParameter p) {
        return (p.min() == Long.MIN_VALUE ? "" : Long.toString(p.min())) + ".."
                + (p.max() == Long.MAX_VALUE ? "" : Long.toString(p.max()));
    }

    /** A new frame for one position, its constants set. */
    Frame frame(long[] constants, long maxSteps, String stepsName) {
        Frame f = new Frame(slots, bufferWidths, maxSteps, stepsName);
        System.arraycopy(constants, 0, f.slots, 0, constants.length);
        return f;
    }

    int[] coordinateSlots() {
        return coordinateSlots;
    }

    Code.Items options() {
        return options;
    }

    RuleText source() {
        return text;
    }

    int arrowAt() {
        return program.arrowAt();
    }
}
