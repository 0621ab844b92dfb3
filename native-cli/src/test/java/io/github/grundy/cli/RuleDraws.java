package io.github.grundy.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rule texts for the command-line fuzzer: drawn from the grammar of docs/rules.md (heap,
 * coordinate and vector rules, comprehensions, functions, parameters), and some of them mutated,
 * so that the parser sees broken rules as well as whole ones: at the character level (one deleted,
 * doubled or replaced by a piece of the grammar or junk) and at the token level (a word, number or
 * operator dropped, doubled, or swapped with another), which keeps each token whole and so reaches
 * past the lexer into the parser and the checks of a rule that reads well but means nothing.
 */
final class RuleDraws {

    private static final List<String> OPERATORS = List.of("+", "-", "*", "/", "%", "**", "&", "|", "^", "<<", ">>");
    /** The functions of two numbers, and of one (a call with the other count is refused: a rule that never plays). */
    private static final List<String> FUNCTIONS_OF_TWO = List.of("min", "max", "gcd", "lcm");
    private static final List<String> FUNCTIONS_OF_ONE = List.of("abs", "isqrt", "log2", "popcount", "lowbit");
    private static final List<String> JUNK = List.of("(", ")", "[", "]", ",", "..", "->", "for", "in", "if", "let",
            "=", "#", "'", "\"", "\n", " ", "9223372036854775808", "é", "sum of", ">=", "&&", "//");

    /** A rule's tokens: names, numbers, the operators of two characters, any other character. */
    private static final Pattern TOKEN = Pattern.compile(
            "[A-Za-z_][A-Za-z_0-9]*|[0-9]+|\\.\\.|->|\\*\\*|<<|>>|<=|>=|==|!=|\\S");

    private final SplittableRandom random;

    RuleDraws(SplittableRandom random) {
        this.random = random;
    }

    private String pick(List<String> from) {
        return from.get(random.nextInt(from.size()));
    }

    /** A rule's text: whole most of the time, mutated now and then. */
    String next() {
        int kind = random.nextInt(4);
        String rule = kind == 0 ? coordinateRule() : kind == 1 ? vectorRule() : heapRule();
        if (random.nextInt(4) == 0) {
            rule = "param m = " + random.nextInt(0, 5) + " in 1.." + random.nextInt(0, 10) + "; " + rule;
        }
        return switch (random.nextInt(8)) {
            case 0 -> mutate(rule);
            case 1 -> mutateTokens(rule);
            default -> rule;
        };
    }

    /**
     * A value of {@code --with} for a rule's parameters: the names a drawn rule declares ({@code m})
     * or none, values in and past their ranges, pairs repeated, and words where numbers go.
     *
     * @return the value, {@code NAME=VALUE,...}
     */
    String with() {
        List<String> pairs = new ArrayList<>();
        for (int i = random.nextInt(0, 4); i > 0; i--) {
            String name = pick(List.of("m", "m", "m", "k", "M", "", "m ", "1"));
            String value = pick(List.of("0", "1", "3", "9", "10", "-1", "abc", "", "2147483648",
                    "9223372036854775807", "9223372036854775808", "1e3", "0x10", " 3"));
            pairs.add(random.nextInt(10) == 0 ? name : name + "=" + value);
        }
        return String.join(pick(List.of(",", ",", ", ", ";")), pairs);
    }

    private String heapRule() {
        return switch (random.nextInt(5)) {
            // An option of any length, and a declared domain (its least heap drawn, 0 included).
            case 4 -> "n >= " + random.nextInt(0, 3) + " -> [sum of [" + number("d", 1) + " for d in divisors(n) if d < n"
                    + " and d != e] for e in divisors(n) if e < n]";
            case 0 -> "n -> [n - k for k in 1..min(" + number("n", 1) + ", n)]";
            case 1 -> "n -> [(a, n - " + random.nextInt(1, 4) + " - a) for a in 0..n - " + random.nextInt(1, 4) + "]";
            case 2 -> "n -> [" + number("n", 2) + " for d in divisors(n) if d " + pick(List.of("<", ">", "==", "!="))
                    + " " + number("n", 1) + "]";
            default -> "n -> [" + number("n", 3) + ", " + number("n", 2) + "]";
        };
    }

    private String coordinateRule() {
        return switch (random.nextInt(3)) {
            case 0 -> "(a, b) -> [(a - k, b) for k in 1..a] + [(a, b - k) for k in 1..b]";
            case 1 -> "(a, b) -> [(" + number("a", 2) + ", " + number("b", 2) + ")]";
            default -> "(w, h) -> [((x, h), (w - x, h)) for x in 1..w - 1]";
        };
    }

    private String vectorRule() {
        String index = number("len(h)", 1);
        return switch (random.nextInt(3)) {
            case 0 -> "[h] -> [set(h, i, h[i] - t) for i in 0..len(h) - 1 for t in 1..h[i]]";
            case 1 -> "[h] -> [set(h, " + index + ", " + number("h[0]", 2) + ") for t in 1..1 if h[0] > 0]";
            default -> "[h] -> [" + (random.nextBoolean() ? "sort(h)" : "(h[0], " + number("sum(h)", 1) + ")")
                    + " for x in h if x > " + random.nextInt(0, 4) + "]";
        };
    }

    /** A number expression over {@code name} and {@code m}, at most {@code depth} deep. */
    private String number(String name, int depth) {
        if (depth == 0 || random.nextInt(3) == 0) {
            return switch (random.nextInt(4)) {
                case 0 -> name;
                case 1 -> "m";
                default -> Long.toString(random.nextInt(-3, 100));
            };
        }
        return switch (random.nextInt(4)) {
            case 0 -> random.nextBoolean()
                    ? pick(FUNCTIONS_OF_TWO) + "(" + number(name, depth - 1) + ", " + number(name, depth - 1) + ")"
                    : pick(FUNCTIONS_OF_ONE) + "(" + number(name, depth - 1) + ")";
            case 1 -> "(if " + number(name, depth - 1) + " > 0 then " + number(name, depth - 1) + " else "
                    + number(name, depth - 1) + ")";
            default -> "(" + number(name, depth - 1) + " " + pick(OPERATORS) + " " + number(name, depth - 1) + ")";
        };
    }

    /**
     * {@code rule} with one token dropped, doubled, or swapped with another (a token is a name, a
     * number, or one character of punctuation or an operator; blanks keep the tokens apart).
     *
     * @param rule a rule's text, or any text of such tokens (a turning code)
     * @return the text mutated, its tokens joined by blanks
     */
    String mutateTokens(String rule) {
        List<String> tokens = new ArrayList<>();
        Matcher m = TOKEN.matcher(rule);
        while (m.find()) {
            tokens.add(m.group());
        }
        if (tokens.size() < 2) {
            return rule;
        }
        for (int n = random.nextInt(1, 4); n > 0; n--) {
            int i = random.nextInt(tokens.size());
            int j = random.nextInt(tokens.size());
            switch (random.nextInt(3)) {
                case 0 -> tokens.remove(i);
                case 1 -> tokens.add(i, tokens.get(i));
                default -> Collections.swap(tokens, i, j);
            }
            if (tokens.isEmpty()) {
                return "";
            }
        }
        return String.join(" ", tokens);
    }

    private String mutate(String rule) {
        int at = random.nextInt(rule.length());
        return switch (random.nextInt(3)) {
            case 0 -> rule.substring(0, at) + rule.substring(at + 1);
            case 1 -> rule.substring(0, at) + rule.charAt(at) + rule.substring(at);
            default -> rule.substring(0, at) + pick(JUNK) + rule.substring(at + 1);
        };
    }
}
