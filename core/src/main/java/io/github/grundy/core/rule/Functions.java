package io.github.grundy.core.rule;

import io.github.grundy.core.arith.Primes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The functions of the rule language, a fixed few (docs/rules.md): {@code min}, {@code max},
 * {@code abs}, {@code gcd}, {@code lcm}, {@code isqrt}, {@code log2}, {@code popcount},
 * {@code lowbit}, {@code isprime}, {@code divisors}, a list, and for a vector rule's position
 * {@code len}, {@code sum}, {@code set} and {@code sort} ({@link VectorFunctions}). Each refuses
 * what has no exact answer (the square root of a negative number) at the call.
 */
final class Functions {

    /** Every function's name, for messages that mistake one for a name. */
    static final List<String> NAMES = List.of("abs", "divisors", "gcd", "isprime", "isqrt", "lcm", "len", "log2",
            "lowbit", "max", "min", "popcount", "set", "sort", "sum");

    private Functions() {
    }

    static boolean exists(String name) {
        return NAMES.contains(name);
    }

    static Compiler.Compiled call(Compiler c, Expr.Call call, Scope scope) {
        String name = call.name();
        if (!exists(name)) {
            throw c.error(call, "unknown function '" + name + "'; the functions: " + String.join(", ", NAMES)
                    + (name.equals("tuple") ? ListSums.HINT : ""));
        }
        if (VectorFunctions.NAMES.contains(name)) {
            return VectorFunctions.call(c, call, scope);
        }
        List<Code.Number> args = new ArrayList<>();
        for (Expr a : call.args()) {
            Compiler.Compiled arg = c.compile(a, scope);
            if (arg.shape() instanceof Shape.ListOf) {
                throw c.error(a, name + "(...) takes numbers, not a list: " + name + "(" + listed(c, a) + ")");
            }
            args.add(c.number(a, arg));
        }
        int at = call.from();
        String what = c.quote(call);
        switch (name) {
            case "min", "max" -> {
                if (args.isEmpty()) {
                    throw c.error(call, name + "(...) needs at least one number");
                }
                Code.Number[] all = args.toArray(new Code.Number[0]);
                boolean min = name.equals("min");
                return number((Code.Number) f -> {
                    long best = all[0].eval(f);
                    for (int i = 1; i < all.length; i++) {
                        long v = all[i].eval(f);
                        best = min ? Math.min(best, v) : Math.max(best, v);
                    }
                    return best;
                });
            }
            case "abs" -> {
                Code.Number x = one(c, call, args);
                return number(f -> {
                    long v = x.eval(f);
                    if (v == Long.MIN_VALUE) {
                        throw Operators.overflow(at, what, "|" + v + "|");
                    }
                    return Math.abs(v);
                });
            }
            case "gcd", "lcm" -> {
                Code.Number[] two = two(c, call, args);
                boolean gcd = name.equals("gcd");
                return number(f -> {
                    long a = two[0].eval(f);
                    long b = two[1].eval(f);
                    Long g = Arithmetic.gcd(a, b);
                    if (g == null) {
                        throw Operators.overflow(at, what, name + "(" + a + ", " + b + ")");
                    }
                    if (gcd) {
                        return g;
                    }
                    if (g == 0) {
                        return 0;
                    }
                    try {
                        return Math.abs(Math.multiplyExact(a / g, b));
                    } catch (ArithmeticException e) {
                        throw Operators.overflow(at, what, name + "(" + a + ", " + b + ")");
                    }
                });
            }
            case "isqrt", "log2", "popcount", "lowbit", "isprime" -> {
                return unaryOnNatural(c, call, name, one(c, call, args), at, what);
            }
            case "divisors" -> {
                Code.Number x = one(c, call, args);
                int buffer = c.buffer(1);
                return new Compiler.Compiled(new Shape.ListOf(Set.of(Shape.INT)), (Code.Items) (f, sink) -> {
                    long n = x.eval(f);
                    if (n < 0) {
                        throw new EvaluationFailure(at, what + ": divisors of " + n
                                + " (divisors are of numbers from 0; 0's list is empty)");
                    }
                    if (n == 0) {
                        // Empty, so that a heap rule may list divisors(n) at heap 0, which has no move.
                        return true;
                    }
                    long[] out = f.buffers[buffer];
                    for (long d : Primes.divisors(n)) {
                        f.step();
                        out[0] = d;
                        if (!sink.accept(out, 1)) {
                            return false;
                        }
                    }
                    return true;
                });
            }
            default -> throw c.error(call, "unknown function '" + name + "'; the functions: " + String.join(", ", NAMES));
        }
    }

    /** A list's items as a function's arguments ({@code n, 3} for {@code [n, 3]}); a list of another form, {@code a, b, ...}. */
    private static String listed(Compiler c, Expr list) {
        if (list instanceof Expr.ListOf l && !l.items().isEmpty()) {
            return String.join(", ", l.items().stream().map(i -> c.quote(i).substring(1, c.quote(i).length() - 1))
                    .toList());
        }
        return "a, b, ...";
    }

    private static Compiler.Compiled unaryOnNatural(Compiler c, Expr.Call call, String name, Code.Number x, int at,
            String what) {
        long least = name.equals("log2") ? 1 : 0;
        if (name.equals("isprime")) {
            return new Compiler.Compiled(Shape.BOOL, (Code.Truth) f -> Primes.isPrime(x.eval(f)));
        }
        java.util.function.LongUnaryOperator op = switch (name) {
            case "isqrt" -> Arithmetic::isqrt;
            case "log2" -> n -> 63 - Long.numberOfLeadingZeros(n);
            case "popcount" -> Long::bitCount;
            default -> n -> n & -n;
        };
        return number(f -> {
            long n = x.eval(f);
            if (n < least) {
                throw new EvaluationFailure(at, what + ": " + name + " of " + n + " (it takes numbers from "
                        + least + ")");
            }
            return op.applyAsLong(n);
        });
    }

    private static Code.Number one(Compiler c, Expr.Call call, List<Code.Number> args) {
        if (args.size() != 1) {
            throw c.error(call, call.name() + "(...) takes one number, given " + args.size());
        }
        return args.get(0);
    }

    private static Code.Number[] two(Compiler c, Expr.Call call, List<Code.Number> args) {
        if (args.size() != 2) {
            throw c.error(call, call.name() + "(...) takes two numbers, given " + args.size());
        }
        return args.toArray(new Code.Number[0]);
    }

    private static Compiler.Compiled number(Code.Number code) {
        return new Compiler.Compiled(Shape.INT, code);
    }
}
