package io.github.grundy.core.rule;

import io.github.grundy.core.rule.Token.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A rule's text as tokens. Whitespace separates them; {@code #} starts a comment to the end of the
 * line. A line's end is a token only where it can end a declaration: outside brackets, and not
 * after a token that must be followed by more (an operator, a comma, {@code ->}), so that a long
 * rule may go on over several lines. Numbers are decimal, {@code _} allowed between digits.
 */
final class Lexer {

    private static final Map<String, Kind> KEYWORDS = Map.ofEntries(
            Map.entry("for", Kind.FOR), Map.entry("in", Kind.IN), Map.entry("if", Kind.IF),
            Map.entry("let", Kind.LET), Map.entry("and", Kind.AND), Map.entry("or", Kind.OR),
            Map.entry("not", Kind.NOT), Map.entry("then", Kind.THEN), Map.entry("else", Kind.ELSE),
            Map.entry("true", Kind.TRUE), Map.entry("false", Kind.FALSE), Map.entry("param", Kind.PARAM),
            Map.entry("from", Kind.FROM), Map.entry("to", Kind.TO), Map.entry("where", Kind.WHERE));

    /** Symbols, longest first, so that {@code <=} is not read as {@code <} and {@code =}. */
    private static final Kind[] SYMBOLS = {
        Kind.ARROW, Kind.RANGE, Kind.POWER, Kind.EQ, Kind.NE, Kind.LE, Kind.GE, Kind.SHL, Kind.SHR,
        Kind.PLUS, Kind.MINUS, Kind.STAR, Kind.SLASH, Kind.PERCENT, Kind.LT, Kind.GT, Kind.BITAND,
        Kind.BITOR, Kind.BITXOR, Kind.TILDE, Kind.LPAREN, Kind.RPAREN, Kind.LBRACKET, Kind.RBRACKET,
        Kind.COMMA, Kind.SEMICOLON, Kind.ASSIGN,
    };

    /** Operators of C, Java or Python that read as two of this language's, and what to write instead. */
    private static final String[][] OTHER_SPELLINGS = {
        {"&&", "write 'and'"},
        {"||", "write 'or'"},
        {"//", "'/' already floors, as Python's '//' does (-7 / 2 is -4): write a / b"},
    };

    private final RuleText source;
    private final String text;

    private Lexer(RuleText source) {
        this.source = source;
        this.text = source.text();
    }

    /** The tokens of {@code source}, ending with one {@link Kind#END}. */
    static List<Token> tokens(RuleText source) {
        return new Lexer(source).all();
    }

    private List<Token> all() {
        List<Token> tokens = new ArrayList<>();
        int depth = 0;
        int i = 0;
        while (true) {
            // Blanks and comments; a line's end is kept as a token where it may end a declaration.
            while (i < text.length()) {
                char c = text.charAt(i);
                if (c == '#') {
                    while (i < text.length() && text.charAt(i) != '\n') {
                        i++;
                    }
                } else if (c == '\n') {
                    if (depth == 0 && !tokens.isEmpty() && endsLine(tokens.get(tokens.size() - 1).kind())) {
                        tokens.add(new Token(Kind.NEWLINE, "\n", 0, i));
                    }
                    i++;
                } else if (c == ' ' || c == '\t' || c == '\r') {
                    i++;
                } else {
                    break;
                }
            }
            if (i >= text.length()) {
                tokens.add(new Token(Kind.END, "", 0, text.length()));
                return tokens;
            }
            Token t = next(i);
            switch (t.kind()) {
                case LPAREN, LBRACKET -> depth++;
                case RPAREN, RBRACKET -> depth = Math.max(0, depth - 1);
                default -> {
                }
            }
            tokens.add(t);
            i += t.text().length();
        }
    }

    /** Whether a line may end after a token of this kind (not after an operator or a comma). */
    private static boolean endsLine(Kind kind) {
        return switch (kind) {
            // An open range ends a line too: 'param m = 3 in 1..'.
            case NUMBER, NAME, RPAREN, RBRACKET, TRUE, FALSE, RANGE -> true;
            default -> false;
        };
    }

    private Token next(int i) {
        char c = text.charAt(i);
        if (c >= '0' && c <= '9') {
            return number(i);
        }
        if (Character.isLetter(c) || c == '_') {
            int end = i;
            while (end < text.length() && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '_')) {
                end++;
            }
            String word = text.substring(i, end);
            Kind keyword = KEYWORDS.get(word);
            return new Token(keyword == null ? Kind.NAME : keyword, word, 0, i);
        }
        // Other languages' spellings, each with the word that says it here.
        for (String[] other : OTHER_SPELLINGS) {
            if (text.startsWith(other[0], i)) {
                throw new RuleException(source, i, "'" + other[0] + "' is not part of the rule language: " + other[1]);
            }
        }
        for (Kind k : SYMBOLS) {
            if (text.startsWith(k.symbol(), i)) {
                return new Token(k, k.symbol(), 0, i);
            }
        }
        throw new RuleException(source, i, "'" + text.substring(i, i + Character.charCount(text.codePointAt(i)))
                + "' is not part of the rule language" + hint(c));
    }

    private static String hint(char c) {
        return switch (c) {
            case '!' -> " (write 'not', or '!=' for unequal)";
            case '{', '}' -> " (lists are written in [ ])";
            case '.' -> " (ranges are written a..b)";
            default -> "";
        };
    }

    private Token number(int i) {
        int end = i;
        long value = 0;
        boolean overflow = false;
        while (end < text.length() && (Character.isDigit(text.charAt(end)) || text.charAt(end) == '_'
                && end + 1 < text.length() && Character.isDigit(text.charAt(end + 1)) && end > i)) {
            char d = text.charAt(end);
            if (d != '_') {
                long next = value * 10 + (d - '0');
                if (value > (Long.MAX_VALUE - (d - '0')) / 10) {
                    overflow = true;
                }
                value = next;
            }
            end++;
        }
        if (end < text.length() && (Character.isLetter(text.charAt(end)) || text.charAt(end) == '_')) {
            throw new RuleException(source, end, "a number is followed by '" + text.charAt(end)
                    + "': put an operator between them (2 * n, not 2n)");
        }
        if (overflow) {
            throw new RuleException(source, i, "the number " + text.substring(i, end)
                    + " is larger than 2^63-1 (9223372036854775807)");
        }
        return new Token(Kind.NUMBER, text.substring(i, end), value, i);
    }
}
