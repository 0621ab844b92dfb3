package io.github.grundy.core.rule;

import io.github.grundy.core.rule.Expr.Clause;
import io.github.grundy.core.rule.Token.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a rule's tokens into a {@link Program}, by recursive descent over the grammar of
 * docs/rules.md; the first error stops it, at the token where the rule stops making sense.
 * Precedence, loosest first: {@code let}/{@code if}, {@code or}, {@code and}, {@code not},
 * comparisons (not chained), {@code |}, {@code ^}, {@code &}, shifts, {@code + -},
 * {@code * / %}, unary {@code - ~}, {@code **} (to the right).
 */
final class Parser {

    /** Nesting deeper than this is refused: the parser recurses, and a rule is a line or a page. */
    private static final int MAX_DEPTH = 200;

    /**
     * An expression deeper than this is refused, though read: each operator of a chain such as
     * {@code 1 + 1 + ...} is a level that the compiler recurses through, as it does through brackets.
     */
    static final int MAX_HEIGHT = 1000;

    private final RuleText source;
    private final List<Token> tokens;
    private int at;
    private int depth;

    private Parser(RuleText source) {
        this.source = source;
        this.tokens = Lexer.tokens(source);
    }

    /** The program of {@code source}. */
    static Program parse(RuleText source) {
        Program program = new Declarations(new Parser(source)).program();
        ExprHeight.check(source, program, MAX_HEIGHT);
        return program;
    }

    /** The token {@code ahead} of the current one (the end, past the last). */
    Token ahead(int ahead) {
        return tokens.get(Math.min(at + ahead, tokens.size() - 1));
    }

    /** The current token, taken. */
    Token take() {
        return tokens.get(at++);
    }

    Token peek() {
        return tokens.get(at);
    }

    boolean is(Kind kind) {
        return peek().kind() == kind;
    }

    boolean accept(Kind kind) {
        if (is(kind)) {
            at++;
            return true;
        }
        return false;
    }

    Token expect(Kind kind, String what) {
        if (!is(kind)) {
            if (is(Kind.RANGE)) {
                throw error(peek(), "a range a..b stands after 'for x in' (or in a parameter's range): write"
                        + " [x for x in a..b] for the list of its numbers");
            }
            throw error(peek(), "expected " + kind.shown() + " " + what + ", found " + peek().shown());
        }
        return tokens.get(at++);
    }

    RuleException error(Token t, String message) {
        return new RuleException(source, t.offset(), message);
    }

    /** The end of the token before the current one: where an expression just read ends. */
    private int end() {
        Token t = tokens.get(at - 1);
        return t.offset() + t.text().length();
    }

    void separators() {
        while (accept(Kind.NEWLINE) || accept(Kind.SEMICOLON)) {
            // Blank declarations are nothing.
        }
    }

    /** An expression: {@code let}, {@code if}, or an operator expression. */
    Expr expression() {
        deeper();
        try {
            Token start = peek();
            if (accept(Kind.LET)) {
                Token name = expect(Kind.NAME, "after 'let'");
                expect(Kind.ASSIGN, "after the name of a 'let'");
                Expr value = expression();
                expect(Kind.IN, "after the value of 'let " + name.text() + " = ...'");
                Expr body = expression();
                return new Expr.Let(name.text(), value, body, start.offset(), end());
            }
            if (accept(Kind.IF)) {
                Expr test = expression();
                expect(Kind.THEN, "after the condition of 'if'");
                Expr yes = expression();
                expect(Kind.ELSE, "after 'if ... then ...' (both branches are needed)");
                Expr no = expression();
                return new Expr.If(test, yes, no, start.offset(), end());
            }
            return or();
        } finally {
            depth--;
        }
    }

    private Expr or() {
        Expr left = and();
        while (is(Kind.OR)) {
            at++;
            Expr right = and();
            left = new Expr.Binary(Kind.OR, left, right, left.from(), end());
        }
        return left;
    }

    private Expr and() {
        Expr left = not();
        while (is(Kind.AND)) {
            at++;
            Expr right = not();
            left = new Expr.Binary(Kind.AND, left, right, left.from(), end());
        }
        return left;
    }

    private Expr not() {
        Token start = peek();
        if (accept(Kind.NOT)) {
            deeper();
            try {
                Expr operand = not();
                return new Expr.Unary(Kind.NOT, operand, start.offset(), end());
            } finally {
                depth--;
            }
        }
        return comparison();
    }

    /** One level deeper in a recursion that the nesting's limit bounds: {@code not not ...}, {@code - - ...}. */
    private void deeper() {
        if (++depth > MAX_DEPTH) {
            throw error(peek(), "the rule nests deeper than " + MAX_DEPTH + " levels");
        }
    }

    private Expr comparison() {
        Expr left = arithmetic();
        Kind op = peek().kind();
        if (op == Kind.EQ || op == Kind.NE || op == Kind.LT || op == Kind.LE || op == Kind.GT || op == Kind.GE) {
            at++;
            Expr right = arithmetic();
            Kind again = peek().kind();
            if (again == Kind.EQ || again == Kind.NE || again == Kind.LT || again == Kind.LE || again == Kind.GT
                    || again == Kind.GE) {
                throw error(peek(), "comparisons do not chain: write a < b and b < c");
            }
            return new Expr.Binary(op, left, right, left.from(), end());
        }
        if (op == Kind.ASSIGN) {
            throw error(peek(), "'=' declares; compare with '=='");
        }
        return left;
    }

    /** The operators from {@code |} down: what a number is made of. */
    Expr arithmetic() {
        return binary(0);
    }

    private static final Kind[][] LEVELS = {
        {Kind.BITOR}, {Kind.BITXOR}, {Kind.BITAND}, {Kind.SHL, Kind.SHR}, {Kind.PLUS, Kind.MINUS},
        {Kind.STAR, Kind.SLASH, Kind.PERCENT},
    };

    private Expr binary(int level) {
        if (level == LEVELS.length) {
            return unary();
        }
        Expr left = binary(level + 1);
        while (true) {
            Kind op = peek().kind();
            boolean found = false;
            for (Kind k : LEVELS[level]) {
                found |= k == op;
            }
            if (!found) {
                return left;
            }
            at++;
            Expr right = binary(level + 1);
            left = new Expr.Binary(op, left, right, left.from(), end());
        }
    }

    private Expr unary() {
        Token start = peek();
        if (is(Kind.MINUS) || is(Kind.TILDE)) {
            at++;
            deeper();
            try {
                Expr operand = unary();
                if (start.kind() == Kind.MINUS && operand instanceof Expr.Num n) {
                    // -9223372036854775808 is a number, though 9223372036854775808 is not.
                    return new Expr.Num(-n.value(), start.offset(), end());
                }
                return new Expr.Unary(start.kind(), operand, start.offset(), end());
            } finally {
                depth--;
            }
        }
        return power();
    }

    private Expr power() {
        Expr base = primary();
        if (accept(Kind.POWER)) {
            // 2 ** 2 ** ... groups to the right: a recursion.
            deeper();
            try {
                Expr exponent = unary();
                return new Expr.Binary(Kind.POWER, base, exponent, base.from(), end());
            } finally {
                depth--;
            }
        }
        return base;
    }

    private Expr primary() {
        Token t = peek();
        switch (t.kind()) {
            case NUMBER -> {
                at++;
                return new Expr.Num(t.value(), t.offset(), end());
            }
            case TRUE, FALSE -> {
                at++;
                return new Expr.Bool(t.kind() == Kind.TRUE, t.offset(), end());
            }
            case NAME -> {
                at++;
                if (t.text().equals("sum") && is(Kind.NAME) && peek().text().equals("of")) {
                    // 'sum of LIST': the operand is a primary, so that 'sum of A + B' cannot read as 'sum of (A + B)'.
                    at++;
                    deeper();
                    try {
                        Expr list = primary();
                        return new Expr.SumOf(list, t.offset(), end());
                    } finally {
                        depth--;
                    }
                }
                if (accept(Kind.LPAREN)) {
                    List<Expr> args = new ArrayList<>();
                    if (!is(Kind.RPAREN)) {
                        do {
                            args.add(expression());
                        } while (accept(Kind.COMMA));
                    }
                    expect(Kind.RPAREN, "after the arguments of " + t.text() + "(...)");
                    return new Expr.Call(t.text(), args, t.offset(), end());
                }
                Expr.Name name = new Expr.Name(t.text(), t.offset(), end());
                if (accept(Kind.LBRACKET)) {
                    Expr index = expression();
                    expect(Kind.RBRACKET, "after the index " + t.text() + "[...]");
                    return new Expr.Index(name, index, t.offset(), end());
                }
                return name;
            }
            case LPAREN -> {
                at++;
                List<Expr> items = new ArrayList<>();
                boolean tuple = false;
                if (!is(Kind.RPAREN)) {
                    items.add(expression());
                    if (is(Kind.FOR)) {
                        throw error(peek(), "a comprehension is written in [ ], [x for ...]; its items as one option, a"
                                + " sum of heaps: sum of [x for ...]");
                    }
                    while (accept(Kind.COMMA)) {
                        tuple = true;
                        if (is(Kind.RPAREN)) {
                            break;
                        }
                        items.add(expression());
                    }
                } else {
                    tuple = true;
                }
                expect(Kind.RPAREN, items.isEmpty() ? "to close '('" : "after " + (tuple ? "the tuple" : "'(...'"));
                if (!tuple) {
                    return items.get(0);
                }
                return new Expr.Tuple(items, t.offset(), end());
            }
            case LBRACKET -> {
                return list();
            }
            default -> throw error(t, "expected a number, a name, '(' or '[', found " + t.shown());
        }
    }

    private Expr list() {
        Token open = expect(Kind.LBRACKET, "");
        List<Expr> items = new ArrayList<>();
        if (accept(Kind.RBRACKET)) {
            return new Expr.ListOf(items, open.offset(), end());
        }
        Expr first = expression();
        if (is(Kind.FOR)) {
            List<Clause> clauses = new ArrayList<>();
            while (is(Kind.FOR) || is(Kind.IF) || is(Kind.WHERE)) {
                if (accept(Kind.FOR)) {
                    Token name = expect(Kind.NAME, "after 'for'");
                    Expr source;
                    if (accept(Kind.FROM)) {
                        // CGSuite's spelling: for a from 1 to n.
                        Expr low = arithmetic();
                        expect(Kind.TO, "after 'for " + name.text() + " from ...'");
                        Expr high = arithmetic();
                        source = new Expr.Range(low, high, low.from(), end());
                    } else {
                        expect(Kind.IN, "after 'for " + name.text() + "'");
                        source = iterable();
                    }
                    clauses.add(new Clause.For(name.text(), name.offset(), source));
                } else {
                    at++;
                    clauses.add(new Clause.Filter(or()));
                }
            }
            expect(Kind.RBRACKET, "after the comprehension");
            return new Expr.Comprehension(first, clauses, open.offset(), end());
        }
        items.add(first);
        while (accept(Kind.COMMA)) {
            if (is(Kind.RBRACKET)) {
                break;
            }
            items.add(expression());
        }
        expect(Kind.RBRACKET, "after the list's items");
        return new Expr.ListOf(items, open.offset(), end());
    }

    /** What a {@code for} runs over: {@code a..b}, or a list. */
    private Expr iterable() {
        Expr low = arithmetic();
        if (accept(Kind.RANGE)) {
            if (is(Kind.RBRACKET) || is(Kind.IF) || is(Kind.FOR) || is(Kind.WHERE)) {
                throw error(peek(), "a range needs its end: " + source.slice(low.from(), end()) + "N");
            }
            Expr high = arithmetic();
            return new Expr.Range(low, high, low.from(), end());
        }
        return low;
    }
}
