package io.github.grundy.core.rule;

import io.github.grundy.core.rule.Token.Kind;
import java.util.List;

/**
 * An expression of a rule as parsed: each knows where it stands in the text ({@code from} up to
 * {@code to}), so that an error can point at it and quote it.
 */
sealed interface Expr {

    /** Where the expression starts in the rule's text. */
    int from();

    /** Where it ends (exclusive). */
    int to();

    /** A number as written. */
    record Num(long value, int from, int to) implements Expr {
    }

    /** {@code true} or {@code false}. */
    record Bool(boolean value, int from, int to) implements Expr {
    }

    /** A name: a coordinate, a parameter, a {@code let} or a loop's variable. */
    record Name(String name, int from, int to) implements Expr {
    }

    /** {@code -x}, {@code ~x} or {@code not x}. */
    record Unary(Kind op, Expr operand, int from, int to) implements Expr {
    }

    /** {@code x op y}: arithmetic, bits, a comparison, {@code and}, {@code or}. */
    record Binary(Kind op, Expr left, Expr right, int from, int to) implements Expr {
    }

    /** {@code h[i]}: a heap of a vector rule's position. */
    record Index(Expr.Name target, Expr index, int from, int to) implements Expr {
    }

    /** {@code f(x, ...)}: one of the functions the language has. */
    record Call(String name, List<Expr> args, int from, int to) implements Expr {
    }

    /** {@code (x, y, ...)}: a position of coordinates, or a sum of positions; {@code ()} is the empty sum. */
    record Tuple(List<Expr> items, int from, int to) implements Expr {
    }

    /**
     * {@code sum of LIST}: the list's items as one option, a sum of as many heaps as the list has
     * when the rule runs (the proper divisors of n but one), where a tuple has as many as written.
     */
    record SumOf(Expr list, int from, int to) implements Expr {
    }

    /** {@code [x, y, ...]}. */
    record ListOf(List<Expr> items, int from, int to) implements Expr {
    }

    /** {@code [element for x in ... if ...]}. */
    record Comprehension(Expr element, List<Clause> clauses, int from, int to) implements Expr {
    }

    /** {@code a..b}: the integers from a to b, none when b < a; only what a {@code for} runs over. */
    record Range(Expr low, Expr high, int from, int to) implements Expr {
    }

    /** {@code let x = value in body}. */
    record Let(String name, Expr value, Expr body, int from, int to) implements Expr {
    }

    /** {@code if test then yes else no}. */
    record If(Expr test, Expr yes, Expr no, int from, int to) implements Expr {
    }

    /** A clause of a comprehension: a loop or a filter. */
    sealed interface Clause {

        /** {@code for name in source} (or {@code for name from a to b}). */
        record For(String name, int at, Expr source) implements Clause {
        }

        /** {@code if test} (or {@code where test}). */
        record Filter(Expr test) implements Clause {
        }
    }
}
