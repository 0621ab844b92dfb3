package io.github.grundy.core.rule;

import java.util.Set;

/**
 * {@code sum of LIST}: a list's items, flattened, as one option of a heap rule, a sum of as many
 * heaps as the list has where the rule runs (magic beads: a heap becomes its proper divisors but
 * one). A tuple holds as many numbers as it is written with; this holds what the list gives, at
 * most {@link #MAX_PARTS} items, since each list's buffer is allocated once, as wide as its widest
 * item.
 */
final class ListSums {

    /**
     * The most items of one {@code sum of}: an option of more is refused, naming the bound. The
     * divisors of a number below 2^31 are at most 1600; an option wider than this is a rule that
     * went astray more likely than a game.
     */
    static final int MAX_PARTS = 4096;

    /** What a message about a list where a number or tuple must be adds. */
    static final String HINT = " (a list's heaps as one option, a sum: sum of [...])";

    private ListSums() {
    }

    static Compiler.Compiled compile(Compiler c, Expr.SumOf e, Scope scope) {
        Compiler.Compiled list = c.compile(e.list(), scope);
        if (!(list.shape() instanceof Shape.ListOf l)) {
            throw c.error(e.list(), c.quote(e.list()) + " is " + list.shape() + ", where 'sum of' takes a list"
                    + " ([x for ...], or divisors(n))");
        }
        for (Shape item : l.items()) {
            boolean heaps = item instanceof Shape.Int || item instanceof Shape.Tuple t
                    && t.items().stream().allMatch(s -> s instanceof Shape.Int);
            if (!heaps) {
                throw c.error(e.list(), c.quote(e.list()) + " holds " + item + ": 'sum of' takes a list of numbers"
                        + " or of tuples of numbers");
            }
        }
        Code.Items items = (Code.Items) list.code();
        int at = e.from();
        String what = c.quote(e);
        return new Compiler.Compiled(new Shape.Parts(Set.copyOf(l.items())), (Code.Flat) (f, out, from) -> {
            Appender appender = new Appender(out, from, at, what);
            items.run(f, appender);
            return appender.next;
        });
    }

    /** Writes a list's items one after another into an option's buffer, counting them against the bound. */
    private static final class Appender implements Code.Sink {
        private final long[] out;
        private final int at;
        private final String what;
        private int next;
        private int parts;

        Appender(long[] out, int next, int at, String what) {
            this.out = out;
            this.next = next;
            this.at = at;
            this.what = what;
        }

        @Override
        public boolean accept(long[] values, int length) {
            if (++parts > MAX_PARTS) {
                throw new EvaluationFailure(at, what + " has more than " + MAX_PARTS + " items: an option is a sum of"
                        + " at most " + MAX_PARTS + " parts (sum of [...])");
            }
            System.arraycopy(values, 0, out, next, length);
            next += length;
            return true;
        }
    }
}
