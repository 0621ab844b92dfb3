package io.github.grundy.core.io;

import java.io.IOException;

/**
 * Input that does not have the expected form, with where it happened: {@code getMessage()} is
 * one line, {@code SOURCE:LINE:COLUMN: expected ..., found ...}. Lines and columns count from 1;
 * columns count bytes.
 */
public final class InputException extends IOException {

    private static final long serialVersionUID = 1L;

    /** The name of the input. */
    private final String source;
    /** The line of the error, from 1. */
    private final long line;
    /** The column of the error, in bytes from 1. */
    private final long column;
    /** The message without the position. */
    private final String detail;

    /**
     * An error at {@code line} and {@code column} of {@code source}.
     *
     * @param source the name of the input, e.g. a file name or {@code <stdin>}
     * @param line   the line, from 1
     * @param column the column, in bytes, from 1
     * @param detail what was expected and found, e.g. {@code expected a heap size, found 'x'}
     */
    public InputException(String source, long line, long column, String detail) {
        super(source + ":" + line + ":" + column + ": " + detail);
        this.source = source;
        this.line = line;
        this.column = column;
        this.detail = detail;
    }

    /**
     * The name of the input, e.g. a file name or {@code <stdin>}.
     *
     * @return the source, as the message starts with it
     */
    public String source() {
        return source;
    }

    /**
     * The line of the error.
     *
     * @return the line, from 1
     */
    public long line() {
        return line;
    }

    /**
     * The column of the error.
     *
     * @return the column, in bytes from the start of the line, from 1
     */
    public long column() {
        return column;
    }

    /**
     * The message without the position.
     *
     * @return what was expected and found
     */
    public String detail() {
        return detail;
    }
}
