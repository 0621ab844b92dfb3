package io.github.grundy.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The steps of docs/plugins.md that its tests run: each {@code <!-- test: ... -->} marker and the
 * fenced block after it, and the commands of a console block with the output the guide shows.
 */
final class GuideSteps {

    private static final Pattern MARKER = Pattern.compile("<!-- test: (run|console|file (\\S+)) -->");

    private GuideSteps() {
    }

    record Step(String kind, String path, String body, int line) {
    }

    /** The guide's steps, in order: each marker and the fenced block after it. */
    static List<Step> steps(String markdown) {
        List<Step> steps = new ArrayList<>();
        String[] lines = markdown.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher m = MARKER.matcher(lines[i].strip());
            if (!m.matches()) {
                continue;
            }
            int open = i + 1;
            if (open >= lines.length || !lines[open].startsWith("```")) {
                throw new IllegalArgumentException("docs/plugins.md line " + (i + 1) + ": a test marker must be followed"
                        + " by a fenced block");
            }
            StringBuilder body = new StringBuilder();
            int k = open + 1;
            for (; k < lines.length && !lines[k].startsWith("```"); k++) {
                body.append(lines[k]).append('\n');
            }
            String kind = m.group(1).startsWith("file") ? "file" : m.group(1);
            steps.add(new Step(kind, m.group(2), body.toString(), open + 1));
            i = k;
        }
        return steps;
    }

    /** The commands of a console block ({@code $ } lines, {@code \} continues one) and their output. */
    static List<String[]> console(String body) {
        List<String[]> commands = new ArrayList<>();
        String command = null;
        StringBuilder output = new StringBuilder();
        boolean continued = false;
        String text = body.endsWith("\n") ? body.substring(0, body.length() - 1) : body;
        for (String line : text.split("\n", -1)) {
            if (continued) {
                command += "\n" + line;
                continued = line.endsWith("\\");
            } else if (line.startsWith("$ ")) {
                if (command != null) {
                    commands.add(new String[] {command, output.toString()});
                }
                command = line.substring(2);
                output.setLength(0);
                continued = line.endsWith("\\");
            } else if (command != null) {
                output.append(line).append('\n');
            }
        }
        if (command != null) {
            commands.add(new String[] {command, output.toString()});
        }
        return commands;
    }
}
