package io.github.grundy.cli.serve;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.github.grundy.cli.common.Json;
import io.github.grundy.cli.common.JsonReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * The page's web server: the page itself (a few small files, no outside resource) and its API: {@code
 * POST /api/run}, which runs a checked command line ({@link RunRequest}) in this process and
 * answers its exit code, standard output and standard error as JSON: the page shows what the
 * command line would print, byte for byte. {@code POST /api/cancel} stops a run the page gave up,
 * and {@code POST /api/progress} reads its progress line (as a terminal would show it).
 *
 * <p>Safe by default: every request must name this server in its {@code Host} header (a page of
 * another site that rebinds its DNS name to this address is refused), a {@code POST} must be JSON
 * from this server's own page ({@code Origin}), bodies are at most {@link #MAX_BODY} bytes, at most
 * {@link #RUNS} commands run at once (the others are told to wait), each within the server's
 * {@code --time-limit}. Nothing is read or written on disk.
 */
final class PageServer implements AutoCloseable {

    /** The largest request body: a command line is a few hundred bytes. */
    static final int MAX_BODY = 64 * 1024;

    /** The most bytes of a refused body read (and dropped) so that its refusal reaches the client. */
    static final long DRAIN = 16L << 20;

    /** Commands computed at once; the machine's cores are the real limit. */
    static final int RUNS = 2;

    private static final Pattern RUN_ID = Pattern.compile("[A-Za-z0-9-]{1,64}");

    /** Runs a command line: its exit code and what it wrote. */
    @FunctionalInterface
    interface Runner {
        /**
         * Runs {@code request}.
         *
         * @param request  the checked command line
         * @param progress told, before the command starts, how to read its progress line
         * @return what it did
         */
        Result run(RunRequest request, Consumer<Supplier<String>> progress);
    }

    /**
     * What a command did.
     *
     * @param exit   its exit code
     * @param stdout its standard output, bytes (a PNG picture is not text)
     * @param stderr its standard error
     */
    record Result(int exit, byte[] stdout, String stderr) {
    }

    private static final Map<String, String> PAGE = Map.of(
            "/", "index.html", "/index.html", "index.html", "/app.js", "app.js", "/app.css", "app.css",
            "/solve.js", "solve.js", "/table.js", "table.js", "/play.js", "play.js", "/play.css", "play.css");

    /** The page's files, read from grundy once. */
    private final Map<String, byte[]> files;

    private final HttpServer server;
    private final ExecutorService threads;
    private final Runner runner;
    private final Set<String> parameters;
    private final Set<String> authorities;
    private final String url;
    private final Semaphore running = new Semaphore(RUNS);
    private final Map<String, Run> runs = new ConcurrentHashMap<>();
    /** Runs stopped before they started (the cancel came first): stopped as they start. At most {@link #EARLY}. */
    private final Set<String> cancelledEarly = ConcurrentHashMap.newKeySet();

    private static final int EARLY = 64;

    /** A run under way: its thread, and its progress line now. */
    private record Run(Thread thread, Supplier<String> progress) {
    }

    /**
     * Starts serving.
     *
     * @param address    where to listen (port 0: a free one)
     * @param runner     how a checked command line runs
     * @param parameters the games' parameters that name no file
     * @throws IOException if the address cannot be bound
     */
    PageServer(InetSocketAddress address, Runner runner, Set<String> parameters) throws IOException {
        this.runner = runner;
        this.parameters = Set.copyOf(parameters);
        Map<String, byte[]> read = new HashMap<>();
        for (String file : new HashSet<>(PAGE.values())) {
            read.put(file, resource(file));
        }
        files = Map.copyOf(read);
        server = HttpServer.create(address, 16);
        int port = server.getAddress().getPort();
        String host = address.getAddress().isAnyLocalAddress() ? "127.0.0.1" : hostOf(address.getAddress());
        Set<String> names = new HashSet<>(List.of(host, "localhost", "127.0.0.1", "[::1]"));
        if (address.getAddress().isAnyLocalAddress()) {
            // Every address: each of this machine's, written as an address (a name could be rebound).
            for (NetworkInterface n : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                for (InetAddress a : Collections.list(n.getInetAddresses())) {
                    names.add(hostOf(a));
                }
            }
        }
        Set<String> named = new HashSet<>();
        for (String n : names) {
            named.add(n + ":" + port);
            if (port == 80) {
                // Browsers leave the default port out of Host and Origin.
                named.add(n);
            }
        }
        authorities = Set.copyOf(named);
        url = "http://" + host + ":" + port + "/";
        // More threads than runs: the page's files, progress and cancels are served while two compute.
        threads = Executors.newFixedThreadPool(RUNS + 6, r -> {
            Thread t = new Thread(r, "grundy-serve");
            t.setDaemon(true);
            return t;
        });
        server.setExecutor(threads);
        server.createContext("/", this::handle);
        server.start();
    }

    /** An address as a Host header writes it: IPv6 in brackets, without a zone. */
    private static String hostOf(InetAddress address) {
        String h = address.getHostAddress().replaceFirst("%.*", "");
        return h.contains(":") ? "[" + h + "]" : h;
    }

    /** The page's address, as the server prints it. */
    String url() {
        return url;
    }

    private void handle(HttpExchange x) throws IOException {
        try (x) {
            String host = x.getRequestHeaders().getFirst("Host");
            if (host == null || !authorities.contains(host.toLowerCase(java.util.Locale.ROOT))) {
                // DNS rebinding: a foreign name resolved to this address. Say nothing more.
                text(x, 421, "grundy serve answers requests for " + url() + " only\n");
                return;
            }
            String path = x.getRequestURI().getPath();
            String method = x.getRequestMethod();
            if (path.startsWith("/api/")) {
                api(x, path, method);
            } else if (PAGE.containsKey(path) && (method.equals("GET") || method.equals("HEAD"))) {
                page(x, PAGE.get(path));
            } else {
                text(x, 404, "no such page: " + path + "\n");
            }
        } catch (RuntimeException e) {
            // The details are the server's, on its standard error; the page gets the fact.
            System.err.println("grundy: serve: internal error on " + x.getRequestURI().getPath() + ": " + e);
            text(x, 500, "grundy serve: internal error\n");
        }
    }

    private void api(HttpExchange x, String path, String method) throws IOException {
        Headers h = x.getRequestHeaders();
        String origin = h.getFirst("Origin");
        String type = h.getFirst("Content-Type");
        if (!method.equals("POST")) {
            error(x, 405, "the API takes POST requests");
        } else if (origin != null && !authorities.contains(origin.replaceFirst("^http://", ""))) {
            error(x, 403, "requests come from this server's own page only");
        } else if (type == null || !type.startsWith("application/json")) {
            error(x, 415, "a request is JSON (Content-Type: application/json)");
        } else {
            String body = body(x);
            if (body == null) {
                error(x, 413, "a request is at most " + MAX_BODY + " bytes");
            } else if (path.equals("/api/run")) {
                run(x, body, h.getFirst("X-Grundy-Run"));
            } else if (path.equals("/api/cancel") || path.equals("/api/progress")) {
                Object id;
                try {
                    id = JsonReader.read(body);
                } catch (IllegalArgumentException e) {
                    error(x, 400, "the body is the run's id as a JSON string: " + e.getMessage());
                    return;
                }
                Run run = id instanceof String s ? runs.get(s) : null;
                if (path.equals("/api/progress")) {
                    // The line the run would show on a terminal now; null when it is not running.
                    json(x, 200, "{\"progress\":" + (run == null ? "null" : Json.quoted(run.progress().get())) + "}");
                    return;
                }
                // Interrupted only while the run is listed: once it has ended and removed itself, the
                // thread may serve another request, which a late interrupt must not stop.
                boolean[] found = {false};
                if (id instanceof String s) {
                    runs.computeIfPresent(s, (k, r) -> {
                        r.thread().interrupt();
                        found[0] = true;
                        return r;
                    });
                    if (!found[0] && RUN_ID.matcher(s).matches()) {
                        // Perhaps not started yet: it stops as it starts.
                        if (cancelledEarly.size() >= EARLY) {
                            cancelledEarly.clear();
                        }
                        cancelledEarly.add(s);
                    }
                }
                json(x, 200, "{\"cancelled\":" + found[0] + "}");
            } else {
                error(x, 404, "no such API: " + path);
            }
        }
    }

    private void run(HttpExchange x, String body, String id) throws IOException {
        RunRequest request;
        try {
            request = RunRequest.parse(body, parameters);
        } catch (IllegalArgumentException e) {
            error(x, 400, e.getMessage());
            return;
        }
        if (id != null && !RUN_ID.matcher(id).matches()) {
            error(x, 400, "X-Grundy-Run is letters, digits and '-', at most 64");
            return;
        }
        if (!running.tryAcquire()) {
            error(x, 503, "busy: " + RUNS + " computations are running; try again when one ends");
            return;
        }
        Result r;
        try {
            Thread.interrupted();
            Thread self = Thread.currentThread();
            r = runner.run(request, progress -> {
                if (id != null) {
                    runs.put(id, new Run(self, progress));
                    if (cancelledEarly.remove(id)) {
                        self.interrupt();
                    }
                }
            });
        } finally {
            if (id != null) {
                runs.computeIfPresent(id, (k, run) -> run.thread() == Thread.currentThread() ? null : run);
            }
            // A cancel that came as the run ended: this thread serves other requests next.
            Thread.interrupted();
            running.release();
        }
        // Text as a string; anything else (table --plot - --plot-format=png) as base64, byte for byte.
        String stdout = text(r.stdout());
        json(x, 200, "{\"exit\":" + r.exit() + (stdout != null ? ",\"stdout\":" + Json.quoted(stdout)
                : ",\"stdoutBase64\":\"" + Base64.getEncoder().encodeToString(r.stdout()) + "\"") + ",\"stderr\":"
                + Json.quoted(r.stderr()) + "}");
    }

    /** {@code bytes} as UTF-8 text, or null when they are not. */
    private static String text(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            return null;
        }
    }

    /**
     * The body, or null when it is longer than {@link #MAX_BODY}. The stream is left open: what is
     * left of a long body is dropped before the answer ({@link #drain}), and the exchange closes it.
     */
    private static String body(HttpExchange x) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        InputStream in = x.getRequestBody();
        byte[] buf = new byte[8192];
        for (int n; (n = in.read(buf)) > 0; ) {
            if (b.size() + n > MAX_BODY) {
                return null;
            }
            b.write(buf, 0, n);
        }
        return b.toString(StandardCharsets.UTF_8);
    }

    /**
     * Reads and drops what is left of the request's body, up to {@link #DRAIN} bytes. An answer sent
     * before the body is read (a refusal of its size, its type, its method) was lost: the server
     * closed the connection on the unread bytes, the client's side was reset, and the client never
     * read the answer (it saw the status and an empty body, or nothing). Past {@link #DRAIN} bytes
     * the connection is closed all the same: such a request is no page's.
     */
    private static void drain(HttpExchange x) throws IOException {
        InputStream in = x.getRequestBody();
        byte[] buf = new byte[8192];
        long left = DRAIN;
        for (int n; left > 0 && (n = in.read(buf, 0, (int) Math.min(buf.length, left))) > 0; ) {
            left -= n;
        }
    }

    private static byte[] resource(String file) throws IOException {
        try (InputStream in = PageServer.class.getResourceAsStream("page/" + file)) {
            if (in == null) {
                throw new IOException("the page's " + file + " is missing from grundy");
            }
            return in.readAllBytes();
        }
    }

    private void page(HttpExchange x, String file) throws IOException {
        byte[] bytes = files.get(file);
        String type = file.endsWith(".html") ? "text/html; charset=utf-8"
                : file.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8";
        Headers out = x.getResponseHeaders();
        out.set("Content-Type", type);
        // Nothing from elsewhere: scripts, styles, pictures and requests stay on this server.
        out.set("Content-Security-Policy", "default-src 'self'; img-src 'self' data: blob:; "
                + "frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
        send(x, 200, bytes);
    }

    private static void error(HttpExchange x, int status, String message) throws IOException {
        json(x, status, "{\"error\":" + Json.quoted(message) + "}");
    }

    private static void json(HttpExchange x, int status, String json) throws IOException {
        x.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
        x.getResponseHeaders().set("Cache-Control", "no-store");
        send(x, status, json.getBytes(StandardCharsets.UTF_8));
    }

    private static void text(HttpExchange x, int status, String text) throws IOException {
        x.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
        send(x, status, text.getBytes(StandardCharsets.UTF_8));
    }

    private static void send(HttpExchange x, int status, byte[] bytes) throws IOException {
        drain(x);
        x.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
        x.getResponseHeaders().set("Referrer-Policy", "no-referrer");
        boolean head = x.getRequestMethod().equals("HEAD");
        x.sendResponseHeaders(status, head ? -1 : bytes.length == 0 ? -1 : bytes.length);
        if (!head && bytes.length > 0) {
            try (OutputStream out = x.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
