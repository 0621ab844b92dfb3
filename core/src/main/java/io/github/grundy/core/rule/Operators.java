package io.github.grundy.core.rule;

import io.github.grundy.core.rule.Token.Kind;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The binary operators: exact arithmetic ({@link Arithmetic}), bits, comparisons, {@code and} and
 * {@code or} (which do not evaluate their right side when the left decides), and {@code +} of two
 * lists (one after the other).
 */
final class Operators {

    private Operators() {
    }

    static Compiler.Compiled binary(Compiler c, Expr.Binary b, Scope scope) {
        Kind op = b.op();
        if (op == Kind.AND || op == Kind.OR) {
            Code.Truth x = c.truth(b.left(), scope);
            Code.Truth y = c.truth(b.right(), scope);
            return new Compiler.Compiled(Shape.BOOL, op == Kind.AND ? (Code.Truth) f -> x.test(f) && y.test(f)
                    : (Code.Truth) f -> x.test(f) || y.test(f));
        }
        // The left side compiled once: compiled again per reading, a chain a + b + c + ... took
        // 2^n compilations (and a buffer each time for its lists).
        Compiler.Compiled left = c.compile(b.left(), scope);
        if (op == Kind.PLUS && left.shape() instanceof Shape.ListOf l) {
            Compiler.Compiled right = c.compile(b.right(), scope);
            if (!(right.shape() instanceof Shape.ListOf r)) {
                throw c.error(b.right(), "a list is followed by '+' and " + right.shape() + ": '+' joins two lists"
                        + " (put a single option in [ ])");
            }
            Set<Shape> both = new LinkedHashSet<>(l.items());
            both.addAll(r.items());
            Code.Items x = (Code.Items) left.code();
            Code.Items y = (Code.Items) right.code();
            return new Compiler.Compiled(new Shape.ListOf(both), (Code.Items) (f, sink) -> x.run(f, sink)
                    && y.run(f, sink));
        }
        if ((op == Kind.EQ || op == Kind.NE) && left.shape() instanceof Shape.Bool) {
            Code.Truth x = (Code.Truth) left.code();
            Code.Truth y = c.truth(b.right(), scope);
            return new Compiler.Compiled(Shape.BOOL, op == Kind.EQ ? (Code.Truth) f -> x.test(f) == y.test(f)
                    : (Code.Truth) f -> x.test(f) != y.test(f));
        }
        Code.Number x = c.number(b.left(), left);
        Code.Number y = c.number(b.right(), scope);
        int at = b.from();
        String what = c.quote(b);
        if (c.specialise) {
            Object special = special(op, x, y, at, what);
            if (special instanceof Code.Number n) {
                return number(n);
            }
            if (special instanceof Code.Truth t) {
                return truth(t);
            }
        }
        return switch (op) {
            case EQ -> truth(f -> x.eval(f) == y.eval(f));
            case NE -> truth(f -> x.eval(f) != y.eval(f));
            case LT -> truth(f -> x.eval(f) < y.eval(f));
            case LE -> truth(f -> x.eval(f) <= y.eval(f));
            case GT -> truth(f -> x.eval(f) > y.eval(f));
            case GE -> truth(f -> x.eval(f) >= y.eval(f));
            case PLUS -> number(f -> {
                long p = x.eval(f);
                long q = y.eval(f);
                long r = p + q;
                if (((p ^ r) & (q ^ r)) < 0) {
                    throw overflow(at, what, p + " + " + q);
                }
                return r;
            });
            case MINUS -> number(f -> {
                long p = x.eval(f);
                long q = y.eval(f);
                long r = p - q;
                if (((p ^ q) & (p ^ r)) < 0) {
                    throw overflow(at, what, p + " - " + q);
                }
                return r;
            });
            case STAR -> number(f -> {
                long p = x.eval(f);
                long q = y.eval(f);
                long hi = Math.multiplyHigh(p, q);
                long lo = p * q;
                if (hi != (lo >> 63)) {
                    throw overflow(at, what, p + " * " + q);
                }
                return lo;
            });
            case SLASH, PERCENT -> division(op, x, y, at, what);
            case POWER -> number(f -> {
                long p = x.eval(f);
                long q = y.eval(f);
                if (q < 0) {
                    throw new EvaluationFailure(at, what + " raises " + p + " to a negative power, " + q);
                }
                Long r = Arithmetic.power(p, q);
                if (r == null) {
                    throw overflow(at, what, p + " ** " + q);
                }
                return r;
            });
            case BITAND -> number(f -> x.eval(f) & y.eval(f));
            case BITOR -> number(f -> x.eval(f) | y.eval(f));
            case BITXOR -> number(f -> x.eval(f) ^ y.eval(f));
            case SHL, SHR -> shift(op, x, y, at, what);
            default -> throw new IllegalStateException("not a binary operator: " + op);
        };
    }

    /** {@code x op y} as its own class ({@link Nodes}) when its sides are simple, or null. */
    private static Object special(Kind op, Code.Number x, Code.Number y, int at, String what) {
        return switch (op) {
            case PLUS, MINUS -> Nodes.additive(op == Kind.PLUS, x, y, at, what);
            case EQ -> Nodes.comparison(Nodes.EQ, x, y);
            case NE -> Nodes.comparison(Nodes.NE, x, y);
            case LT -> Nodes.comparison(Nodes.LT, x, y);
            case LE -> Nodes.comparison(Nodes.LE, x, y);
            case GT -> Nodes.comparison(Nodes.GT, x, y);
            case GE -> Nodes.comparison(Nodes.GE, x, y);
            default -> null;
        };
    }

    private static Compiler.Compiled division(Kind op, Code.Number x, Code.Number y, int at, String what) {
        boolean quotient = op == Kind.SLASH;
        return number(f -> {
            long p = x.eval(f);
            long q = y.eval(f);
            if (q == 0) {
                throw new EvaluationFailure(at, what + " divides " + p + " by 0");
            }
            if (quotient) {
                if (p == Long.MIN_VALUE && q == -1) {
                    throw overflow(at, what, p + " / " + q);
                }
                return Math.floorDiv(p, q);
            }
            return Math.floorMod(p, q);
        });
    }

    private static Compiler.Compiled shift(Kind op, Code.Number x, Code.Number y, int at, String what) {
        boolean left = op == Kind.SHL;
        return number(f -> {
            long p = x.eval(f);
            long s = y.eval(f);
            if (s < 0 || s > 63) {
                throw new EvaluationFailure(at, what + " shifts by " + s + " (a shift is 0 to 63 bits)");
            }
            if (!left) {
                return p >> s;
            }
            Long r = Arithmetic.shiftLeft(p, s);
            if (r == null) {
                throw overflow(at, what, p + " << " + s);
            }
            return r;
        });
    }

    static EvaluationFailure overflow(int at, String what, String values) {
        return new EvaluationFailure(at, what + " overflows: " + values + " is beyond 64 bits (-2^63..2^63-1)");
    }

    private static Compiler.Compiled number(Code.Number code) {
        return new Compiler.Compiled(Shape.INT, code);
    }

    private static Compiler.Compiled truth(Code.Truth code) {
        return new Compiler.Compiled(Shape.BOOL, code);
    }
}
