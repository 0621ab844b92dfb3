package io.github.grundy.cli;

import java.util.Map;
import picocli.CommandLine.Help.Ansi;
import picocli.CommandLine;

/**
 * The man page {@code grundy(1)}, in roff, written from the command line's picocli model: the
 * top command's help, then each command's, word for word as {@code --help} prints them (so that a
 * test can keep the committed page equal to the current help). Neither date nor version is in
 * it: the page stays the same from build to build and release to release.
 */
public final class ManPage {

    private ManPage() {
    }

    static String of(CommandLine top) {
        StringBuilder s = new StringBuilder();
        s.append(".\\\" grundy(1), generated from the command line's help (ManPageTest keeps it current)\n");
        s.append(".TH GRUNDY 1 \"\" \"grundy\" \"User Commands\"\n");
        s.append(".SH NAME\n");
        s.append("grundy \\- solves impartial combinatorial games with Sprague\\-Grundy theory\n");
        s.append(".SH SYNOPSIS\n");
        s.append(".B grundy\n");
        s.append("[\\fIOPTIONS\\fR] \\fICOMMAND\\fR [\\fIARGS\\fR...]\n");
        s.append(".SH DESCRIPTION\n");
        preformatted(s, top.getUsageMessage(Ansi.OFF));
        s.append(".SH COMMANDS\n");
        for (Map.Entry<String, CommandLine> c : top.getSubcommands().entrySet()) {
            s.append(".SS grundy ").append(c.getKey()).append('\n');
            preformatted(s, c.getValue().getUsageMessage(Ansi.OFF));
        }
        s.append(".SH SEE ALSO\n");
        s.append("The README and docs/ of the sources: the games, the judge formats, the plugin guide.\n");
        return s.toString();
    }

    /** Text kept as it is: no filling, backslashes and leading dots escaped. */
    private static void preformatted(StringBuilder s, String text) {
        s.append(".nf\n");
        for (String line : text.split("\n", -1)) {
            String l = line.replace("\\", "\\e");
            if (l.startsWith(".") || l.startsWith("'")) {
                l = "\\&" + l;
            }
            s.append(l).append('\n');
        }
        s.append(".fi\n");
    }
}
