package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One acceptance case of the command line, read from a {@code .case} file:
 * <pre>
 * args: solve nim 3 4 5
 * exit: 0
 * env: GRUNDY_PLUGINS=plugins      (optional, repeatable: the process's environment holds only these)
 * only: jvm                        (optional: a case for one target alone, jvm or native)
 * stdin: escaped                   (optional: in the stdin section, \xNN is the byte NN, \\ a backslash)
 * --- stdin
 * (bytes given on standard input; optional)
 * --- stdout
 * (exact expected standard output)
 * --- stderr
 * (exact expected standard error; optional, then it must be empty)
 * </pre>
 * Each line of a section ends with a line feed, so output that ends with one is written as is.
 * Arguments are split on spaces, as a shell does; a part in single quotes keeps its spaces. The same files are
 * run against the JVM entry point and against the native binary, except a case marked {@code only:}
 * (what only one of them does: the native binary refuses code plugins, the JVM loads them).
 */
record CliCase(String name, List<String> args, Map<String, String> env, String only, int exit, byte[] stdin,
        String stdout, String stderr) {

    /** The targets a case may be limited to. */
    static final List<String> TARGETS = List.of("jvm", "native");

    /** What one run of a command line gave: its standard output and error (UTF-8), and exit code. */
    record Outcome(String stdout, String stderr, int exit) {
    }

    /** Checks all three parts of {@code actual} against this case, and reports every mismatch. */
    void assertMatches(Outcome actual) {
        assertAll(
                () -> assertEquals(stdout, actual.stdout(), "stdout of " + args),
                () -> assertEquals(stderr, actual.stderr(), "stderr of " + args),
                () -> assertEquals(exit, actual.exit(), "exit code of " + args + "; stderr: " + actual.stderr()));
    }

    static CliCase read(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        // The file's own last line feed ends the last section; it is not part of it.
        if (text.endsWith("\n")) {
            text = text.substring(0, text.length() - 1);
        }
        Map<String, StringBuilder> sections = new LinkedHashMap<>();
        StringBuilder header = new StringBuilder();
        StringBuilder current = header;
        for (String line : text.split("\n", -1)) {
            if (line.startsWith("--- ")) {
                current = new StringBuilder();
                sections.put(line.substring(4).strip(), current);
            } else {
                current.append(line).append('\n');
            }
        }
        List<String> args = null;
        Integer exit = null;
        Map<String, String> env = new LinkedHashMap<>();
        String only = null;
        boolean escaped = false;
        for (String line : header.toString().split("\n")) {
            if (line.startsWith("args:")) {
                args = split(line.substring(5).strip());
            } else if (line.startsWith("exit:")) {
                exit = Integer.parseInt(line.substring(5).strip());
            } else if (line.startsWith("env:")) {
                String assignment = line.substring(4).strip();
                int eq = assignment.indexOf('=');
                if (eq <= 0) {
                    throw new IllegalArgumentException(file + ": expected env: NAME=VALUE, found " + line);
                }
                env.put(assignment.substring(0, eq), assignment.substring(eq + 1));
            } else if (line.startsWith("only:")) {
                only = line.substring(5).strip();
                if (!TARGETS.contains(only)) {
                    throw new IllegalArgumentException(file + ": 'only:' takes one of " + TARGETS + ", found " + only);
                }
            } else if (line.startsWith("stdin:")) {
                if (!line.substring(6).strip().equals("escaped")) {
                    throw new IllegalArgumentException(file + ": 'stdin:' takes only 'escaped', found " + line);
                }
                escaped = true;
            } else if (!line.isBlank() && !line.startsWith("#")) {
                throw new IllegalArgumentException(file + ": unexpected header line: " + line);
            }
        }
        if (args == null || exit == null) {
            throw new IllegalArgumentException(file + ": needs 'args:' and 'exit:'");
        }
        for (String key : sections.keySet()) {
            if (!List.of("stdin", "stdout", "stderr").contains(key)) {
                throw new IllegalArgumentException(file + ": unknown section " + key);
            }
        }
        String name = file.getFileName().toString().replaceFirst("\\.case$", "");
        String stdin = body(sections.get("stdin"));
        return new CliCase(name, args, Map.copyOf(env), only, exit,
                escaped ? unescape(stdin) : stdin.getBytes(StandardCharsets.UTF_8),
                body(sections.get("stdout")), body(sections.get("stderr")));
    }

    /** The bytes of {@code text} (UTF-8) with each {@code \xNN} as the byte NN and {@code \\} as a backslash. */
    static byte[] unescape(String text) {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        byte[] raw = text.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < raw.length; i++) {
            if (raw[i] != '\\') {
                bytes.write(raw[i]);
            } else if (i + 1 < raw.length && raw[i + 1] == '\\') {
                bytes.write('\\');
                i++;
            } else if (i + 3 < raw.length && raw[i + 1] == 'x') {
                bytes.write(Integer.parseInt(new String(raw, i + 2, 2, StandardCharsets.US_ASCII), 16));
                i += 3;
            } else {
                throw new IllegalArgumentException("expected \\xNN or \\\\ in an escaped stdin, found " + text);
            }
        }
        return bytes.toByteArray();
    }

    private static String body(StringBuilder section) {
        return section == null ? "" : section.toString();
    }

    /** Words as a shell splits them: on spaces, where a part in single quotes ({@code --rule='n -> [n]'}) keeps its spaces. */
    private static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == ' ') {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
            } else if (c == '\'') {
                int end = line.indexOf('\'', i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("unclosed quote: " + line);
                }
                word = (word == null ? new StringBuilder() : word).append(line, i + 1, end);
                i = end;
            } else {
                word = (word == null ? new StringBuilder() : word).append(c);
            }
        }
        if (word != null) {
            words.add(word.toString());
        }
        return words;
    }

    /** Every case under {@code dir}, sorted by name. */
    static List<CliCase> all(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            List<Path> paths = files.filter(p -> p.toString().endsWith(".case")).sorted().toList();
            List<CliCase> cases = new ArrayList<>();
            for (Path p : paths) {
                cases.add(read(p));
            }
            return cases;
        }
    }

    @Override
    public String toString() {
        return name + " " + args + " stdin=" + Arrays.toString(stdin);
    }
}
