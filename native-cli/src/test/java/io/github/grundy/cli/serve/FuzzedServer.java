package io.github.grundy.cli.serve;

import io.github.grundy.cli.Main;
import io.github.grundy.cli.common.Catalogs;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Map;

/**
 * The page's server for a test outside this package (the API fuzzer, {@code ApiFuzzTest}): the
 * server {@code grundy serve} starts, on a free loopback port, running its command lines in this
 * process with the built-in games and an empty environment.
 */
public final class FuzzedServer implements AutoCloseable {

    private final PageServer server;

    private FuzzedServer(PageServer server) {
        this.server = server;
    }

    /**
     * Starts a server whose computations stop after {@code timeout}, as {@code --time-limit} says it.
     *
     * @param timeout the seconds each computation may take, as {@code --timeout} writes them
     * @return the server, serving
     * @throws IOException if no port can be bound
     */
    public static FuzzedServer start(String timeout) throws IOException {
        Map<String, String> env = Map.of();
        Catalogs catalogs = new Catalogs(env, FuzzedServer.class.getClassLoader());
        return new FuzzedServer(new PageServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
                new CommandRunner(Main::run, env, timeout), ServeCommand.parameters(catalogs,
                        new Catalogs.Sources(null, null))));
    }

    /**
     * The page's address.
     *
     * @return {@code http://127.0.0.1:PORT/}
     */
    public String url() {
        return server.url();
    }

    /**
     * The largest body the API reads.
     *
     * @return bytes
     */
    public static int maxBody() {
        return PageServer.MAX_BODY;
    }

    @Override
    public void close() {
        server.close();
    }
}
