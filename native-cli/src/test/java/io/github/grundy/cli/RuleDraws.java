package io.github.grundy.cli;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Rule texts for the command-line fuzzer: drawn from the grammar of docs/rules.md (heap,
 * coordinate and vector rules, comprehensions, functions, parameters), and some of them mutated by a character
 * deleted, doubled or replaced, so that the parser sees broken rules as well as whole ones.
 */
final class RuleDraws {

    private static final List<String> OPERATORS = List.of("+", "-", "*", "/", "%", "**", "&", "|", "^", "<<", ">>");
    private static final List<String> FUNCTIONS = List.of("min", "max", "abs", "gcd", "lcm", "isqrt", "log2",
            "popcount", "lowbit");
    private static final List<String> JUNK = List.of("(", ")", "[", "]", ",", "..", "->", "for", "in", "if", "let",
            "=", "#", "'", "\"", "\n", " ", "9223372036854775808", "é");

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
        return random.nextInt(4) == 0 ? mutate(rule) : rule;
    }

    private String heapRule() {
        return switch (random.nextInt(4)) {
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
            case 0 -> pick(FUNCTIONS) + "(" + number(name, depth - 1) + (random.nextBoolean() ? ", "
                    + number(name, depth - 1) : "") + ")";
            case 1 -> "(if " + number(name, depth - 1) + " > 0 then " + number(name, depth - 1) + " else "
                    + number(name, depth - 1) + ")";
            default -> "(" + number(name, depth - 1) + " " + pick(OPERATORS) + " " + number(name, depth - 1) + ")";
        };
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
