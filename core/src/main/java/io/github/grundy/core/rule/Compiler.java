package io.github.grundy.core.rule;

import io.github.grundy.core.rule.Expr.Clause;
import io.github.grundy.core.rule.Token.Kind;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Turns expressions into {@link Code}: closures over a {@link Frame}, made once, checked for
 * shape on the way (a list where a number must be is an error at the list, before any position
 * is evaluated). Evaluation allocates nothing per number: values live in the frame's slots,
 * list items in a buffer per list.
 */
final class Compiler {

    /** An expression compiled: its shape, and its code ({@link Code.Number}, ...) by that shape. */
    record Compiled(Shape shape, Object code) {
    }

    private final RuleText source;
    private final List<Integer> bufferWidths = new ArrayList<>();
    /** Whether common shapes compile to their own code ({@link Nodes}); off, only the general closures (for tests). */
    final boolean specialise;

    Compiler(RuleText source) {
        this(source, true);
    }

    Compiler(RuleText source, boolean specialise) {
        this.source = source;
        this.specialise = specialise;
    }

    /** The widths of the buffers the compiled lists use, one a list. */
    int[] bufferWidths() {
        return bufferWidths.stream().mapToInt(Integer::intValue).toArray();
    }

    RuleException error(Expr e, String message) {
        return new RuleException(source, e.from(), message);
    }

    /** An expression as messages quote it: its text, cut at 40 characters. */
    String quote(Expr e) {
        String text = source.slice(e.from(), e.to());
        return text.length() <= 40 ? "'" + text + "'" : "'" + text.substring(0, 37) + "...'";
    }

    Code.Number number(Expr e, Scope scope) {
        return number(e, compile(e, scope));
    }

    /** {@code e}, compiled as {@code c}, as a number (an error at {@code e} when it is not one). */
    Code.Number number(Expr e, Compiled c) {
        if (!(c.shape() instanceof Shape.Int)) {
            throw error(e, quote(e) + " is " + c.shape() + ", where a number must be");
        }
        return (Code.Number) c.code();
    }

    Code.Truth truth(Expr e, Scope scope) {
        Compiled c = compile(e, scope);
        if (!(c.shape() instanceof Shape.Bool)) {
            throw error(e, quote(e) + " is " + c.shape() + ", where a condition (true or false) must be");
        }
        return (Code.Truth) c.code();
    }

    Compiled compile(Expr e, Scope scope) {
        // (Java 17: no patterns in switch; the interface is sealed, so the chain is complete.)
        if (e instanceof Expr.Num n) {
            long v = n.value();
            return new Compiled(Shape.INT, specialise ? new Nodes.Const(v) : (Code.Number) f -> v);
        } else if (e instanceof Expr.Bool b) {
            boolean v = b.value();
            return new Compiled(Shape.BOOL, (Code.Truth) f -> v);
        } else if (e instanceof Expr.Name n) {
            return name(n, scope);
        } else if (e instanceof Expr.Unary u) {
            return unary(u, scope);
        } else if (e instanceof Expr.Binary b) {
            return Operators.binary(this, b, scope);
        } else if (e instanceof Expr.Index i) {
            return index(i, scope);
        } else if (e instanceof Expr.Call c) {
            return Functions.call(this, c, scope);
        } else if (e instanceof Expr.Tuple t) {
            return tuple(t, scope);
        } else if (e instanceof Expr.ListOf l) {
            return list(l, scope);
        } else if (e instanceof Expr.SumOf s) {
            return ListSums.compile(this, s, scope);
        } else if (e instanceof Expr.Comprehension c) {
            return comprehension(c, scope);
        } else if (e instanceof Expr.Let l) {
            return let(l, scope);
        } else if (e instanceof Expr.If i) {
            return conditional(i, scope);
        }
        // A range is parsed only after 'for x in', and compiled there (Loops).
        throw new IllegalStateException("a range outside a loop: " + e);
    }

    private Compiled name(Expr.Name n, Scope scope) {
        Scope.Variable v = scope.find(n.name());
        if (v == null) {
            throw error(n, "unknown name '" + n.name() + "'" + (Functions.exists(n.name()) ? " (a function: "
                    + n.name() + "(...))" : "; the names here: " + String.join(", ", scope.visible())));
        }
        int slot = v.slot();
        if (v.shape() instanceof Shape.Vector) {
            return new Compiled(Shape.VECTOR, (Code.Flat) (f, out, at) -> {
                System.arraycopy(f.vector, 0, out, at, f.vectorLength);
                return at + f.vectorLength;
            });
        }
        if (v.shape() instanceof Shape.Bool) {
            return new Compiled(Shape.BOOL, (Code.Truth) f -> f.slots[slot] != 0);
        }
        return new Compiled(Shape.INT, specialise ? new Nodes.Slot(slot) : (Code.Number) f -> f.slots[slot]);
    }

    /** {@code h[i]}: a heap of the position, {@code i} from 0; outside the position, an error. */
    private Compiled index(Expr.Index e, Scope scope) {
        Compiled target = name(e.target(), scope);
        if (!(target.shape() instanceof Shape.Vector)) {
            throw error(e, "'" + e.target().name() + "' is " + target.shape() + ": only a vector rule's position,"
                    + " [h] -> ..., has heaps h[0], h[1], ...");
        }
        Code.Number i = number(e.index(), scope);
        int at = e.from();
        String what = quote(e);
        String name = e.target().name();
        return new Compiled(Shape.INT, (Code.Number) f -> {
            long x = i.eval(f);
            if (x < 0 || x >= f.vectorLength) {
                throw new EvaluationFailure(at, what + ": " + name + "[" + x + "] is not a heap of the position (" + name
                        + "[0] to " + name + "[" + (f.vectorLength - 1) + "])");
            }
            return f.vector[(int) x];
        });
    }

    private Compiled unary(Expr.Unary u, Scope scope) {
        if (u.op() == Kind.NOT) {
            Code.Truth t = truth(u.operand(), scope);
            return new Compiled(Shape.BOOL, (Code.Truth) f -> !t.test(f));
        }
        Code.Number x = number(u.operand(), scope);
        if (u.op() == Kind.TILDE) {
            return new Compiled(Shape.INT, (Code.Number) f -> ~x.eval(f));
        }
        int at = u.from();
        String what = quote(u);
        return new Compiled(Shape.INT, (Code.Number) f -> {
            long v = x.eval(f);
            if (v == Long.MIN_VALUE) {
                throw new EvaluationFailure(at, what + " is 2^63, beyond 64 bits");
            }
            return -v;
        });
    }

    /** A tuple: a position of coordinates, or a sum of positions (tuples of tuples). */
    private Compiled tuple(Expr.Tuple t, Scope scope) {
        List<Shape> shapes = new ArrayList<>();
        List<Code.Flat> parts = new ArrayList<>();
        List<Compiled> compiledItems = new ArrayList<>();
        for (Expr item : t.items()) {
            Compiled c = compile(item, scope);
            if (c.shape() instanceof Shape.Vector) {
                throw error(item, quote(item) + " is a vector, a whole position: an option, not a part of a tuple");
            }
            compiledItems.add(c);
            shapes.add(c.shape());
            parts.add(flat(item, c));
        }
        Code.Flat[] all = parts.toArray(new Code.Flat[0]);
        if (specialise && !shapes.isEmpty() && shapes.stream().allMatch(s -> s instanceof Shape.Int)) {
            Code.Number[] numbers = new Code.Number[all.length];
            for (int i = 0; i < numbers.length; i++) {
                numbers[i] = (Code.Number) compiledItems.get(i).code();
            }
            return new Compiled(new Shape.Tuple(List.copyOf(shapes)), new Nodes.Numbers(numbers));
        }
        return new Compiled(new Shape.Tuple(List.copyOf(shapes)), (Code.Flat) (f, out, at) -> {
            int next = at;
            for (Code.Flat p : all) {
                next = p.write(f, out, next);
            }
            return next;
        });
    }

    /** A number or a tuple as numbers written in a row; anything else cannot be an item of a tuple or a list. */
    Code.Flat flat(Expr e, Compiled c) {
        if (c.shape() instanceof Shape.Int) {
            Code.Number n = (Code.Number) c.code();
            return (f, out, at) -> {
                out[at] = n.eval(f);
                return at + 1;
            };
        }
        if (c.shape() instanceof Shape.Tuple || c.shape() instanceof Shape.Vector || c.shape() instanceof Shape.Parts) {
            return (Code.Flat) c.code();
        }
        throw error(e, quote(e) + " is " + c.shape() + ": tuples and lists hold numbers and tuples"
                + (c.shape() instanceof Shape.ListOf ? ListSums.HINT : ""));
    }

    private Compiled list(Expr.ListOf l, Scope scope) {
        Set<Shape> shapes = new LinkedHashSet<>();
        List<Code.Flat> items = new ArrayList<>();
        List<Compiled> compiledItems = new ArrayList<>();
        int width = 0;
        for (Expr item : l.items()) {
            Compiled c = compile(item, scope);
            compiledItems.add(c);
            items.add(flat(item, c));
            shapes.add(c.shape());
            width = Math.max(width, Shape.width(c.shape()));
        }
        int buffer = buffer(width);
        Code.Flat[] all = items.toArray(new Code.Flat[0]);
        if (specialise && shapes.equals(Set.of(Shape.INT))) {
            Code.Number[] numbers = new Code.Number[compiledItems.size()];
            for (int i = 0; i < numbers.length; i++) {
                numbers[i] = (Code.Number) compiledItems.get(i).code();
            }
            return new Compiled(new Shape.ListOf(shapes), new Nodes.NumberList(numbers, buffer));
        }
        return new Compiled(new Shape.ListOf(shapes), (Code.Items) (f, sink) -> {
            long[] out = f.buffers[buffer];
            for (Code.Flat item : all) {
                f.step();
                int w = item.write(f, out, 0);
                if (!sink.accept(out, w)) {
                    return false;
                }
            }
            return true;
        });
    }

    /** A buffer of {@code width} numbers for one list's items. */
    int buffer(int width) {
        bufferWidths.add(width);
        return bufferWidths.size() - 1;
    }

    private Compiled comprehension(Expr.Comprehension c, Scope scope) {
        Scope inner = scope.inner();
        List<Object> steps = new ArrayList<>();
        for (Clause clause : c.clauses()) {
            if (clause instanceof Clause.For loop) {
                Loops.Source source = Loops.source(this, loop.source(), inner);
                Scope.Variable v = inner.declare(loop.name(), Shape.INT);
                if (v == null) {
                    throw new RuleException(source(), loop.at(), "'" + loop.name() + "' is already a name here:"
                            + " choose another for the loop");
                }
                steps.add(new Loops.Bound(source, v.slot()));
            } else {
                steps.add(truth(((Clause.Filter) clause).test(), inner));
            }
        }
        Compiled element = compile(c.element(), inner);
        Code.Flat item = flat(c.element(), element);
        int buffer = buffer(Shape.width(element.shape()));
        int wrapped = steps.size();
        Code.Items body = null;
        int last = lastLoop(steps);
        if (specialise && last >= 0) {
            // The last loop, the filters after it and the item: one node (LeafLoop).
            List<Object> filters = steps.subList(last + 1, steps.size());
            Code.Number[] numbers = element.code() instanceof Nodes.Numbers t ? t.items
                    : element.shape() instanceof Shape.Int ? new Code.Number[] {(Code.Number) element.code()} : null;
            body = LeafLoop.of((Loops.Bound) steps.get(last), new LeafLoop.Item(
                    filters.toArray(new Code.Truth[0]), numbers, item, buffer));
            wrapped = body == null ? wrapped : last;
        }
        if (body == null) {
            // No step here: each item follows a loop's turn, which is one.
            body = (f, sink) -> {
                long[] out = f.buffers[buffer];
                return sink.accept(out, item.write(f, out, 0));
            };
        }
        for (int i = wrapped - 1; i >= 0; i--) {
            body = Loops.wrap(steps.get(i), body);
        }
        return new Compiled(new Shape.ListOf(Set.of(element.shape())), body);
    }

    RuleText source() {
        return source;
    }

    /** Where the last loop is among a comprehension's clauses, or -1. */
    private static int lastLoop(List<Object> steps) {
        for (int i = steps.size() - 1; i >= 0; i--) {
            if (steps.get(i) instanceof Loops.Bound) {
                return i;
            }
        }
        return -1;
    }

    private Compiled let(Expr.Let l, Scope scope) {
        Compiled value = compile(l.value(), scope);
        if (!(value.shape() instanceof Shape.Int) && !(value.shape() instanceof Shape.Bool)) {
            throw error(l.value(), "'let " + l.name() + "' names " + value.shape()
                    + ": a let names a number or a truth value");
        }
        Scope inner = scope.inner();
        Scope.Variable v = inner.declare(l.name(), value.shape());
        if (v == null) {
            throw error(l, "'" + l.name() + "' is already a name here: choose another for the let");
        }
        int slot = v.slot();
        Code.Number store;
        if (value.shape() instanceof Shape.Int) {
            store = (Code.Number) value.code();
        } else {
            Code.Truth truth = (Code.Truth) value.code();
            store = f -> truth.test(f) ? 1 : 0;
        }
        Compiled body = compile(l.body(), inner);
        Object code;
        if (body.shape() instanceof Shape.Int) {
            Code.Number b = (Code.Number) body.code();
            code = (Code.Number) f -> {
                f.slots[slot] = store.eval(f);
                return b.eval(f);
            };
        } else if (body.shape() instanceof Shape.Bool) {
            Code.Truth b = (Code.Truth) body.code();
            code = (Code.Truth) f -> {
                f.slots[slot] = store.eval(f);
                return b.test(f);
            };
        } else if (body.shape() instanceof Shape.Tuple || body.shape() instanceof Shape.Vector
                || body.shape() instanceof Shape.Parts) {
            Code.Flat b = (Code.Flat) body.code();
            code = (Code.Flat) (f, out, at) -> {
                f.slots[slot] = store.eval(f);
                return b.write(f, out, at);
            };
        } else {
            Code.Items b = (Code.Items) body.code();
            code = (Code.Items) (f, sink) -> {
                f.slots[slot] = store.eval(f);
                return b.run(f, sink);
            };
        }
        return new Compiled(body.shape(), code);
    }

    private Compiled conditional(Expr.If i, Scope scope) {
        Code.Truth test = truth(i.test(), scope);
        Compiled yes = compile(i.yes(), scope);
        Compiled no = compile(i.no(), scope);
        if (yes.shape() instanceof Shape.ListOf a && no.shape() instanceof Shape.ListOf b) {
            Set<Shape> both = new LinkedHashSet<>(a.items());
            both.addAll(b.items());
            Code.Items y = (Code.Items) yes.code();
            Code.Items n = (Code.Items) no.code();
            return new Compiled(new Shape.ListOf(both), (Code.Items) (f, sink) -> test.test(f) ? y.run(f, sink)
                    : n.run(f, sink));
        }
        Shape shape = yes.shape();
        if (yes.shape() instanceof Shape.Parts a && no.shape() instanceof Shape.Parts b) {
            Set<Shape> both = new LinkedHashSet<>(a.items());
            both.addAll(b.items());
            shape = new Shape.Parts(both);
        } else if (!yes.shape().equals(no.shape())) {
            throw error(i, "the branches of " + quote(i) + " differ: " + yes.shape() + " and " + no.shape());
        }
        Object code;
        if (yes.shape() instanceof Shape.Int) {
            Code.Number y = (Code.Number) yes.code();
            Code.Number n = (Code.Number) no.code();
            code = (Code.Number) f -> test.test(f) ? y.eval(f) : n.eval(f);
        } else if (yes.shape() instanceof Shape.Bool) {
            Code.Truth y = (Code.Truth) yes.code();
            Code.Truth n = (Code.Truth) no.code();
            code = (Code.Truth) f -> test.test(f) ? y.test(f) : n.test(f);
        } else {
            Code.Flat y = (Code.Flat) yes.code();
            Code.Flat n = (Code.Flat) no.code();
            code = (Code.Flat) (f, out, at) -> test.test(f) ? y.write(f, out, at) : n.write(f, out, at);
        }
        return new Compiled(shape, code);
    }
}
