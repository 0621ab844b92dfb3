package io.github.grundy.core.rule;

/** A rule's source text and its lines, for the places that errors name. */
record RuleText(String text) {

    /** The line of {@code offset}, from 1. */
    int line(int offset) {
        int line = 1;
        for (int i = 0; i < Math.min(offset, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    /** The column of {@code offset} in its line, from 1 (a tab counts as one column). */
    int column(int offset) {
        int start = text.lastIndexOf('\n', Math.min(offset, text.length()) - 1) + 1;
        return Math.min(offset, text.length()) - start + 1;
    }

    /** The line of {@code offset} and a caret under it. */
    String excerpt(int offset) {
        int at = Math.min(offset, text.length());
        int start = text.lastIndexOf('\n', at - 1) + 1;
        int end = text.indexOf('\n', at);
        String line = text.substring(start, end < 0 ? text.length() : end);
        StringBuilder caret = new StringBuilder();
        for (int i = start; i < at; i++) {
            caret.append(text.charAt(i) == '\t' ? '\t' : ' ');
        }
        return line + "\n" + caret + "^";
    }

    /** The text from {@code from} to {@code to}, as errors quote an expression. */
    String slice(int from, int to) {
        return text.substring(from, to);
    }
}
