package io.github.grundy.core.survey;

import java.util.Comparator;

/**
 * Codes as the literature's tables write and order them (tczajka's, after Winning Ways): without
 * the leading {@code 0} or a trailing {@code .0} ({@code .77}, {@code 4}, {@code 4.3}), and the
 * simpler first, that is the shorter name, then the smaller in character order ({@code .} before
 * the digits, so {@code .02} before {@code 4.3}). A class of equivalent codes is named by its
 * simplest member.
 */
public final class TableName {

    /** Canonical codes, the simpler first by their table names. */
    public static final Comparator<String> SIMPLER_FIRST = Comparator.comparing(TableName::of,
            Comparator.comparingInt(String::length).thenComparing(Comparator.naturalOrder()));

    private TableName() {
    }

    /**
     * The table name of a canonical code ({@code 0.77} is {@code .77}, {@code 4.0} is {@code 4},
     * {@code 0.0} is {@code 0}).
     *
     * @param code a code as {@code TakeBreakCode.toString()} writes it
     * @return its name in the tables
     */
    public static String of(String code) {
        String s = code.endsWith(".0") ? code.substring(0, code.length() - 2) : code;
        return s.startsWith("0.") ? s.substring(1) : s;
    }
}
