package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.Json;
import io.github.grundy.cli.common.JsonReader;
import io.github.grundy.cli.serve.FuzzedServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page's API fuzzed: random requests to {@code POST /api/run} (and its neighbours) of an
 * in-process {@code grundy serve}: argument lists drawn as the command-line fuzzer draws them
 * ({@link CommandLineDraws}), those bodies cut short or with bytes flipped, JSON nested deep or with
 * numbers and strings past any limit, bodies at and past the server's limit, wrong content types,
 * methods and paths. Every answer must be a status the server documents with a JSON (or, for a
 * page, text) body holding no Java word; a run's answer is held to what {@link CommandLineFuzzTest}
 * holds a command line's; no request hangs; and the server still serves its page afterwards.
 * {@code -Dgrundy.fuzz.tries=N -Dgrundy.fuzz.seed=S} as for the command line.
 */
class ApiFuzzTest {

    /** What the server answers: a run, a refusal of the request, of its origin, path, method, size or type, busy. */
    private static final List<Integer> STATUSES = List.of(200, 400, 403, 404, 405, 413, 415, 503);

    /** The commands the page runs (RunRequest): a draw of another is refused before it runs. */
    private static final List<String> PAGE_COMMANDS = List.of("list", "solve", "table", "nimber", "play");

    /** The server's own limit of each computation (as --time-limit): a long one stops, it does not hang. */
    private static final String TIME_LIMIT = "5";

    /** Far beyond a run's time limit (its answer comes by the limit and a quarter second): only a hang takes this long. */
    private static final Duration HANG = Duration.ofSeconds(120);

    @Test
    void everyDrawnRequestGetsADocumentedAnswer(@TempDir Path dir) throws Exception {
        long seed = Long.getLong("grundy.fuzz.seed", 1);
        int tries = Integer.getInteger("grundy.fuzz.tries", 300);
        SplittableRandom random = new SplittableRandom(seed);
        Dice dice = new Dice(random);
        CommandLineDraws draws = new CommandLineDraws(seed, dir);
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        List<String> findings = new ArrayList<>();
        int[] statuses = new int[600];
        try (FuzzedServer server = FuzzedServer.start(TIME_LIMIT)) {
            for (int i = 0; i < tries && findings.size() < 20; i++) {
                Request request = request(dice, draws, server);
                HttpResponse<String> response;
                try {
                    response = client.send(request.http(), HttpResponse.BodyHandlers.ofString());
                } catch (HttpTimeoutException e) {
                    findings.add("hangs: " + request);
                    continue;
                } catch (IOException e) {
                    findings.add("no answer (" + e.getMessage() + "): " + request);
                    continue;
                }
                statuses[response.statusCode()]++;
                String problem = problem(request, response);
                if (problem != null) {
                    findings.add(problem + ": " + request + "\n    status " + response.statusCode() + ": "
                            + shorter(response.body()));
                }
                if (i % 50 == 49 && !servesItsPage(client, server)) {
                    findings.add("the server no longer serves its page after: " + request);
                    break;
                }
            }
            if (findings.isEmpty() && !servesItsPage(client, server)) {
                findings.add("the server no longer serves its page");
            }
        }
        System.out.printf("api fuzz: %d requests from seed %d: 200: %d, 400: %d, 413: %d, 415: %d, others: %d%n",
                tries, seed, statuses[200], statuses[400], statuses[413], statuses[415],
                tries - statuses[200] - statuses[400] - statuses[413] - statuses[415]);
        assertTrue(findings.isEmpty(), findings.size() + " findings (seed " + seed + "):\n"
                + String.join("\n", findings));
    }

    /**
     * A request: its HTTP form, and the command line it asks to run (empty when it is no run).
     *
     * @param http  the request as sent
     * @param draw  the command line of a well-formed run, or null
     * @param about what it is, for a finding
     */
    private record Request(HttpRequest http, CommandLineDraws.Draw draw, String about) {
        @Override
        public String toString() {
            return http.method() + " " + http.uri().getPath() + " " + about;
        }
    }

    private static Request request(Dice dice, CommandLineDraws draws, FuzzedServer server) {
        CommandLineDraws.Draw draw = pageDraw(dice, draws);
        String body = body(draw);
        String path = "/api/run";
        String method = "POST";
        String type = "application/json";
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        CommandLineDraws.Draw ran = draw;
        switch (dice.below(10)) {
            case 0 -> {
                bytes = Arrays.copyOf(bytes, dice.below(bytes.length));
                ran = null;
            }
            case 1 -> {
                for (int n = dice.between(1, 4); n > 0; n--) {
                    bytes[dice.below(bytes.length)] = (byte) dice.pick(List.of(0xFF, 0xC3, 0x00, 0x22, 0x5C, 0x7B,
                            dice.below(256))).intValue();
                }
                ran = null;
            }
            case 2 -> {
                bytes = junk(dice).getBytes(StandardCharsets.UTF_8);
                ran = null;
            }
            case 3 -> {
                // At the server's limit and past it: one argument long enough to fill the body.
                int size = FuzzedServer.maxBody() + dice.pick(List.of(-100, -20, 0, 1, 1000, 1 << 20));
                String filler = "1".repeat(Math.max(0, size - 22));
                bytes = ("{\"args\":[\"solve\",\"" + filler + "\"]}").getBytes(StandardCharsets.UTF_8);
                ran = null;
            }
            case 4 -> {
                type = dice.chance(50) ? type : dice.pick(List.of("text/plain", "", "application/jsonx",
                        "application/json; charset=latin1", "APPLICATION/JSON", "multipart/form-data; boundary=x"));
                if (dice.chance(50)) {
                    // The run's id, as cancel and progress take it, or anything else.
                    bytes = dice.pick(List.of("\"run-1\"", "\"\"", "null", "[\"run-1\"]", "\"" + "x".repeat(100) + "\"",
                            junk(dice))).getBytes(StandardCharsets.UTF_8);
                }
                method = dice.pick(List.of("POST", "GET", "PUT", "DELETE", "OPTIONS"));
                path = dice.pick(List.of("/api/run", "/api/cancel", "/api/progress", "/api/nope", "/api/", "/api/run/x"));
                ran = null;
            }
            default -> {
                // A well-formed run, as the page sends it.
            }
        }
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(server.url() + path.substring(1))).timeout(HANG)
                .method(method, method.equals("GET") ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofByteArray(bytes));
        if (!type.isEmpty()) {
            b.header("Content-Type", type);
        }
        if (dice.chance(10)) {
            b.header("X-Grundy-Run", dice.pick(List.of("run-1", "", "a b", "x".repeat(65), "é")));
        }
        String shown = bytes.length > 300 ? new String(bytes, 0, 300, StandardCharsets.UTF_8) + "... (" + bytes.length
                + " bytes)" : new String(bytes, StandardCharsets.UTF_8);
        return new Request(b.build(), ran, "[" + type + "] " + shown);
    }

    /** A drawn command line the page may run: from its command on, without what the server adds itself. */
    private static CommandLineDraws.Draw pageDraw(Dice dice, CommandLineDraws draws) {
        for (;;) {
            CommandLineDraws.Draw draw = draws.next();
            List<String> args = new ArrayList<>(draw.args());
            while (!args.isEmpty() && !PAGE_COMMANDS.contains(args.get(0)) && args.get(0).startsWith("-")) {
                args.remove(0);
            }
            args.removeIf(a -> a.startsWith("--timeout") || a.startsWith("--rules"));
            if (args.isEmpty() || !PAGE_COMMANDS.contains(args.get(0)) && dice.chance(90)) {
                continue;
            }
            if (args.get(0).equals("table") && args.stream().noneMatch(a -> a.startsWith("--to=")) && dice.chance(80)) {
                args.add("--to=" + dice.pick(List.of("0", "20", "300", "5x5", "1000000", "999x999")));
            }
            return new CommandLineDraws.Draw(args, draw.stdin());
        }
    }

    /** The body the page sends for {@code draw}: its arguments, and play's moves. */
    private static String body(CommandLineDraws.Draw draw) {
        StringBuilder b = new StringBuilder("{\"args\":[");
        for (int i = 0; i < draw.args().size(); i++) {
            b.append(i == 0 ? "" : ",").append(Json.quoted(draw.args().get(i)));
        }
        b.append(']');
        if (draw.args().get(0).equals("play") && draw.stdin().length > 0) {
            b.append(",\"input\":").append(Json.quoted(new String(draw.stdin(), StandardCharsets.UTF_8)));
        }
        return b.append('}').toString();
    }

    /** JSON that is no request, or no JSON: deep, long, of the wrong types, or broken. */
    private static String junk(Dice dice) {
        int deep = dice.pick(List.of(10, 999, 1000, 1001, 20_000));
        return switch (dice.below(10)) {
            case 0 -> "[".repeat(deep) + "]".repeat(deep);
            case 1 -> "{\"args\":" + "[".repeat(deep) + "\"solve\"" + "]".repeat(deep) + "}";
            case 2 -> "{\"args\":[\"nimber\",\"1\"],\"x\":" + "{\"a\":".repeat(deep) + "1" + "}".repeat(deep) + "}";
            case 3 -> "{\"args\":[\"solve\",\"nim\"],\"n\":" + "9".repeat(dice.pick(List.of(20, 999, 1001, 5000))) + "}";
            case 4 -> "{\"args\":[\"solve\",\"nim\"],\"n\":1e" + dice.pick(List.of("999999", "-99999", "400")) + "}";
            case 5 -> dice.pick(List.of("", " ", "null", "true", "1", "\"solve\"", "[]", "{}", "{\"args\":[]}",
                    "{\"args\":null}", "{\"args\":[1,2]}", "{\"args\":[\"list\"],\"args\":[\"list\"]}", "\uFEFF{\"args\":[\"list\"]}"));
            case 6 -> "{\"args\":[\"solve\",\"nim\",\"\\u" + dice.pick(List.of("D800", "DFFF", "0000", "zzzz", "12")) + "\"]}";
            case 7 -> "{\"args\":[\"play\",\"nim\",\"3\"],\"input\":" + dice.pick(List.of("1", "null", "[\"1 -> 0\"]",
                    "\"" + "1 -> 0\\n".repeat(dice.pick(List.of(1, 200, 201))) + "\"")) + "}";
            case 8 -> "{\"args\":[\"" + dice.pick(PAGE_COMMANDS) + "\"," + "\"x\",".repeat(dice.pick(List.of(1, 5000)))
                    + "\"1\"]}";
            default -> "{\"args\":[\"solve\",\"nim\",\"3\"]" + dice.pick(List.of("", ",", "}", "]}", "}}", " x")) ;
        };
    }

    /** What is wrong with {@code response} to {@code request}, or null. */
    private static String problem(Request request, HttpResponse<String> response) {
        int status = response.statusCode();
        if (!STATUSES.contains(status)) {
            return "status " + status;
        }
        String body = response.body();
        String java = CommandLineFuzzTest.javaWord(body);
        if (java != null) {
            return "a Java word in the answer (" + java + ")";
        }
        String type = response.headers().firstValue("Content-Type").orElse("");
        if (!type.startsWith("application/json")) {
            return "an answer that is not JSON (" + type + ")";
        }
        Object json;
        try {
            json = JsonReader.read(body);
        } catch (IllegalArgumentException e) {
            return "an answer that does not parse (" + e.getMessage() + ")";
        }
        if (!(json instanceof Map<?, ?> answer)) {
            return "an answer that is no object";
        }
        if (status != 200) {
            return answer.get("error") instanceof String s && !s.isEmpty() ? null : "a refusal without its error";
        }
        if (request.http().uri().getPath().equals("/api/run") && request.draw() != null) {
            if (!(answer.get("exit") instanceof Long exit) || !(answer.get("stderr") instanceof String stderr)) {
                return "a run's answer without its exit and stderr";
            }
            String stdout = answer.get("stdout") instanceof String s ? s : answer.containsKey("stdoutBase64") ? "(bytes)" : "";
            return CommandLineFuzzTest.problem(request.draw(), new CliCase.Outcome(stdout, stderr, exit.intValue()));
        }
        return null;
    }

    private static boolean servesItsPage(HttpClient client, FuzzedServer server) throws InterruptedException {
        try {
            HttpResponse<String> page = client.send(HttpRequest.newBuilder(URI.create(server.url())).timeout(HANG)
                    .build(), HttpResponse.BodyHandlers.ofString());
            return page.statusCode() == 200 && page.body().contains("<script");
        } catch (IOException e) {
            return false;
        }
    }

    private static String shorter(String text) {
        return text.length() <= 300 ? text : text.substring(0, 300) + "...";
    }
}
