package io.github.grundy.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.JsonReader;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The server's bounds, each against the fault it stops: slow and silent clients (dropped at the
 * read bound, holding no thread meanwhile), a page that would hold every slot, a computation that
 * ignores its time limit, a table larger than the memory, and requests that once drew Java's own
 * words. Computations are stand-ins here (a runner that waits for the test), so that what is
 * tested is the server; the waits are hang guards, never a measure of speed.
 */
class ServerBoundsTest {

    /** Only a hang takes this long. */
    private static final int HANG_MILLIS = 60_000;

    /**
     * The clients' threads, one each: a client blocks until its answer comes. In the common pool, on
     * 2 cores under JDK 25, a later client waited for an earlier one (which waited for the release).
     */
    private static final ExecutorService CLIENTS = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "server-bounds-client");
        t.setDaemon(true);
        return t;
    });

    /** What no answer may hold: a Java class, method or exception. */
    static final Pattern JAVA = Pattern.compile("Exception|java\\.|[a-z]+\\.[a-z]+\\.[A-Z]|[a-z][A-Za-z]+\\(\\)");

    /** A runner whose runs with "long" in their command line wait for {@code release}, ignoring interrupts. */
    private static PageServer.Runner stuckUntil(CountDownLatch release) {
        return (request, progress) -> {
            progress.accept(() -> "running");
            if (request.args().contains("long")) {
                boolean interrupted = false;
                for (;;) {
                    try {
                        release.await();
                        break;
                    } catch (InterruptedException e) {
                        interrupted = true;
                    }
                }
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
            return new PageServer.Result(0, "done\n".getBytes(StandardCharsets.UTF_8), "");
        };
    }

    private static PageServer server(PageServer.Runner runner, Bounds bounds) throws IOException {
        return new PageServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), runner, Set.of(), bounds);
    }

    static int port(PageServer server) {
        return URI.create(server.url()).getPort();
    }

    /** Sends {@code request} whole and reads the answer to its end (the server closes). */
    static String raw(int port, String request) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            s.setSoTimeout(HANG_MILLIS);
            s.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            s.getOutputStream().flush();
            return new String(s.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    /** A run of {@code args} (JSON strings) for the page {@code client}, answered in the background. */
    static CompletableFuture<String> run(int port, String client, String args) {
        return run(port, client, args, "");
    }

    /** {@link #run(int, String, String)} named {@code id} when not empty. */
    static CompletableFuture<String> run(int port, String client, String args, String id) {
        String body = "{\"args\":[" + args + "]}";
        return CompletableFuture.supplyAsync(() -> {
            try {
                return raw(port, "POST /api/run HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: application/json\r\n"
                        + "X-Grundy-Client: " + client + "\r\n" + (id.isEmpty() ? "" : "X-Grundy-Run: " + id + "\r\n") + "Content-Length: " + body.length() + "\r\n\r\n" + body);
            } catch (IOException e) {
                return "no answer: " + e.getMessage();
            }
        }, CLIENTS);
    }

    static String get(CompletableFuture<String> answer) throws Exception {
        return answer.get(HANG_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Waits until one of the runs {@code ids} has started, or fails at the hang guard. */
    private static void awaitRunning(int port, String... ids) throws Exception {
        long end = System.currentTimeMillis() + HANG_MILLIS;
        while (java.util.Arrays.stream(ids).noneMatch(id -> running(port, id))) {
            assertTrue(System.currentTimeMillis() < end, "none of " + List.of(ids) + " started");
            Thread.sleep(20);
        }
    }

    /** Whether the run {@code id} has started. */
    private static boolean running(int port, String id) {
        String body = "\"" + id + "\"";
        try {
            return body(raw(port, "POST /api/progress HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: application/json"
                + "\r\nContent-Length: " + body.length() + "\r\n\r\n" + body)).get("progress") != null;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Map<?, ?> body(String answer) {
        return (Map<?, ?>) JsonReader.read(answer.substring(answer.indexOf("\r\n\r\n") + 4));
    }

    @Test
    void slowClientsHoldNoThreadAndAreDropped() throws Exception {
        try (PageServer server = server(stuckUntil(new CountDownLatch(0)), new Bounds(2_000, 20_000, 60_000))) {
            int port = port(server);
            List<Socket> slow = new ArrayList<>();
            try {
                // Far more than the server's threads: each sends part of its headers, a byte at a time.
                for (int i = 0; i < 40; i++) {
                    Socket s = new Socket(InetAddress.getLoopbackAddress(), port);
                    s.setSoTimeout(HANG_MILLIS);
                    s.getOutputStream().write(("GET / HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nX-Slow: ")
                            .getBytes(StandardCharsets.US_ASCII));
                    slow.add(s);
                }
                // And some that send nothing at all.
                for (int i = 0; i < 40; i++) {
                    Socket s = new Socket(InetAddress.getLoopbackAddress(), port);
                    s.setSoTimeout(HANG_MILLIS);
                    slow.add(s);
                }
                slow.get(0).getOutputStream().write('a');
                assertTrue(raw(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n\r\n").startsWith("HTTP/1.1 200"),
                        "a page asked while 80 slow clients are connected");
                assertTrue(get(run(port, "p", "\"solve\"")).contains("done"), "a run asked meanwhile");
                long end = System.currentTimeMillis() + HANG_MILLIS;
                for (Socket s : slow) {
                    // Dropped at the bound (a trickle does not keep it): the stream ends, with or without a 408.
                    s.setSoTimeout((int) Math.max(1, end - System.currentTimeMillis()));
                    InputStream in = s.getInputStream();
                    String said = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
                    assertTrue(said.isEmpty() || said.startsWith("HTTP/1.1 408"), said);
                    assertFalse(JAVA.matcher(said).find(), said);
                }
            } finally {
                for (Socket s : slow) {
                    s.close();
                }
            }
        }
    }

    @Test
    void onePageCannotHoldEverySlotAndOthersWaitTheirTurn() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        try (PageServer server = server(stuckUntil(release), new Bounds(5_000, 60_000, 600_000))) {
            int port = port(server);
            // Page a asks for three long computations: it gets one slot, the others wait.
            List<CompletableFuture<String>> longOnes = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                longOnes.add(run(port, "a", "\"solve\",\"long\"", "a-" + i));
            }
            awaitRunning(port, "a-0", "a-1", "a-2");
            // Time for all three to reach the queue (only a server that lets a take both slots needs it).
            Thread.sleep(500);
            // Page b's small one is answered while a's run.
            String b = get(run(port, "b", "\"solve\",\"small\""));
            assertTrue(b.startsWith("HTTP/1.1 200") && body(b).get("exit").equals(0L), b);
            // Page c's long one takes the other slot; d's small one waits its turn, and is answered once one ends.
            CompletableFuture<String> c = run(port, "c", "\"solve\",\"long\"", "c-1");
            awaitRunning(port, "c-1");
            CompletableFuture<String> d = run(port, "d", "\"solve\",\"small\"");
            // Not answered while both slots are taken (a slow machine only makes this likelier).
            Thread.sleep(300);
            assertFalse(d.isDone(), "d waits: both slots are taken");
            release.countDown();
            assertTrue(get(d).startsWith("HTTP/1.1 200"), get(d));
            for (CompletableFuture<String> a : longOnes) {
                assertTrue(get(a).startsWith("HTTP/1.1 200"), get(a));
            }
            assertTrue(get(c).startsWith("HTTP/1.1 200"));
        } finally {
            release.countDown();
        }
    }

    @Test
    void aWaitTooLongIsSaidInWords() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        try (PageServer server = server(stuckUntil(release), new Bounds(5_000, 500, 600_000))) {
            int port = port(server);
            CompletableFuture<String> a = run(port, "a", "\"solve\",\"long\"");
            CompletableFuture<String> b = run(port, "b", "\"solve\",\"long\"");
            while (!body(get(run(port, "probe", "\"solve\",\"small\""))).containsKey("error")) {
                // Until both long ones hold the slots (on a busy machine they may start late).
                Thread.sleep(50);
            }
            String c = get(run(port, "c", "\"solve\",\"small\""));
            assertTrue(c.startsWith("HTTP/1.1 503"), c);
            assertTrue(((String) body(c).get("error")).startsWith("busy: waited "), c);
            release.countDown();
            get(a);
            get(b);
        } finally {
            release.countDown();
        }
    }

    @Test
    void aRunThatIgnoresItsLimitIsAnsweredAtTheLimit() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        try (PageServer server = server(stuckUntil(release), new Bounds(5_000, 20_000, 200))) {
            String answer = get(run(port(server), "a", "\"solve\",\"long\""));
            assertTrue(answer.startsWith("HTTP/1.1 200"), answer);
            assertEquals(3L, body(answer).get("exit"));
            assertTrue(((String) body(answer).get("stderr")).contains("time limit of 0.2 s"), answer);
        } finally {
            release.countDown();
        }
    }

    @Test
    void aTableLargerThanTheMemoryIsRefusedInWords() {
        long most = RunRequest.maxTable();
        assertTrue(most * 8 <= Runtime.getRuntime().maxMemory());
        for (String args : List.of("\"solve\",\"rule\",\"--rule=n -> [n - k for k in 1..n]\",\"--max-table=" + (most + 1)
                + "\",\"450\"", "\"solve\",\"take-powers:max-table=" + (most + 1) + ":7\"")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> RunRequest.parse("{\"args\":[" + args + "]}", Set.of("rule", "max-table")));
            assertTrue(e.getMessage().contains("the page's tables hold at most " + most + " values"), e.getMessage());
        }
        assertTrue(RunRequest.parse("{\"args\":[\"solve\",\"--max-table=" + most + "\",\"kayles\",\"5\"]}",
                Set.of("max-table")).large() == most > RunRequest.LARGE_TABLE);
    }

    @Test
    void everyMethodPathAndMalformedRequestIsAnsweredInWords() throws Exception {
        try (PageServer server = server(stuckUntil(new CountDownLatch(0)), new Bounds(2_000, 20_000, 60_000))) {
            int port = port(server);
            String host = "Host: 127.0.0.1:" + port + "\r\n";
            String deep = "[".repeat(1001) + "]".repeat(1001);
            Map<String, String> answers = Map.of(
                    "GET /..\\..\\etc\\passwd HTTP/1.1\r\n" + host + "\r\n", "HTTP/1.1 404",
                    "POST /api/run HTTP/1.1\r\n" + host + "Content-Type: application/json\r\nContent-Length: abc\r\n\r\n",
                    "HTTP/1.1 400",
                    "POST /api/run HTTP/1.1\r\n" + host + "Content-Type: application/json\r\nContent-Length: "
                            + deep.length() + "\r\n\r\n" + deep, "HTTP/1.1 400",
                    "GET http://evil.example/ HTTP/1.1\r\n" + host + "\r\n", "HTTP/1.1 400",
                    "GET http://127.0.0.1:" + port + "/app.css HTTP/1.1\r\n" + host + "\r\n", "HTTP/1.1 200",
                    "POST / HTTP/1.1\r\n" + host + "Content-Length: 0\r\n\r\n", "HTTP/1.1 405",
                    "DELETE /app.js HTTP/1.1\r\n" + host + "\r\n", "HTTP/1.1 405",
                    "GET /api/run HTTP/1.1\r\n" + host + "\r\n", "HTTP/1.1 405",
                    "GARBAGE\r\n\r\n", "HTTP/1.1 400",
                    "POST /api/run HTTP/1.1\r\n" + host + "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n", "HTTP/1.1 411");
            for (Map.Entry<String, String> e : answers.entrySet()) {
                String answer = raw(port, e.getKey());
                String shown = e.getKey().substring(0, Math.min(60, e.getKey().length()));
                assertTrue(answer.startsWith(e.getValue()), shown + " -> " + answer);
                assertFalse(JAVA.matcher(answer.substring(answer.indexOf("\r\n\r\n"))).find(), shown + " -> " + answer);
                if (e.getValue().equals("HTTP/1.1 405")) {
                    assertTrue(answer.contains("\r\nAllow: "), answer);
                }
            }
        }
    }
}
