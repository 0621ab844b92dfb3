package io.github.grundy.variants.rule;

import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.rule.Rule;
import io.github.grundy.core.rule.RuleException;
import io.github.grundy.core.rule.RuleParameter;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads a directory of rule files into games: every {@code *.rule} file directly in it, in the
 * order of their names, is one {@link RuleFileVariant} (docs/rules.md, "Rule files"):
 * <ul>
 *   <li>its id is the file's name without {@code .rule}, an id as every variant's;</li>
 *   <li>its first line, when it is a comment ({@code # Wythoff's game: move a queen ...}), describes
 *       it: a title, and after the first {@code ": "} a summary;</li>
 *   <li>the whole file is the rule ({@link Rule#parse}: {@code param}, {@code let} and the rule's
 *       lines; the comment is the language's own), so that an error's line and column are the
 *       file's;</li>
 *   <li>each {@code param} of the rule is a parameter {@code --NAME=VALUE} (an {@code _} of the
 *       name is a {@code -}), with the declared range and default, described by the comment at
 *       the end of its line if any.</li>
 * </ul>
 * A file that cannot be used (larger than {@link #MAX_BYTES}, not UTF-8, a rule that does not
 * parse or nests too deep) is a problem, one line naming it (and for a rule that does not parse,
 * its line and column), and the others still load.
 */
public final class RuleFiles {

    /** How the name of a rule file ends. */
    public static final String EXTENSION = ".rule";

    /** The largest rule file read, 1 MiB: a rule is a line or a page, and a larger file is no rule. */
    public static final long MAX_BYTES = 1 << 20;

    /** A line that declares one parameter, with a comment: its name and the comment. */
    private static final Pattern PARAM_LINE = Pattern.compile(
            "^\\s*param\\s+([\\p{L}_][\\p{L}\\p{Nd}_]*)\\b[^#;]*#\\s*(\\S.*?)\\s*$");

    private RuleFiles() {
    }

    /**
     * What a directory held: the games of the files that could be used, and a line for each that
     * could not.
     *
     * @param games    the files' games, in the order of their names
     * @param problems one line per file left out (ending {@code ; ignored}), or about the directory
     */
    public record Contents(List<RuleFileVariant> games, List<String> problems) {
        /**
         * Keeps immutable copies.
         *
         * @param games    the files' games, in the order of their names
         * @param problems one line per file left out, or about the directory
         */
        public Contents {
            games = List.copyOf(games);
            problems = List.copyOf(problems);
        }
    }

    /**
     * Reads every rule file directly in {@code directory}.
     *
     * @param directory a directory, as the user named it (files are named under it in messages)
     * @return the games and the problems
     * @throws UncheckedIOException if the directory cannot be listed, its message saying why in
     *                              words ({@code cannot list it: permission denied})
     */
    public static Contents read(Path directory) {
        List<Path> files;
        try (Stream<Path> list = Files.list(directory)) {
            files = list.filter(p -> p.getFileName().toString().endsWith(EXTENSION)
                    && p.getFileName().toString().length() > EXTENSION.length() && !Files.isDirectory(p)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list it: " + why(e), e);
        }
        List<RuleFileVariant> games = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        if (files.isEmpty()) {
            problems.add("rule directory " + directory + " holds no " + EXTENSION + " file");
        }
        for (Path file : files) {
            String text;
            try {
                long size = Files.size(file);
                if (size > MAX_BYTES) {
                    problems.add("rule file " + file + " holds " + size + " bytes, more than a rule file may ("
                            + MAX_BYTES + "); ignored");
                    continue;
                }
                text = Files.readString(file, StandardCharsets.UTF_8);
            } catch (CharacterCodingException e) {
                problems.add("rule file " + file + " cannot be read: it is not UTF-8 text; ignored");
                continue;
            } catch (IOException e) {
                problems.add("rule file " + file + " cannot be read: " + why(e) + "; ignored");
                continue;
            }
            try {
                games.add(game(file.toString(), file.getFileName().toString(), text));
            } catch (IllegalArgumentException e) {
                problems.add(e.getMessage() + "; ignored");
            }
        }
        return new Contents(games, problems);
    }

    /**
     * The game of one rule file.
     *
     * @param path the file's path, as messages name it
     * @param name the file's name, ending {@code .rule}
     * @param text what it holds
     * @return its game
     * @throws IllegalArgumentException naming the file (and the place, for a rule that does not
     *                                  parse): the name is no id, the rule does not parse, a
     *                                  parameter cannot be an option
     */
    static RuleFileVariant game(String path, String name, String text) {
        String id = name.substring(0, name.length() - EXTENSION.length());
        Optional<String> wrongId = VariantCatalog.idProblem(id);
        if (wrongId.isPresent()) {
            throw new IllegalArgumentException("rule file " + path + ": its name makes the id " + wrongId.get());
        }
        Rule rule;
        try {
            rule = Rule.parse(text);
        } catch (RuleException e) {
            throw new IllegalArgumentException("rule file " + place(path, e), e);
        }
        List<RuleFileVariant.Binding> bindings = new ArrayList<>();
        Map<String, String> described = parameterDescriptions(text);
        for (RuleParameter p : rule.parameters()) {
            bindings.add(new RuleFileVariant.Binding(option(path, p, described), p.name()));
        }
        String description = description(text);
        int colon = description.indexOf(": ");
        String title = description.isEmpty() ? name : colon < 0 ? description : description.substring(0, colon);
        String summary = colon < 0 ? "" : description.substring(colon + 2).strip();
        return new RuleFileVariant(id, title, summary, path, rule, bindings);
    }

    /** Why a file could not be read, in words rather than an exception's name. */
    private static String why(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        return e.getMessage() == null ? "I/O error" : e.getMessage();
    }

    /** {@code rules/x.rule:2:7: the error}: a rule's error at its place in the file, as compilers write it. */
    static String place(String path, RuleException e) {
        return path + ":" + e.line() + ":" + e.column() + ": " + e.reason();
    }

    /** The first line's comment, without its {@code #}; empty when the first line that is not blank is no comment. */
    static String description(String text) {
        for (String line : text.split("\n", -1)) {
            String t = line.strip();
            if (t.startsWith("#")) {
                return t.substring(1).strip();
            }
            if (!t.isEmpty()) {
                return "";
            }
        }
        return "";
    }

    /**
     * What a parameter is, for help texts: the comment at the end of its {@code param} line when
     * the line declares it alone ({@code param m = 3 in 1..  # the most a move takes}), else its name.
     */
    static String parameterDescription(String text, String name) {
        return parameterDescriptions(text).getOrDefault(name, "the rule's parameter " + name);
    }

    /**
     * Every parameter's description, read in one pass over the lines (the first line wins): a
     * pass per parameter took most of a minute for a file of 20,000 of them.
     */
    static Map<String, String> parameterDescriptions(String text) {
        Map<String, String> out = new HashMap<>();
        for (String l : text.split("\n", -1)) {
            Matcher m = PARAM_LINE.matcher(l);
            if (m.matches()) {
                out.putIfAbsent(m.group(1), m.group(2));
            }
        }
        return out;
    }

    /** The option of a rule's parameter: {@code --max-take} for {@code max_take}, its range and default. */
    private static Parameter<Long> option(String path, RuleParameter p, Map<String, String> described) {
        String name = p.name().replace('_', '-');
        String why = null;
        if (Parameter.RESERVED_NAMES.contains(name)) {
            why = "a name grundy's commands use for their own options";
        } else if (name.equals(RuleVariant.MAX_TABLE.name()) || name.equals(RuleVariant.MAX_STEPS.name())) {
            why = "a parameter of every rule's game";
        } else if (VariantCatalog.idProblem(name).isPresent()) {
            // An option's name follows the rule of ids: lower-case words joined by '-'.
            why = "not lower-case words of letters and digits joined by '-', beginning with a letter";
        }
        if (why != null) {
            throw new IllegalArgumentException("rule file " + path + ": the parameter '" + p.name() + "' would be the"
                    + " option --" + name + ", " + why + "; rename it");
        }
        String description = described.getOrDefault(p.name(), "the rule's parameter " + p.name());
        ParameterType<Long> type = ParameterType.integer(p.min(), p.max());
        return p.defaultValue().isPresent()
                ? Parameter.optional(name, description, type, p.defaultValue().getAsLong())
                : Parameter.required(name, description, type);
    }
}
