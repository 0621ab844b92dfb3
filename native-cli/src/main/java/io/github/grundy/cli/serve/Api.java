package io.github.grundy.cli.serve;

import io.github.grundy.cli.common.Json;
import io.github.grundy.cli.common.JsonReader;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The API's requests checked and dispatched ({@code POST /api/run}, {@code /api/cancel},
 * {@code /api/progress}), and the answers' forms: JSON for the API, text for a page, every refusal
 * in words.
 */
final class Api {

    private static final Pattern CLIENT = Pattern.compile("[A-Za-z0-9-]{1,64}");

    private Api() {
    }

    /**
     * What the API refuses whatever a request's body: another method than POST, or a type not
     * JSON; null for neither. Said first, before the body's size or anything in it.
     */
    static Incoming.Refused refusedWhateverTheBody(String method, String type) {
        if (!"POST".equals(method)) {
            return new Incoming.Refused(405, "the API takes POST requests, not " + method, true);
        }
        if (type == null || !type.startsWith("application/json")) {
            return new Incoming.Refused(415, "a request is JSON (Content-Type: application/json)", true);
        }
        return null;
    }

    /** Answers {@code q}, a request to the API's {@code path}. */
    static void serve(PageServer server, Exchange x, Request q, String path) {
        String origin = q.header("Origin");
        Incoming.Refused head = refusedWhateverTheBody(q.method(), q.header("Content-Type"));
        if (head != null) {
            refuse(x, head.status(), head.words(), true, head.headers());
        } else if (origin != null && !server.ownOrigin(origin)) {
            error(x, 403, "requests come from this server's own page only");
        } else if (!path.equals("/api/run") && !path.equals("/api/cancel") && !path.equals("/api/progress")) {
            error(x, 404, "no such API: " + path);
        } else {
            String body = text(q.body());
            if (body == null) {
                error(x, 400, "a request is JSON in UTF-8; its bytes are not UTF-8");
            } else if (depth(body) > PageServer.MAX_DEPTH) {
                error(x, 400, "a request's JSON nests arrays and objects at most " + PageServer.MAX_DEPTH + " deep");
            } else if (path.equals("/api/run")) {
                RunRequest request;
                try {
                    request = RunRequest.parse(body, server.parameters());
                } catch (IllegalArgumentException e) {
                    error(x, 400, e.getMessage());
                    return;
                }
                server.enqueue(x, request, q.header("X-Grundy-Run"), client(q));
            } else {
                Object id;
                try {
                    id = JsonReader.read(body);
                } catch (IllegalArgumentException e) {
                    error(x, 400, "the body is the run's id as a JSON string: " + e.getMessage());
                    return;
                }
                server.runById(x, path, id);
            }
        }
    }

    /**
     * Who asks: the address the request came from, and the page's own name for itself when it
     * gives one ({@code X-Grundy-Client}): pages of one machine (a class on one laptop, or behind
     * one router) share its address.
     */
    static String client(Request q) {
        String page = q.header("X-Grundy-Client");
        return q.client() + (page != null && CLIENT.matcher(page).matches() ? "/" + page : "");
    }

    /** How deep {@code json} nests arrays and objects, counted outside its strings. */
    static int depth(String json) {
        int depth = 0;
        int most = 0;
        boolean inString = false;
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            if (inString) {
                if (c == '\\') {
                    i++;
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == '[' || c == '{') {
                most = Math.max(most, ++depth);
            } else if (c == ']' || c == '}') {
                depth--;
            }
        }
        return most;
    }

    static void answer(Exchange x, PageServer.Result r) {
        // Text as a string; anything else (table --plot - --plot-format=png) as base64, byte for byte.
        String stdout = text(r.stdout());
        json(x, 200, "{\"exit\":" + r.exit() + (stdout != null ? ",\"stdout\":" + Json.quoted(stdout)
                : ",\"stdoutBase64\":\"" + Base64.getEncoder().encodeToString(r.stdout()) + "\"") + ",\"stderr\":"
                + Json.quoted(r.stderr()) + "}");
    }

    /** {@code bytes} as UTF-8 text, or null when they are not. */
    static String text(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            return null;
        }
    }

    /** A refusal in words: JSON for the API, text for a page. */
    static void refuse(Exchange x, int status, String words, boolean api, Map<String, String> headers) {
        if (api) {
            x.send(status, with(headers, "Content-Type", "application/json; charset=utf-8"),
                    ("{\"error\":" + Json.quoted(words) + "}").getBytes(StandardCharsets.UTF_8));
        } else {
            text(x, status, words + "\n", headers);
        }
    }

    static void error(Exchange x, int status, String message) {
        refuse(x, status, message, true, Map.of());
    }

    static void json(Exchange x, int status, String json) {
        x.send(status, Map.of("Content-Type", "application/json; charset=utf-8", "Cache-Control", "no-store"),
                json.getBytes(StandardCharsets.UTF_8));
    }

    static void text(Exchange x, int status, String text, Map<String, String> headers) {
        x.send(status, with(headers, "Content-Type", "text/plain; charset=utf-8"), text.getBytes(StandardCharsets.UTF_8));
    }

    private static Map<String, String> with(Map<String, String> headers, String name, String value) {
        Map<String, String> all = new java.util.LinkedHashMap<>(headers);
        all.put(name, value);
        return all;
    }

}
