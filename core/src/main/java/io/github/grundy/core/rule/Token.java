package io.github.grundy.core.rule;

/**
 * One token of a rule: its kind, its text, its value when it is a number, and where it starts.
 *
 * @param kind   what it is
 * @param text   as written
 * @param value  the number, for {@link Kind#NUMBER}
 * @param offset where it starts in the rule's text, from 0
 */
record Token(Kind kind, String text, long value, int offset) {

    /** The kinds of token: numbers, names, the keywords, the symbols, the end of a line, the end. */
    enum Kind {
        NUMBER, NAME,
        // Keywords.
        FOR, IN, IF, LET, AND, OR, NOT, THEN, ELSE, TRUE, FALSE, PARAM, FROM, TO, WHERE,
        // Symbols.
        ARROW("->"), RANGE(".."), PLUS("+"), MINUS("-"), STAR("*"), SLASH("/"), PERCENT("%"), POWER("**"),
        EQ("=="), NE("!="), LT("<"), LE("<="), GT(">"), GE(">="), BITAND("&"), BITOR("|"), BITXOR("^"),
        TILDE("~"), SHL("<<"), SHR(">>"), LPAREN("("), RPAREN(")"), LBRACKET("["), RBRACKET("]"),
        COMMA(","), SEMICOLON(";"), ASSIGN("="),
        NEWLINE, END;

        private final String symbol;

        Kind() {
            this.symbol = null;
        }

        Kind(String symbol) {
            this.symbol = symbol;
        }

        /** The symbol as written, or null for numbers, names, keywords and ends. */
        String symbol() {
            return symbol;
        }

        /** How a message names a token of this kind when one is expected. */
        String shown() {
            if (symbol != null) {
                return "'" + symbol + "'";
            }
            return switch (this) {
                case NUMBER -> "a number";
                case NAME -> "a name";
                case NEWLINE -> "the end of the line";
                case END -> "the end of the rule";
                default -> "'" + name().toLowerCase(java.util.Locale.ROOT) + "'";
            };
        }
    }

    /** How a message names this token where it was found. */
    String shown() {
        return switch (kind) {
            case NEWLINE -> "the end of the line";
            case END -> "the end of the rule";
            default -> "'" + text + "'";
        };
    }
}
