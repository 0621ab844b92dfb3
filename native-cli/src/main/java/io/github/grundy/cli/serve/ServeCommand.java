package io.github.grundy.cli.serve;

import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.DebugOption;
import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.PluginsOption;
import io.github.grundy.cli.common.QuietOption;
import io.github.grundy.cli.common.RulesOption;
import io.github.grundy.cli.common.TopCommand;
import io.github.grundy.cli.common.TimeoutOption;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.spi.Parameter;
import io.github.grundy.core.spi.ParameterType;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code grundy serve}: the page to explore, tabulate and play the games, served on this machine. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        header = "Serve a web page to explore the games, on this machine.",
        description = {
            "Start a web server on this machine and print its address: a page that solves",
            "positions and shows tables, with no outside resource (it works offline).",
            "It listens on 127.0.0.1 only, unless --bind says otherwise, and answers only",
            "requests that name it (no DNS rebinding).",
            "Each computation is bounded by --time-limit; the page reads and writes no file.",
            "Stop it with Ctrl-C.",
            "",
            "Examples:",
            "  grundy serve",
            "  grundy serve --port=8080 --open",
            "  grundy serve --time-limit=60"
        })
public final class ServeCommand implements Callable<Integer> {

    private final Console console;
    private final Catalogs catalogs;
    private final CommandRunner.Main main;

    @Mixin
    DebugOption debug;

    /** Accepted as on every command; the server writes no warnings to hide. */
    @Mixin
    QuietOption quiet;

    /** The page's games include the plugins' (on the JVM) and the rule files', as every command's do. */
    @Mixin
    PluginsOption plugins;

    @Mixin
    RulesOption rules;

    @ParentCommand
    TopCommand top;

    @Option(names = "--port", paramLabel = "N", defaultValue = "0",
            description = "The port to listen on, 1 to 65535; 0 picks a free one (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--bind", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
            description = "The address to listen on (default: ${DEFAULT-VALUE}, this machine only). Another address"
                    + " lets whoever reaches it run computations here, within --time-limit.")
    String bind;

    @Option(names = "--open", description = "Open the page in the desktop's browser (xdg-open or open).")
    boolean open;

    @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "10",
            description = "Each computation's --timeout: the page's answers stop with the command line's words"
                    + " after SECONDS (e.g. 10 or 0.5; default: ${DEFAULT-VALUE}).")
    String timeout;

    public ServeCommand(Console console, Catalogs catalogs, CommandRunner.Main main) {
        this.console = console;
        this.catalogs = catalogs;
        this.main = main;
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (port < 0 || port > 65535) {
            throw new UserError("serve: --port is 0 to 65535, found " + port);
        }
        if (TimeoutOption.millis("--time-limit", timeout, "") == 0) {
            throw new UserError("serve: --time-limit is more than 0 seconds: a page's computation always ends");
        }
        InetAddress address;
        try {
            address = InetAddress.getByName(bind);
        } catch (UnknownHostException e) {
            throw new UserError("serve: --bind " + bind + " is no address of this machine");
        }
        // The runs see --plugins and --rules as the environment's GRUNDY_PLUGINS and GRUNDY_RULES.
        Map<String, String> env = new HashMap<>(catalogs.env());
        Catalogs.Sources sources = new Catalogs.Sources(plugins.resolve(top), rules.resolve(top));
        if (sources.plugins() != null) {
            env.put(Catalogs.ENV, sources.plugins());
        }
        if (sources.rules() != null) {
            env.put(Catalogs.RULES_ENV, sources.rules());
        }
        Set<String> parameters = parameters(catalogs, sources);
        PageServer server;
        try {
            CommandRunner runner = new CommandRunner(main, Map.copyOf(env), timeout);
            server = new PageServer(new InetSocketAddress(address, port), runner, parameters,
                    Bounds.of(runner.limitMillis()));
        } catch (IOException e) {
            throw new UserError("serve: cannot listen on " + bind + ":" + port + ": " + e.getMessage());
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "grundy-serve-stop"));
        PrintStream out = new PrintStream(console.out(), true, StandardCharsets.UTF_8);
        out.println("grundy serve: " + server.url() + "  (Ctrl-C stops it)");
        if (!address.isLoopbackAddress()) {
            console.err().println("grundy: serve: listening on " + bind + ": whoever reaches it can use the page and"
                    + " run computations here (each within --time-limit=" + timeout + "); it reads and writes no file");
        }
        if (open) {
            openBrowser(server.url());
        }
        stopped.await();
        return ExitCode.OK;
    }

    /**
     * The names of the games' parameters that hold no file: what a page's request may set. A name
     * is checked without its game, so one that names a file in any game is left out in all.
     */
    static Set<String> parameters(Catalogs catalogs, Catalogs.Sources sources) {
        VariantCatalog catalog = catalogs.load(sources);
        Set<String> names = new HashSet<>();
        Set<String> files = new HashSet<>();
        for (VariantCatalog.Entry e : catalog.entries()) {
            for (Parameter<?> p : e.variant().parameters()) {
                (p.type() instanceof ParameterType.FileType<?> ? files : names).add(p.name());
            }
        }
        names.removeAll(files);
        return names;
    }

    private void openBrowser(String url) {
        String os = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT);
        List<String> command = os.contains("mac") ? List.of("open", url)
                : os.contains("win") ? List.of("rundll32", "url.dll,FileProtocolHandler", url) : List.of("xdg-open", url);
        try {
            new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            console.err().println("grundy: serve: cannot open a browser (" + command.get(0) + "): open " + url
                    + " yourself");
        }
    }
}
