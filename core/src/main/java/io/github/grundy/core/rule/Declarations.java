package io.github.grundy.core.rule;

import io.github.grundy.core.rule.Token.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * The declarations of a rule and the rule itself, read with a {@link Parser}: {@code param} and
 * {@code let} lines, then the position ({@code n}, {@code (a, b)} or {@code [h]}), {@code ->} and the
 * options.
 */
final class Declarations {

    private final Parser p;

    Declarations(Parser p) {
        this.p = p;
    }

    Program program() {
        List<Program.Param> params = new ArrayList<>();
        List<Program.Binding> lets = new ArrayList<>();
        p.separators();
        while (p.is(Kind.PARAM) || p.is(Kind.LET) && !isLetExpression()) {
            if (p.accept(Kind.PARAM)) {
                params.add(param());
            } else {
                Token let = p.take();
                Token name = p.expect(Kind.NAME, "after 'let'");
                p.expect(Kind.ASSIGN, "after the name of a 'let'");
                lets.add(new Program.Binding(name.text(), let.offset(), p.expression()));
            }
            if (!p.is(Kind.END)) {
                if (!p.is(Kind.NEWLINE) && !p.is(Kind.SEMICOLON)) {
                    throw p.error(p.peek(), "expected the end of the line or ';' after the declaration, found "
                            + p.peek().shown());
                }
                p.separators();
            }
        }
        if (p.is(Kind.END)) {
            throw p.error(p.peek(), "the rule is missing: write the position, '->' and its options (n -> [n - 1])");
        }
        boolean vector = p.is(Kind.LBRACKET);
        List<String> coordinates = header();
        Expr domain = null;
        if (p.accept(Kind.GE)) {
            if (vector || coordinates.size() > 1) {
                throw p.error(p.ahead(-1), "a domain, n >= 1 -> ..., is a heap rule's: a rule of points lists the"
                        + " options it has");
            }
            // Heaps below it are no positions of the game: never evaluated, and no move from one.
            domain = p.arithmetic();
        }
        Token arrow = p.expect(Kind.ARROW, "after the position (n -> ..., (a, b) -> ... or [h] -> ...)");
        Expr options = p.expression();
        p.separators();
        if (!p.is(Kind.END)) {
            throw p.error(p.peek(), "expected the end of the rule, found " + p.peek().shown()
                    + (p.is(Kind.PARAM) || p.is(Kind.LET) ? ": declarations come before the rule" : ""));
        }
        return new Program(params, lets, coordinates, vector, options, arrow.offset(), domain);
    }

    /** A {@code let} at the start of a line is a declaration unless an {@code in} follows its value. */
    private boolean isLetExpression() {
        int depthHere = 0;
        for (int i = 1; ; i++) {
            Kind k = p.ahead(i).kind();
            if (k == Kind.LPAREN || k == Kind.LBRACKET) {
                depthHere++;
            } else if (k == Kind.RPAREN || k == Kind.RBRACKET) {
                depthHere--;
            } else if (depthHere == 0 && (k == Kind.NEWLINE || k == Kind.SEMICOLON || k == Kind.END)) {
                return false;
            } else if (depthHere == 0 && k == Kind.IN) {
                return true;
            }
        }
    }

    private Program.Param param() {
        Token name = p.expect(Kind.NAME, "after 'param'");
        Expr value = null;
        Expr low = null;
        Expr high = null;
        if (p.accept(Kind.ASSIGN)) {
            value = p.arithmetic();
        }
        if (p.accept(Kind.IN)) {
            low = p.arithmetic();
            p.expect(Kind.RANGE, "in the parameter's range (in 1..100, or in 1.. for no upper bound)");
            if (!p.is(Kind.NEWLINE) && !p.is(Kind.SEMICOLON) && !p.is(Kind.END)) {
                high = p.arithmetic();
            }
        }
        return new Program.Param(name.text(), name.offset(), value, low, high);
    }

    private List<String> header() {
        List<String> names = new ArrayList<>();
        if (p.accept(Kind.LBRACKET)) {
            // A whole position of any number of heaps, h[0], h[1], ...
            names.add(coordinate(names));
            if (p.is(Kind.COMMA)) {
                throw p.error(p.peek(), "a vector rule names its whole position once: [h] -> ..., its heaps h[0],"
                        + " h[1], ...; a position of fixed coordinates is (a, b) -> ...");
            }
            p.expect(Kind.RBRACKET, "after the vector's name ([h] -> ...)");
        } else if (p.accept(Kind.LPAREN)) {
            do {
                names.add(coordinate(names));
            } while (p.accept(Kind.COMMA));
            p.expect(Kind.RPAREN, "after the coordinates");
            if (names.size() < 2) {
                throw p.error(p.ahead(-1), "a position of one coordinate is a heap: write n -> ..., not (n) -> ...");
            }
        } else {
            names.add(coordinate(names));
        }
        return names;
    }

    private String coordinate(List<String> seen) {
        Token t = p.expect(Kind.NAME, "naming the position (n -> ..., (a, b) -> ... or [h] -> ...)");
        if (seen.contains(t.text())) {
            throw p.error(t, "'" + t.text() + "' names two coordinates");
        }
        return t.text();
    }
}
