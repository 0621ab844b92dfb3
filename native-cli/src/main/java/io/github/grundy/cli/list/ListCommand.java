package io.github.grundy.cli.list;

import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.DebugOption;
import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.PluginsOption;
import io.github.grundy.cli.common.QuietOption;
import io.github.grundy.cli.common.RulesOption;
import io.github.grundy.cli.common.TopCommand;
import io.github.grundy.cli.common.Warnings;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.Variant;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code grundy list}: the installed variants with their parameters, by where they come from. */
@Command(name = "list", mixinStandardHelpOptions = true,
        header = "List the installed games, their rules and parameters.",
        description = {
            "List the installed game variants, their rules and parameters: the built-in ones, then those"
                    + " of each plugin jar, then the games of the rule files (--rules, docs/rules.md).",
            "With --json, the catalogue as one JSON object for scripts: each variant with its parameters"
                    + " (type, default, bounds), and each judge format with its stated limits (docs/formats.md).",
            "",
            "Examples:",
            "  grundy list",
            "  grundy list --json",
            "  grundy list --plugins=plugins      (the jars in plugins/ too; the JVM only)",
            "  grundy list --rules=rules          (the games of rules/*.rule too)"
        })
public final class ListCommand implements Callable<Integer> {

    private final Console console;
    private final Catalogs catalogs;
    private final Warnings warnings;

    @Mixin
    DebugOption debug;

    @Mixin
    PluginsOption plugins;

    @Mixin
    RulesOption rules;

    /** Accepted as on every command that loads variants, but the list shows the warnings all the same. */
    @Mixin
    QuietOption quiet;

    @ParentCommand
    TopCommand top;

    @Option(names = "--json",
            description = "One JSON object on one line: the variants with their parameters, and the judge formats.")
    boolean json;

    public ListCommand(Console console, Catalogs catalogs, Warnings warnings) {
        this.console = console;
        this.catalogs = catalogs;
        this.warnings = warnings;
    }

    @Override
    public Integer call() throws Exception {
        VariantCatalog catalog = catalogs.load(new Catalogs.Sources(plugins.resolve(top), rules.resolve(top)));
        warnings.printAlways(catalog, console);
        List<VariantCatalog.Entry> entries = catalog.entries();
        if (json) {
            AsciiOutput out = new AsciiOutput(console.out());
            new ListJson(out).write(entries);
            out.flush();
            return ExitCode.OK;
        }
        int width = entries.stream().mapToInt(e -> e.variant().id().length()).max().orElse(0);
        // Built-in variants come first in a catalogue; plugins by jar, in the order they were found; rule files last.
        Map<String, List<VariantCatalog.Entry>> byHeading = new LinkedHashMap<>();
        for (VariantCatalog.Entry e : entries) {
            byHeading.computeIfAbsent(heading(e), s -> new ArrayList<>()).add(e);
        }
        AsciiOutput out = new AsciiOutput(console.out());
        for (Map.Entry<String, List<VariantCatalog.Entry>> group : byHeading.entrySet()) {
            out.text(group.getKey()).newline();
            for (VariantCatalog.Entry e : group.getValue()) {
                Variant v = e.variant();
                out.text("  ").text(pad(v.id(), width)).text("  ").text(v.title())
                        .text(v.summary().isEmpty() ? "" : ": " + v.summary()).newline();
                for (Parameter<?> p : v.parameters()) {
                    out.text("  ").text(pad("", width)).text("    --").text(p.name()).text("=VALUE  ").text(p.description())
                            .text(" (").text(p.type().describe())
                            .text(p.isRequired() ? ", required)" : "".equals(p.defaultValue()) ? ", optional)"
                                    : ", default " + p.defaultValue() + ")").newline();
                }
            }
        }
        out.flush();
        return ExitCode.OK;
    }

    /** Where a group of variants comes from: grundy, a plugin jar, or a directory of rule files. */
    private static String heading(VariantCatalog.Entry e) {
        return switch (e.origin()) {
            case BUILT_IN -> "Built in:";
            case PLUGIN -> "From " + e.source() + ":";
            case RULE_FILE -> {
                Path parent = Path.of(e.source()).getParent();
                yield "Rule files in " + (parent == null ? "." : parent.toString()) + ":";
            }
        };
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(width - s.length());
    }
}
