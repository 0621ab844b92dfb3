package io.github.grundy.core.rule;

/**
 * The {@code for} and {@code if} clauses of a comprehension, each wrapped around the clauses
 * after it: a range runs as a plain loop over {@code long} (empty when its end is below its
 * start), a list of numbers as the items it hands over; every turn is a step of the bound.
 */
final class Loops {

    private Loops() {
    }

    /** What a loop runs over: a range, or a list of numbers. */
    sealed interface Source {
    }

    /** {@code low..high}. */
    record Span(Code.Number low, Code.Number high) implements Source {
    }

    /** A list whose items are numbers. */
    record Listed(Code.Items items) implements Source {
    }

    /** A loop: its source and the slot of its variable. */
    record Bound(Source source, int slot) {
    }

    static Source source(Compiler compiler, Expr e, Scope scope) {
        if (e instanceof Expr.Range r) {
            return new Span(compiler.number(r.low(), scope), compiler.number(r.high(), scope));
        }
        Compiler.Compiled c = compiler.compile(e, scope);
        if (c.shape() instanceof Shape.ListOf l && l.items().stream().allMatch(s -> s instanceof Shape.Int)) {
            return new Listed((Code.Items) c.code());
        }
        if (c.shape() instanceof Shape.Vector) {
            // A vector's heaps, one a turn: written out, then handed over as a list's items.
            Code.Flat heaps = (Code.Flat) c.code();
            int all = compiler.buffer(VectorGame.MAX_HEAPS);
            int one = compiler.buffer(1);
            return new Listed((f, sink) -> {
                long[] values = f.buffers[all];
                long[] item = f.buffers[one];
                int n = heaps.write(f, values, 0);
                for (int i = 0; i < n; i++) {
                    f.step();
                    item[0] = values[i];
                    if (!sink.accept(item, 1)) {
                        return false;
                    }
                }
                return true;
            });
        }
        throw compiler.error(e, "a 'for' runs over a range a..b, a list of numbers or a vector; this is " + c.shape());
    }

    /** {@code step} (a {@link Bound} loop or a {@link Code.Truth} filter) around {@code body}. */
    static Code.Items wrap(Object step, Code.Items body) {
        if (step instanceof Code.Truth test) {
            return (f, sink) -> !test.test(f) || body.run(f, sink);
        }
        Bound loop = (Bound) step;
        int slot = loop.slot();
        if (loop.source() instanceof Span span) {
            Code.Number low = span.low();
            Code.Number high = span.high();
            return (f, sink) -> {
                long a = low.eval(f);
                long b = high.eval(f);
                for (long i = a; i <= b; i++) {
                    f.step();
                    f.slots[slot] = i;
                    if (!body.run(f, sink)) {
                        return false;
                    }
                    if (i == b) {
                        break; // i++ would pass 2^63 - 1 and wrap
                    }
                }
                return true;
            };
        }
        Code.Items items = ((Listed) loop.source()).items();
        return (f, sink) -> items.run(f, (values, length) -> {
            f.slots[slot] = values[0];
            return body.run(f, sink);
        });
    }
}
