package io.github.grundy.cli.survey;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A table of octal games in one of tczajka's Markdown layouts (tczajka/octal-games: TrivialGames.md,
 * SolvedGames.md, UnsolvedGames.md, GameLookup.md), or the same tables as {@code grundy survey}
 * writes them: a header line whose first cell is {@code game}, a line of dashes, then one line per
 * row, cells between {@code |}.
 *
 * @param kind   which table, from its header
 * @param header the header's cells
 * @param rows   each row's cells, as many as the header's (missing ones empty)
 * @param lines  the line number in the file of each row (1-based)
 */
public record PublishedTable(Kind kind, List<String> header, List<List<String>> rows, List<Integer> lines) {

    /** The layouts, told apart by their columns. */
    public enum Kind {
        /** {@code game | prefix | period | nimbers}: periods found within 1000 values, from the offset. */
        TRIVIAL,
        /** {@code game | prefix | period | largest idx | largest | rare mask | num rare | last rare}. */
        SOLVED,
        /** {@code game | n | largest idx | largest | rare mask | num rare | last rare}. */
        UNSOLVED,
        /** {@code game | 1 | ... | 7}: the class of each code whose last digit is the column's. */
        LOOKUP
    }

    /**
     * Copies the lists.
     *
     * @param kind   which table
     * @param header the header's cells
     * @param rows   each row's cells
     * @param lines  each row's line number
     */
    public PublishedTable {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        lines = List.copyOf(lines);
    }

    /**
     * The tables of a Markdown text that have one of the layouts; other tables and text are passed over.
     *
     * @param markdown the text
     * @return the tables, in the order of the text
     */
    public static List<PublishedTable> read(String markdown) {
        String[] text = markdown.split("\r?\n", -1);
        List<PublishedTable> out = new ArrayList<>();
        for (int i = 0; i + 1 < text.length; i++) {
            List<String> header = cells(text[i]);
            if (header.isEmpty() || !header.get(0).equalsIgnoreCase("game") || !separator(text[i + 1])) {
                continue;
            }
            Kind kind = kind(header);
            List<List<String>> rows = new ArrayList<>();
            List<Integer> lines = new ArrayList<>();
            int j = i + 2;
            for (; j < text.length && text[j].contains("|"); j++) {
                List<String> row = new ArrayList<>(cells(text[j]));
                while (row.size() < header.size()) {
                    row.add("");
                }
                rows.add(row.subList(0, header.size()));
                lines.add(j + 1);
            }
            if (kind != null) {
                out.add(new PublishedTable(kind, header, rows, lines));
            }
            i = j - 1;
        }
        return out;
    }

    private static Kind kind(List<String> header) {
        List<String> h = header.stream().map(s -> s.toLowerCase(Locale.ROOT)).toList();
        if (h.contains("nimbers")) {
            return Kind.TRIVIAL;
        }
        if (h.contains("largest idx")) {
            return h.contains("prefix") ? Kind.SOLVED : h.contains("n") ? Kind.UNSOLVED : null;
        }
        return h.subList(1, h.size()).equals(Arrays.asList("1", "2", "3", "4", "5", "6", "7")) ? Kind.LOOKUP : null;
    }

    /** The cells of a table line, trimmed, without the empty ones its leading or trailing '|' makes. */
    private static List<String> cells(String line) {
        if (!line.contains("|")) {
            return List.of();
        }
        String s = line.strip();
        if (s.startsWith("|")) {
            s = s.substring(1);
        }
        if (s.endsWith("|")) {
            s = s.substring(0, s.length() - 1);
        }
        return Arrays.stream(s.split("\\|", -1)).map(String::strip).toList();
    }

    private static boolean separator(String line) {
        List<String> c = cells(line);
        return !c.isEmpty() && c.stream().allMatch(s -> s.matches(":?-+:?"));
    }

    /**
     * The cell of a row under a column.
     *
     * @param row    the row's index
     * @param column the column's name, as in the header (any case)
     * @return the cell, trimmed; empty when there is no such column
     */
    public String cell(int row, String column) {
        for (int c = 0; c < header.size(); c++) {
            if (header.get(c).equalsIgnoreCase(column)) {
                return rows.get(row).get(c);
            }
        }
        return "";
    }
}
