package io.github.grundy.core.rule;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The height of a parsed rule's expressions, measured without recursion: the compiler and the
 * checks after the parser recurse through every level, so an expression deeper than a bound (a
 * chain of ten thousand {@code +}, which the parser reads in a loop) is refused here, at the place
 * where it passes the bound, rather than left to exhaust the thread's stack.
 */
final class ExprHeight {

    private ExprHeight() {
    }

    /**
     * Refuses a program with an expression more than {@code max} levels deep.
     *
     * @throws RuleException at the first expression found below the bound
     */
    static void check(RuleText source, Program program, int max) {
        List<Expr> roots = new ArrayList<>();
        for (Program.Param p : program.params()) {
            addIfPresent(roots, p.value());
            addIfPresent(roots, p.low());
            addIfPresent(roots, p.high());
        }
        for (Program.Binding b : program.lets()) {
            roots.add(b.value());
        }
        roots.add(program.options());
        Deque<Expr> pending = new ArrayDeque<>();
        Deque<Integer> depths = new ArrayDeque<>();
        for (Expr root : roots) {
            pending.push(root);
            depths.push(1);
        }
        List<Expr> children = new ArrayList<>();
        while (!pending.isEmpty()) {
            Expr e = pending.pop();
            int depth = depths.pop();
            if (depth > max) {
                throw new RuleException(source, e.from(), "the expression nests more than " + max + " levels deep"
                        + " (each operator of a chain such as 1 + 1 + ... is a level): write it shorter, or name parts"
                        + " of it with let");
            }
            children.clear();
            children(e, children);
            // A comprehension's clauses nest, each inside the one before, and its element inside them all.
            boolean nests = e instanceof Expr.Comprehension;
            for (int i = 0; i < children.size(); i++) {
                pending.push(children.get(i));
                depths.push(depth + 1 + (nests ? i : 0));
            }
        }
    }

    private static void addIfPresent(List<Expr> roots, Expr e) {
        if (e != null) {
            roots.add(e);
        }
    }

    /** The expressions directly inside {@code e}. */
    private static void children(Expr e, List<Expr> out) {
        if (e instanceof Expr.Unary u) {
            out.add(u.operand());
        } else if (e instanceof Expr.Binary b) {
            out.add(b.left());
            out.add(b.right());
        } else if (e instanceof Expr.Index i) {
            out.add(i.target());
            out.add(i.index());
        } else if (e instanceof Expr.Call c) {
            out.addAll(c.args());
        } else if (e instanceof Expr.Tuple t) {
            out.addAll(t.items());
        } else if (e instanceof Expr.ListOf l) {
            out.addAll(l.items());
        } else if (e instanceof Expr.SumOf s) {
            out.add(s.list());
        } else if (e instanceof Expr.Comprehension c) {
            for (Expr.Clause clause : c.clauses()) {
                out.add(clause instanceof Expr.Clause.For f ? f.source() : ((Expr.Clause.Filter) clause).test());
            }
            out.add(c.element());
        } else if (e instanceof Expr.Range r) {
            out.add(r.low());
            out.add(r.high());
        } else if (e instanceof Expr.Let l) {
            out.add(l.value());
            out.add(l.body());
        } else if (e instanceof Expr.If i) {
            out.add(i.test());
            out.add(i.yes());
            out.add(i.no());
        }
    }
}
