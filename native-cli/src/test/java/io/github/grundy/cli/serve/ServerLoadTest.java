package io.github.grundy.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.Main;
import io.github.grundy.cli.common.Catalogs;
import io.github.grundy.cli.common.JsonReader;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A class of 30 on one server, on loopback, with the command line's own computations: each page
 * loads its files and asks for solves and tables, while slow and silent clients hang on, a huge
 * request comes, a large table runs into the time limit and malformed requests arrive. Every
 * request must get its answer (the waits are hang guards, never a measure of speed: the machine
 * may be busy). Its figures (answers, median waits, the heap) are printed and written to
 * {@code target/serve-load.txt}; docs/web.md quotes one run of it.
 */
class ServerLoadTest {

    private static final int PAGES = 30;
    private static final long HANG_SECONDS = 300;
    private static final long MB = 1 << 20;

    @Test
    void aClassOfThirtyIsAnswered() throws Exception {
        Catalogs catalogs = new Catalogs(Map.of(), ServerLoadTest.class.getClassLoader());
        CommandRunner runner = new CommandRunner(Main::run, Map.of(), "3");
        ExecutorService pages = Executors.newFixedThreadPool(PAGES + 2);
        AtomicLong peak = new AtomicLong();
        System.gc();
        long before = used();
        try (PageServer server = new PageServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), runner,
                ServeCommand.parameters(catalogs, new Catalogs.Sources(null, null)))) {
            int port = ServerBoundsTest.port(server);
            String host = "Host: 127.0.0.1:" + port + "\r\n";
            Thread sampler = new Thread(() -> {
                while (!Thread.currentThread().isInterrupted()) {
                    peak.accumulateAndGet(used(), Math::max);
                    try {
                        Thread.sleep(50);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            });
            sampler.setDaemon(true);
            sampler.start();
            // Slow clients (a byte of headers now and then) and silent ones, before the class arrives.
            List<Socket> hanging = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                Socket s = new Socket(InetAddress.getLoopbackAddress(), port);
                s.setSoTimeout((int) TimeUnit.SECONDS.toMillis(HANG_SECONDS));
                if (i < 20) {
                    s.getOutputStream().write(("GET / HTTP/1.1\r\n" + host + "X-Slow: ").getBytes(StandardCharsets.US_ASCII));
                }
                hanging.add(s);
            }
            // A large table into the time limit, and a huge request.
            long started = System.nanoTime();
            CompletableFuture<String> big = ServerBoundsTest.run(port, "big", "\"solve\",\"rule\","
                    + "\"--rule=n -> [n - k for k in 1..n]\",\"--max-table=20000000\",\"19999999\"");
            CompletableFuture<Double> bigAt = big.thenApply(a -> (System.nanoTime() - started) / 1e9);
            CompletableFuture<String> huge = CompletableFuture.supplyAsync(() -> huge(port, host), pages);
            // The class: each page loads its files, then asks for answers.
            List<Long> fileMillis = Collections.synchronizedList(new ArrayList<>());
            List<Long> runMillis = Collections.synchronizedList(new ArrayList<>());
            List<String> faults = Collections.synchronizedList(new ArrayList<>());
            List<CompletableFuture<Void>> class30 = new ArrayList<>();
            for (int p = 0; p < PAGES; p++) {
                String page = "page-" + p;
                int heap = 3 + p;
                class30.add(CompletableFuture.runAsync(() -> {
                    try {
                        for (String file : List.of("/", "/app.js", "/app.css")) {
                            long t = System.nanoTime();
                            String a = ServerBoundsTest.raw(port, "GET " + file + " HTTP/1.1\r\n" + host + "\r\n");
                            fileMillis.add((System.nanoTime() - t) / 1_000_000);
                            if (!a.startsWith("HTTP/1.1 200")) {
                                faults.add(page + " " + file + ": " + a.lines().findFirst().orElse(""));
                            }
                        }
                        for (String args : List.of("\"list\",\"--json\"", "\"solve\",\"--json\",\"kayles\",\"" + heap + "\",\"4\"",
                                "\"table\",\"--json\",\"kayles\",\"--to=300\"", "\"solve\",\"--explain\",\"nim\",\"3\",\"" + heap + "\"",
                                "\"table\",\"octal\",\"--code=0.137\",\"--to=500\",\"--summary\"")) {
                            long t = System.nanoTime();
                            String a = ServerBoundsTest.get(ServerBoundsTest.run(port, page, args));
                            runMillis.add((System.nanoTime() - t) / 1_000_000);
                            if (!a.startsWith("HTTP/1.1 200") || !a.contains("\"exit\":0")) {
                                faults.add(page + " " + args + ": " + a.substring(0, Math.min(300, a.length())));
                            }
                        }
                    } catch (Exception e) {
                        faults.add(page + ": " + e);
                    }
                }, pages));
            }
            // Malformed requests meanwhile: each answered in words.
            for (String bad : List.of("GET /..\\..\\etc\\passwd HTTP/1.1\r\n" + host + "\r\n",
                    "POST /api/run HTTP/1.1\r\n" + host + "Content-Type: application/json\r\nContent-Length: abc\r\n\r\n",
                    "GET http://evil.example/ HTTP/1.1\r\n" + host + "\r\n", "PUT / HTTP/1.1\r\n" + host + "\r\n",
                    "\u0000\u0001\r\n\r\n")) {
                String a = ServerBoundsTest.raw(port, bad);
                assertTrue(a.startsWith("HTTP/1.1 4"), a);
                assertFalse(ServerBoundsTest.JAVA.matcher(a).find(), a);
            }
            CompletableFuture.allOf(class30.toArray(CompletableFuture[]::new)).get(HANG_SECONDS, TimeUnit.SECONDS);
            assertTrue(faults.isEmpty(), faults.size() + " faults:\n" + String.join("\n", faults));
            String hugeAnswer = huge.get(HANG_SECONDS, TimeUnit.SECONDS);
            assertTrue(hugeAnswer.startsWith("HTTP/1.1 413"), hugeAnswer);
            String bigAnswer = big.get(HANG_SECONDS, TimeUnit.SECONDS);
            Map<?, ?> bigBody = (Map<?, ?>) JsonReader.read(bigAnswer.substring(bigAnswer.indexOf("\r\n\r\n") + 4));
            assertEquals(3L, bigBody.get("exit"), bigAnswer);
            int dropped = 0;
            long end = System.currentTimeMillis() + TimeUnit.SECONDS.toMillis(HANG_SECONDS);
            for (Socket s : hanging) {
                // One hang guard for all of them.
                s.setSoTimeout((int) Math.max(1, end - System.currentTimeMillis()));
                try (s; InputStream in = s.getInputStream()) {
                    String said = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
                    assertTrue(said.isEmpty() || said.startsWith("HTTP/1.1 408"), said);
                    dropped++;
                }
            }
            assertTrue(ServerBoundsTest.raw(port, "GET / HTTP/1.1\r\n" + host + "\r\n").startsWith("HTTP/1.1 200"));
            sampler.interrupt();
            System.gc();
            String figures = String.format("serve load: %d pages, %d answers to %d file requests (median %d ms, most %d ms)"
                    + " and %d runs (median %d ms, most %d ms); %d slow or silent connections dropped; a huge request"
                    + " refused (413); a table of 2*10^7 stopped at the 3 s limit and answered at %.1f s; heap used"
                    + " %d MB before, %d MB at most, %d MB after (committed %d MB)%n", PAGES, fileMillis.size(),
                    fileMillis.size(), median(fileMillis), Collections.max(fileMillis), runMillis.size(), median(runMillis),
                    Collections.max(runMillis), dropped, bigAt.get(), before / MB, peak.get() / MB, used() / MB,
                    Runtime.getRuntime().totalMemory() / MB);
            System.out.print(figures);
            Files.createDirectories(Path.of("target"));
            Files.writeString(Path.of("target", "serve-load.txt"), figures);
        } finally {
            pages.shutdownNow();
        }
    }

    /** A body of 1 MB, over the server's limit and within what it drops to answer: its answer. */
    private static String huge(int port, String host) {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            s.setSoTimeout((int) TimeUnit.SECONDS.toMillis(HANG_SECONDS));
            int size = 1 << 20;
            s.getOutputStream().write(("POST /api/run HTTP/1.1\r\n" + host + "Content-Type: application/json\r\n"
                    + "Content-Length: " + size + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().write(new byte[size]);
            return new String(s.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            return "no answer: " + e;
        }
    }

    private static long used() {
        Runtime r = Runtime.getRuntime();
        return r.totalMemory() - r.freeMemory();
    }

    private static long median(List<Long> values) {
        List<Long> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}
