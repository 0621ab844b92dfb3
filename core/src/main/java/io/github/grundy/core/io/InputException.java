package io.github.grundy.core.io;

import java.io.IOException;

/**
 * Input that does not have the expected form, with where it happened: {@code getMessage()} is
 * one line, {@code SOURCE:LINE:COLUMN: expected ..., found ...}. Lines and columns count from 1;
 * columns count bytes.
 */
public final class InputException extends IOException {

    private static final long serialVersionUID = 1L;

    private final String source;
    private final long line;
    private final long column;
    private final String detail;

    public InputException(String source, long line, long column, String detail) {
        super(source + ":" + line + ":" + column + ": " + detail);
        this.source = source;
        this.line = line;
        this.column = column;
        this.detail = detail;
    }

    /** The name of the input, e.g. a file name or {@code <stdin>}. */
    public String source() {
        return source;
    }

    public long line() {
        return line;
    }

    public long column() {
        return column;
    }

    /** The message without the position. */
    public String detail() {
        return detail;
    }
}
