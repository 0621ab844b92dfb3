package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code grundy serve} in the native binary: its server (java.nio) and the page's files are in the
 * image, the page's API answers as the JVM's command line does, and a foreign Host is refused.
 */
@Tag("native")
class NativeServeIT {

    @Test
    void theNativeBinaryServesThePage() throws Exception {
        Process server = new ProcessBuilder(NativeBinary.path().toString(), "serve", "--port=0")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            String first = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8))
                    .readLine();
            assertTrue(first != null && first.matches("grundy serve: http://127\\.0\\.0\\.1:\\d+/  \\(Ctrl-C stops it\\)"),
                    String.valueOf(first));
            URI url = URI.create(first.split(" ")[2]);
            HttpClient client = HttpClient.newHttpClient();
            for (String file : List.of("", "app.js", "app.css")) {
                HttpResponse<String> page = client.send(HttpRequest.newBuilder(url.resolve(file)).build(),
                        HttpResponse.BodyHandlers.ofString());
                assertEquals(200, page.statusCode(), file);
                assertTrue(page.body().length() > 100, file);
            }
            HttpResponse<String> solve = client.send(HttpRequest.newBuilder(url.resolve("api/run"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"args\":[\"solve\",\"--json\",\"kayles\",\"3\",\"4\"]}"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, solve.statusCode(), solve.body());
            String expected = Jvm.run(List.of("solve", "--json", "kayles", "3", "4"), new byte[0]).stdout();
            assertEquals("{\"exit\":0,\"stdout\":" + io.github.grundy.cli.common.Json.quoted(expected)
                    + ",\"stderr\":\"\"}", solve.body());
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), url.getPort())) {
                OutputStream out = s.getOutputStream();
                out.write("GET / HTTP/1.1\r\nHost: rebind.example\r\nConnection: close\r\n\r\n"
                        .getBytes(StandardCharsets.US_ASCII));
                String status = new String(s.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
                assertTrue(status.startsWith("HTTP/1.1 421"), status);
            }
        } finally {
            server.destroy();
            assertTrue(server.waitFor(30, TimeUnit.SECONDS), "serve ends when asked to (SIGTERM)");
        }
    }
}
