package io.github.grundy.cli.serve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.Main;
import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.cli.common.Json;
import io.github.grundy.cli.common.JsonReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The page's server over real HTTP on a free loopback port: the page's files and their lack of any
 * outside resource, answers equal to the command line's, and every refusal of the safe defaults
 * (a foreign Host, a foreign Origin, a file, a big body, a command the page does not run).
 */
class PageServerTest {

    private static final Map<String, String> NO_ENV = Map.of();
    private static PageServer server;
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    @BeforeAll
    static void start() throws IOException {
        Catalogs catalogs = new Catalogs(NO_ENV, PageServerTest.class.getClassLoader());
        server = new PageServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
                new CommandRunner(Main::run, NO_ENV, "60"), ServeCommand.parameters(catalogs, new Catalogs.Sources(null, null)));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return CLIENT.send(HttpRequest.newBuilder(URI.create(server.url() + path.substring(1))).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> post(String path, String body, String... headers)
            throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(server.url() + path.substring(1)))
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (headers.length == 0) {
            b.header("Content-Type", "application/json");
        } else {
            b.headers(headers);
        }
        return CLIENT.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static Map<?, ?> json(HttpResponse<String> r) {
        return (Map<?, ?>) JsonReader.read(r.body());
    }

    @Test
    void thePageHasNoOutsideResource() throws Exception {
        for (String file : List.of("/", "/app.js", "/app.css", "/solve.js", "/table.js", "/play.js", "/play.css")) {
            HttpResponse<String> r = get(file);
            assertEquals(200, r.statusCode(), file);
            assertFalse(r.body().contains("http://") || r.body().contains("https://") || r.body().contains("=\"//")
                    || r.body().contains("url("), file + " names nothing outside this server");
            assertTrue(r.headers().firstValue("Content-Security-Policy").orElse("").startsWith("default-src 'self'"));
        }
        for (String script : List.of("solve.js", "table.js", "play.js", "app.js")) {
            assertTrue(get("/").body().contains("<script src=\"" + script + "\" defer>"), script);
        }
        assertEquals(404, get("/etc/passwd").statusCode());
    }

    @Test
    void answersAreTheCommandLines() throws Exception {
        for (List<String> args : List.of(List.of("solve", "--json", "kayles", "3", "4"),
                List.of("table", "--json", "kayles", "--to=200"), List.of("list", "--json"),
                List.of("solve", "--explain", "nim", "3", "4", "5"), List.of("solve", "nim", "x"),
                List.of("nimber", "8 * 8"), List.of("table", "kayles", "--to=200", "--plot=-"))) {
            sameAsTheCommandLine(args, "");
        }
        // A game played by its moves on standard input, a state a line.
        sameAsTheCommandLine(List.of("play", "--json", "--first=computer", "nim", "3", "4"), "1 -> 0\n2 -> 1\n");
    }

    @Test
    void aPictureComesByteForByte() throws Exception {
        List<String> args = List.of("table", "kayles", "--to=300", "--plot=-", "--plot-format=png");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(0, Main.run(args.toArray(String[]::new), NO_ENV, InputStream.nullInputStream(), out,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));
        Map<?, ?> answer = json(post("/api/run", body(args, "")));
        assertEquals(null, answer.get("stdout"), "a PNG is not text");
        assertArrayEquals(out.toByteArray(), Base64.getDecoder().decode((String) answer.get("stdoutBase64")));
        assertEquals(0x89, out.toByteArray()[0] & 0xff);
    }

    private static String body(List<String> args, String input) {
        StringBuilder body = new StringBuilder("{\"args\":[");
        for (int i = 0; i < args.size(); i++) {
            body.append(i == 0 ? "" : ",").append(Json.quoted(args.get(i)));
        }
        body.append(']');
        if (args.get(0).equals("play")) {
            body.append(",\"input\":").append(Json.quoted(input));
        }
        return body.append('}').toString();
    }

    private static void sameAsTheCommandLine(List<String> args, String input) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(args.toArray(String[]::new), NO_ENV,
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        Map<?, ?> answer = json(post("/api/run", body(args, input)));
        assertEquals((long) exit, answer.get("exit"), args.toString());
        assertEquals(out.toString(StandardCharsets.UTF_8), answer.get("stdout"), args.toString());
        assertEquals(err.toString(StandardCharsets.UTF_8), answer.get("stderr"), args.toString());
        assertFalse(out.size() == 0 && err.size() == 0, args + " said something");
    }

    @Test
    void requestsForFilesAndOtherCommandsAreRefused() throws Exception {
        Map<String, String> refused = Map.ofEntries(
                Map.entry("[\"solve\",\"-i\",\"/etc/passwd\"]", "'-i': the page's solve takes"),
                Map.entry("[\"table\",\"kayles\",\"--plot=x.svg\"]", "'--plot=x.svg': the page draws to standard output"),
                Map.entry("[\"solve\",\"@/etc/passwd\"]", "an @file argument reads a file"),
                Map.entry("[\"solve\",\"graph:graph=/etc/passwd:0\"]", "no parameter 'graph'"),
                Map.entry("[\"solve\",\"graph\",\"--graph=/etc/passwd\",\"0\"]", "'--graph=/etc/passwd'"),
                Map.entry("[\"judge\",\"acwing-891\"]", "not 'judge'"),
                Map.entry("[\"solve\",\"--plugins=/tmp\",\"nim\",\"1\"]", "'--plugins=/tmp'"),
                Map.entry("[\"table\",\"kayles\",\"--to=1000x1000\"]", "at most 1000000 values"),
                Map.entry("[\"table\",\"--checkpoint=t.cp\",\"kayles\"]", "'--checkpoint=t.cp'"),
                Map.entry("[\"play\",\"--json\",\"--graph=/etc/passwd\",\"graph\",\"0\"]", "'--graph=/etc/passwd'"),
                Map.entry("[\"table\",\"kayles\"]", "the page's table needs --to=N"),
                Map.entry("[\"table\",\"rule\",\"--rule=(a, b) -> []\",\"--to=2000X2000\"]", "at most 1000000 values"));
        for (Map.Entry<String, String> e : refused.entrySet()) {
            HttpResponse<String> r = post("/api/run", "{\"args\":" + e.getKey() + "}");
            assertEquals(400, r.statusCode(), e.getKey());
            String error = (String) json(r).get("error");
            assertTrue(error.contains(e.getValue()), e.getKey() + ": " + error);
        }
        assertEquals(400, post("/api/run", "{\"args\": [\"solve\",").statusCode());
        assertEquals(400, post("/api/run", "[]").statusCode());
        // A game of play is at most 200 moves, none empty.
        assertTrue(((String) json(post("/api/run", "{\"args\":[\"play\",\"--json\",\"nim\",\"1\"],\"input\":\""
                + "1 -> 0\\n".repeat(201) + "\"}")).get("error")).contains("at most 200 moves"));
        assertTrue(((String) json(post("/api/run", "{\"args\":[\"play\",\"--json\",\"nim\",\"1\"],\"input\":\""
                + "\\n\\n\"}")).get("error")).contains("none empty"));
        // Standard input is play's moves, and nothing else's.
        assertTrue(((String) json(post("/api/run", "{\"args\":[\"solve\",\"nim\",\"1\"],\"input\":\"2\"}"))
                .get("error")).contains("the moves of play"));
    }

    @Test
    void onlyThisServersOwnPageMayAsk() throws Exception {
        String body = "{\"args\":[\"list\"]}";
        assertEquals(415, post("/api/run", body, "Content-Type", "text/plain").statusCode());
        assertEquals(403, post("/api/run", body, "Content-Type", "application/json", "Origin",
                "http://evil.example").statusCode());
        assertEquals(200, post("/api/run", body, "Content-Type", "application/json", "Origin",
                server.url().replaceAll("/$", "")).statusCode());
        assertEquals(405, get("/api/run").statusCode());
        assertEquals(413, post("/api/run", "{\"args\":[\"" + "1".repeat(PageServer.MAX_BODY) + "\"]}").statusCode());
    }

    /** A page of another site whose name now resolves to 127.0.0.1 (DNS rebinding) is answered nothing. */
    @Test
    void aForeignHostIsRefused() throws Exception {
        int port = URI.create(server.url()).getPort();
        assertTrue(raw(port, "rebind.example:" + port).startsWith("HTTP/1.1 421"));
        assertTrue(raw(port, "localhost:" + port).startsWith("HTTP/1.1 200"));
        assertTrue(raw(port, "127.0.0.1:" + port).startsWith("HTTP/1.1 200"));
        assertTrue(raw(port, "127.0.0.1:" + (port + 1)).startsWith("HTTP/1.1 421"), "another port is another origin");
    }

    /** Bound to every address, it answers each of this machine's addresses, and still no name. */
    @Test
    void boundToEveryAddressItAnswersTheMachinesAddressesOnly() throws Exception {
        Catalogs catalogs = new Catalogs(NO_ENV, PageServerTest.class.getClassLoader());
        try (PageServer any = new PageServer(new InetSocketAddress(0), new CommandRunner(Main::run, NO_ENV, "60"),
                ServeCommand.parameters(catalogs, new Catalogs.Sources(null, null)))) {
            int port = URI.create(any.url()).getPort();
            assertTrue(raw(port, "127.0.0.1:" + port).startsWith("HTTP/1.1 200"));
            String self = InetAddress.getLoopbackAddress().getHostAddress();
            assertTrue(raw(port, self + ":" + port).startsWith("HTTP/1.1 200"));
            assertTrue(raw(port, "rebind.example:" + port).startsWith("HTTP/1.1 421"));
        }
    }

    private static String raw(int port, String host) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            OutputStream out = s.getOutputStream();
            out.write(("GET / HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            return new String(s.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    /** A long computation is stopped by its id: it ends with the command line's words for a stop. */
    @Test
    void anAnswerLargerThanThePageShowsIsRefusedInWords() {
        CommandRunner small = new CommandRunner(Main::run, NO_ENV, "60", 1000);
        PageServer.Result r = small.run(RunRequest.parse("{\"args\":[\"table\",\"--json\",\"kayles\",\"--to=5000\"]}",
                Set.of()), progress -> { });
        assertEquals(3, r.exit());
        assertEquals(0, r.stdout().length);
        assertTrue(r.stderr().contains("the answer is over 1000 bytes"), r.stderr());
        // Within the bound, the command line's bytes.
        assertEquals(0, small.run(RunRequest.parse("{\"args\":[\"solve\",\"nim\",\"3\"]}", Set.of()), progress -> { }).exit());
    }

    @Test
    void aLongRunShowsItsProgressLine() throws Exception {
        CompletableFuture<HttpResponse<String>> answer = slowRun("slow-2");
        // The line a terminal would show, once the work has lasted a second (it takes far longer).
        Object line = null;
        while (!answer.isDone() && (line == null || ((String) line).isEmpty())) {
            Thread.sleep(50);
            line = json(post("/api/progress", "\"slow-2\"")).get("progress");
        }
        assertTrue(String.valueOf(line).startsWith("solve: "), String.valueOf(line));
        assertTrue(String.valueOf(line).contains(" s"), String.valueOf(line));
        json(post("/api/cancel", "\"slow-2\""));
        Map<?, ?> result = json(answer.get());
        // Standard error has the words, not the progress line.
        assertFalse(((String) result.get("stderr")).contains("\r"), result.toString());
        assertTrue(((String) result.get("stderr")).contains("stopped"), result.toString());
        assertEquals(null, json(post("/api/progress", "\"slow-2\"")).get("progress"), "no such run now");
    }

    @Test
    void aRunIsStoppedWhenThePageGivesUp() throws Exception {
        CompletableFuture<HttpResponse<String>> answer = slowRun("slow-1");
        // Asked until the run has started (the cancel finds it), however busy the machine.
        while (!answer.isDone() && !Boolean.TRUE.equals(json(post("/api/cancel", "\"slow-1\"")).get("cancelled"))) {
            Thread.sleep(20);
        }
        Map<?, ?> result = json(answer.get());
        assertNotEquals(0L, result.get("exit"));
        assertTrue(((String) result.get("stderr")).contains("stopped"), result.toString());
    }

    @Test
    void aRunCancelledBeforeItStartsStopsAsItStarts() throws Exception {
        assertEquals(false, json(post("/api/cancel", "\"early-1\"")).get("cancelled"));
        Map<?, ?> result = json(slowRun("early-1").get());
        assertNotEquals(0L, result.get("exit"));
        // Stopped by the cancel, not by the time limit.
        assertTrue(((String) result.get("stderr")).contains("stopped: the command was interrupted"), result.toString());
    }

    /** A computation of tens of seconds (far longer than the tests wait on it), named {@code id}, under way. */
    private static CompletableFuture<HttpResponse<String>> slowRun(String id) {
        HttpRequest slow = HttpRequest.newBuilder(URI.create(server.url() + "api/run"))
                .header("Content-Type", "application/json").header("X-Grundy-Run", id)
                .POST(HttpRequest.BodyPublishers.ofString("{\"args\":[\"solve\",\"turning\",\"--code=1-4\",\"500\"]}")).build();
        return CLIENT.sendAsync(slow, HttpResponse.BodyHandlers.ofString());
    }
}
