package io.github.grundy.cli;

import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.Variant;
import io.github.grundy.core.spi.VariantCatalog;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code grundy list}: the installed variants with their parameters. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List the installed game variants, their rules and parameters.")
final class ListCommand implements Callable<Integer> {

    private final Console console;
    private final Supplier<VariantCatalog> catalogSource;

    @Mixin
    DebugOption debug;

    ListCommand(Console console, Supplier<VariantCatalog> catalog) {
        this.console = console;
        this.catalogSource = catalog;
    }

    @Override
    public Integer call() throws Exception {
        VariantCatalog catalog = catalogSource.get();
        Warnings.print(catalog, console);
        List<VariantCatalog.Entry> entries = catalog.entries();
        int width = entries.stream().mapToInt(e -> e.variant().id().length()).max().orElse(0);
        AsciiOutput out = new AsciiOutput(console.out());
        for (VariantCatalog.Entry e : entries) {
            Variant v = e.variant();
            out.text(pad(v.id(), width)).text("  ").text(v.title()).text(": ").text(v.summary()).newline();
            for (Parameter<?> p : v.parameters()) {
                out.text(pad("", width)).text("    --").text(p.name()).text("=VALUE  ").text(p.description())
                        .text(" (").text(p.type().describe())
                        .text(p.isRequired() ? ", required)" : ", default " + p.defaultValue() + ")").newline();
            }
        }
        out.flush();
        return ExitCode.OK;
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(width - s.length());
    }
}
