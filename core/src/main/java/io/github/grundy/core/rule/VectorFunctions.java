package io.github.grundy.core.rule;

import java.util.Arrays;
import java.util.List;

/**
 * The functions of a vector rule's position ({@code [h] -> ...}): {@code len(h)}, its number of
 * heaps; {@code sum(h)}, exact; {@code set(v, i, x)}, the vector with heap {@code i} (from 0) made
 * {@code x}; {@code sort(v)}, its heaps ascending (a position of heaps whose order does not matter,
 * written once).
 */
final class VectorFunctions {

    static final List<String> NAMES = List.of("len", "set", "sort", "sum");

    private VectorFunctions() {
    }

    static Compiler.Compiled call(Compiler c, Expr.Call call, Scope scope) {
        String name = call.name();
        List<Expr> args = call.args();
        int arity = name.equals("set") ? 3 : 1;
        if (args.size() != arity) {
            throw c.error(call, name + (arity == 1 ? "(h) takes a vector" : "(v, i, x) takes a vector, an index and a"
                    + " number") + ", given " + args.size() + (args.size() == 1 ? " argument" : " arguments"));
        }
        Code.Flat v = vector(c, args.get(0), scope, name);
        int at = call.from();
        String what = c.quote(call);
        switch (name) {
            case "len" -> {
                int buffer = c.buffer(VectorGame.MAX_HEAPS);
                return new Compiler.Compiled(Shape.INT, (Code.Number) f -> v.write(f, f.buffers[buffer], 0));
            }
            case "sum" -> {
                int buffer = c.buffer(VectorGame.MAX_HEAPS);
                return new Compiler.Compiled(Shape.INT, (Code.Number) f -> {
                    long[] out = f.buffers[buffer];
                    int n = v.write(f, out, 0);
                    long total = 0;
                    for (int i = 0; i < n; i++) {
                        try {
                            total = Math.addExact(total, out[i]);
                        } catch (ArithmeticException e) {
                            throw Operators.overflow(at, what, "the sum of the heaps");
                        }
                    }
                    return total;
                });
            }
            case "sort" -> {
                return new Compiler.Compiled(Shape.VECTOR, (Code.Flat) (f, out, from) -> {
                    int to = v.write(f, out, from);
                    Arrays.sort(out, from, to);
                    return to;
                });
            }
            default -> {
                Code.Number index = c.number(args.get(1), scope);
                Code.Number x = c.number(args.get(2), scope);
                return new Compiler.Compiled(Shape.VECTOR, (Code.Flat) (f, out, from) -> {
                    long i = index.eval(f);
                    long value = x.eval(f);
                    int to = v.write(f, out, from);
                    if (i < 0 || i >= to - from) {
                        throw new EvaluationFailure(at, what + ": index " + i + " is not a heap of the vector (0 to "
                                + (to - from - 1) + ")");
                    }
                    out[from + (int) i] = value;
                    return to;
                });
            }
        }
    }

    private static Code.Flat vector(Compiler c, Expr e, Scope scope, String function) {
        Compiler.Compiled compiled = c.compile(e, scope);
        if (!(compiled.shape() instanceof Shape.Vector)) {
            throw c.error(e, c.quote(e) + " is " + compiled.shape() + ", where " + function + "(...) takes a vector"
                    + " (a vector rule's position, [h] -> ...)" + (compiled.shape() instanceof Shape.ListOf
                    ? ListSums.HINT : ""));
        }
        return (Code.Flat) compiled.code();
    }
}
