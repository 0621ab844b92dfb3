package io.github.grundy.cli.serve;

import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.Json;
import io.github.grundy.cli.common.JsonReader;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
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
 * from this server's own page ({@code Origin}), bodies are at most {@link #MAX_BODY} bytes and
 * arrive whole within {@link Bounds#readMillis()} ({@link Listener}), at most {@link #RUNS} commands
 * run at once, the others wait their turn fairly ({@link RunQueue}), and each answer comes by the
 * server's {@code --time-limit}. Nothing is read or written on disk.
 */
final class PageServer implements AutoCloseable {

    /** The largest request body: a command line is a few hundred bytes. */
    static final int MAX_BODY = 64 * 1024;

    /** The most bytes of a refused body read (and dropped) so that its refusal reaches the client. */
    static final long DRAIN = 16L << 20;

    /** Commands computed at once; the machine's cores are the real limit. */
    static final int RUNS = 2;

    /** The deepest JSON a request may nest: the page's are 2 deep. */
    static final int MAX_DEPTH = 16;

    /** How long after its time limit a run that has not ended is answered without it. */
    static final long GRACE_MILLIS = 250;

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9-]{1,64}");

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

    /** What a command did: its exit code, its standard output (bytes: a PNG is not text) and its standard error. */
    record Result(int exit, byte[] stdout, String stderr) {
    }

    private static final Map<String, String> PAGE = Map.of(
            "/", "index.html", "/index.html", "index.html", "/app.js", "app.js", "/app.css", "app.css",
            "/solve.js", "solve.js", "/table.js", "table.js", "/play.js", "play.js", "/play.css", "play.css");

    /** The page's files, read from grundy once. */
    private final Map<String, byte[]> files;

    private final Listener listener;
    private final ExecutorService workers;
    private final ScheduledThreadPoolExecutor timer;
    private final List<Thread> slots;
    private final RunQueue queue = new RunQueue(Math.max(1, RUNS - 1), 256, 4);
    private final Runner runner;
    private final Bounds bounds;
    private final Set<String> parameters;
    private final Set<String> authorities;
    private final String url;
    private final Map<String, Run> runs = new ConcurrentHashMap<>();
    /** Runs stopped before they started (the cancel came first): stopped as they start. At most {@link #EARLY}. */
    private final Set<String> cancelledEarly = ConcurrentHashMap.newKeySet();

    private static final int EARLY = 64;

    /** A run under way: its thread, and its progress line now. */
    private record Run(Thread thread, Supplier<String> progress) {
    }

    /** Starts serving, with {@code grundy serve}'s bounds for the runner's time limit. */
    PageServer(InetSocketAddress address, CommandRunner runner, Set<String> parameters) throws IOException {
        this(address, runner, parameters, Bounds.of(runner.limitMillis()));
    }

    /**
     * Starts serving.
     *
     * @param address    where to listen (port 0: a free one)
     * @param runner     how a checked command line runs
     * @param parameters the games' parameters that name no file
     * @param bounds     the bounds in time
     * @throws IOException if the address cannot be bound
     */
    PageServer(InetSocketAddress address, Runner runner, Set<String> parameters, Bounds bounds) throws IOException {
        this.runner = runner;
        this.bounds = bounds;
        this.parameters = Set.copyOf(parameters);
        Map<String, byte[]> read = new HashMap<>();
        for (String file : new HashSet<>(PAGE.values())) {
            read.put(file, resource(file));
        }
        files = Map.copyOf(read);
        // The page's files, progress and cancels are answered while computations run and wait.
        workers = Executors.newFixedThreadPool(8, daemon("grundy-serve"));
        timer = new ScheduledThreadPoolExecutor(1, daemon("grundy-serve-timer"));
        timer.setRemoveOnCancelPolicy(true);
        listener = new Listener(address, bounds.readMillis(), MAX_BODY, DRAIN, workers, timer, this::handle);
        int port = listener.port();
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
        slots = new java.util.ArrayList<>();
        for (int i = 0; i < RUNS; i++) {
            Thread t = daemon("grundy-serve-run").newThread(this::slot);
            slots.add(t);
            t.start();
        }
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
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

    private void handle(Exchange x) {
        try {
            if (x.refused != null) {
                Api.refuse(x, x.refused.status(), x.refused.words(), x.refused.api(), x.refused.headers());
                return;
            }
            Request q = x.request;
            String host = q.header("Host");
            if (host == null || !authorities.contains(host.toLowerCase(Locale.ROOT))) {
                // DNS rebinding: a foreign name resolved to this address. Say nothing more.
                Api.text(x, 421, "grundy serve answers requests for " + url() + " only\n", Map.of());
                return;
            }
            String path = pathOf(q.target());
            if (path == null) {
                Api.text(x, 400, "a request names a page of this server, " + url() + ", and no other address\n", Map.of());
            } else if (path.startsWith("/api/")) {
                Api.serve(this, x, q, path);
            } else if (!PAGE.containsKey(path)) {
                Api.text(x, 404, "no such page: " + path + "\n", Map.of());
            } else if (q.method().equals("GET") || q.method().equals("HEAD")) {
                page(x, PAGE.get(path));
            } else {
                Api.text(x, 405, "a page is read with GET (or HEAD), not " + q.method() + "\n", Map.of("Allow", "GET, HEAD"));
            }
        } catch (RuntimeException e) {
            // The details are the server's, on its standard error; the page gets the fact.
            System.err.println("grundy: serve: internal error: " + e);
            Api.text(x, 500, "grundy serve: internal error\n", Map.of());
        }
    }

    /** The path of a target: its own, or an absolute address's when the address is this server's; else null. */
    private String pathOf(String target) {
        String path = target;
        if (!target.startsWith("/")) {
            java.util.regex.Matcher m = Pattern.compile("(?i)http://([^/?#]+)(/[^#]*)?").matcher(target);
            if (!m.matches() || !authorities.contains(m.group(1).toLowerCase(Locale.ROOT))) {
                return null;
            }
            path = m.group(2) == null ? "/" : m.group(2);
        }
        int q = path.indexOf('?');
        return q < 0 ? path : path.substring(0, q);
    }

    /** The games' parameters a request may give. */
    Set<String> parameters() {
        return parameters;
    }

    /** Whether {@code origin} is this server's own page. */
    boolean ownOrigin(String origin) {
        return authorities.contains(origin.replaceFirst("^http://", ""));
    }

    /** Cancels or reads the progress of the run {@code id} (a JSON string), as its path says. */
    void runById(Exchange x, String path, Object id) {
        Run run = id instanceof String s ? runs.get(s) : null;
        if (path.equals("/api/progress")) {
            // The line the run would show on a terminal now; null when it is not running.
            Api.json(x, 200, "{\"progress\":" + (run == null ? "null" : Json.quoted(run.progress().get())) + "}");
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
            if (!found[0] && ID.matcher(s).matches()) {
                // Perhaps not started yet: it stops as it starts.
                if (cancelledEarly.size() >= EARLY) {
                    cancelledEarly.clear();
                }
                cancelledEarly.add(s);
            }
        }
        Api.json(x, 200, "{\"cancelled\":" + found[0] + "}");
    }

    /**
     * Queues {@code request} for a slot. {@code client} names the page that asks: its computations
     * share its slots.
     */
    void enqueue(Exchange x, RunRequest request, String id, String client) {
        if (id != null && !ID.matcher(id).matches()) {
            Api.error(x, 400, "X-Grundy-Run is letters, digits and '-', at most 64");
            return;
        }
        RunQueue.Entry[] entry = new RunQueue.Entry[1];
        entry[0] = new RunQueue.Entry(client, () -> compute(x, request, id, entry[0]));
        String refused = queue.offer(entry[0]);
        if (refused != null) {
            Api.error(x, 503, refused);
            return;
        }
        try {
            timer.schedule(() -> {
                if (queue.withdraw(entry[0])) {
                    later(() -> Api.error(x, 503, "busy: waited " + bounds.waitMillis() / 1000 + " s for one of the "
                            + RUNS + " computations running to end; try again in a few seconds"));
                }
            }, bounds.waitMillis(), TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            // The server stops.
        }
    }

    /** A slot's thread: runs what the queue gives it, one at a time. */
    private void slot() {
        try {
            for (;;) {
                RunQueue.Entry e = queue.take();
                e.thread = Thread.currentThread();
                try {
                    e.work.run();
                } catch (RejectedExecutionException ex) {
                    // The server stops: its timer takes no more limits.
                } catch (RuntimeException ex) {
                    System.err.println("grundy: serve: internal error: " + ex);
                } finally {
                    synchronized (e) {
                        e.ended = true;
                    }
                    // A cancel or the time limit that came as the run ended: this thread runs others next.
                    Thread.interrupted();
                    queue.done(e);
                }
            }
        } catch (InterruptedException e) {
            // The server stops.
        }
    }

    private void compute(Exchange x, RunRequest request, String id, RunQueue.Entry entry) {
        if (x.answered()) {
            return;
        }
        // The answer comes by the time limit, whether the work has noticed it or not.
        var limit = timer.schedule(() -> overLimit(x, entry), bounds.limitMillis() + GRACE_MILLIS, TimeUnit.MILLISECONDS);
        Result r;
        Thread self = Thread.currentThread();
        Thread.interrupted();
        try {
            r = runner.run(request, progress -> {
                if (id != null) {
                    runs.put(id, new Run(self, progress));
                    if (cancelledEarly.remove(id)) {
                        self.interrupt();
                    }
                }
            });
        } finally {
            limit.cancel(false);
            if (id != null) {
                runs.computeIfPresent(id, (k, run) -> run.thread() == self ? null : run);
            }
            if (request.large()) {
                // A large table's memory is garbage now: collected, the heap can shrink back.
                System.gc();
            }
        }
        Result done = r;
        later(() -> Api.answer(x, done));
    }

    /** The time limit is up and the run has not ended: it is stopped, and its answer says so. */
    private void overLimit(Exchange x, RunQueue.Entry entry) {
        synchronized (entry) {
            if (entry.ended) {
                return;
            }
            entry.thread.interrupt();
        }
        String seconds = bounds.limitMillis() % 1000 == 0 ? Long.toString(bounds.limitMillis() / 1000)
                : Double.toString(bounds.limitMillis() / 1000.0);
        later(() -> Api.answer(x, new Result(ExitCode.LIMIT, new byte[0], "grundy: stopped: no answer within the server's"
                + " time limit of " + seconds + " s (--time-limit); ask for less, or run it on the command line\n")));
    }

    private void later(Runnable task) {
        try {
            workers.execute(task);
        } catch (RejectedExecutionException e) {
            // The server is stopping.
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

    private void page(Exchange x, String file) {
        String type = file.endsWith(".html") ? "text/html; charset=utf-8"
                : file.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8";
        // Nothing from elsewhere: scripts, styles, pictures and requests stay on this server.
        x.send(200, Map.of("Content-Type", type, "Content-Security-Policy", "default-src 'self'; img-src 'self' data:"
                + " blob:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"), files.get(file));
    }

    @Override
    public void close() {
        listener.close();
        slots.forEach(Thread::interrupt);
        workers.shutdownNow();
        timer.shutdownNow();
    }
}
