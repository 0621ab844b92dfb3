package io.github.grundy.core.rule;

/**
 * What is wrong with a rule, at a place in its text: a syntax error, a type error (a list where a
 * number must be), or an evaluation that cannot be exact (an overflow, a division by zero, a
 * negative heap in an option) at a given position. The message names the line and column
 * ({@code 1:12}), and {@link #excerpt()} shows the rule's line with a caret under the place.
 *
 * <p>An {@link IllegalArgumentException}: a rule is the user's input, and its errors are the
 * user's to mend.
 *
 * @since SPI version 2
 */
public final class RuleException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The line of the error, from 1. */
    private final int line;
    /** Its column, from 1. */
    private final int column;
    /** The line of the rule and a caret under the column. */
    private final String excerpt;
    /** What is wrong, without the place in front. */
    private final String reason;

    RuleException(RuleText text, int offset, String message) {
        super("rule " + text.line(offset) + ":" + text.column(offset) + ": " + message);
        this.line = text.line(offset);
        this.column = text.column(offset);
        this.excerpt = text.excerpt(offset);
        this.reason = message;
    }

    /** The same error said of a position: {@code at heap 12: ...}. */
    private RuleException(RuleException cause, String where) {
        super(where + ": " + cause.getMessage(), cause);
        this.line = cause.line;
        this.column = cause.column;
        this.excerpt = cause.excerpt;
        this.reason = where + ": " + cause.reason;
    }

    /**
     * This error, said of the position where the rule was evaluated.
     *
     * @param where the position, e.g. {@code heap 12} or {@code position (3, 4)}
     * @return the error with the position in front of its message
     */
    public RuleException at(String where) {
        return new RuleException(this, where);
    }

    /**
     * Where the error is.
     *
     * @return the line of the rule's text, from 1
     */
    public int line() {
        return line;
    }

    /**
     * Where the error is in its line.
     *
     * @return the column, from 1
     */
    public int column() {
        return column;
    }

    /**
     * What is wrong, without the place: for a message that names the place its own way (a rule
     * file's {@code FILE:LINE:COLUMN}).
     *
     * @return the message without its {@code rule LINE:COLUMN: } in front
     */
    public String reason() {
        return reason;
    }

    /**
     * The place, shown.
     *
     * @return the rule's line and, under it, a caret at the column: two lines for a terminal
     */
    public String excerpt() {
        return excerpt;
    }
}
