package io.github.grundy.cli.serve;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A request being read, a few bytes at a time as they come: its head (request line and headers)
 * and then its body, each checked as soon as it is whole. It holds no thread: the listener feeds it
 * what the connection has, and drops it at its deadline whatever it has received.
 */
final class Incoming {

    /** The largest head: request line and headers. A browser's are a few hundred bytes. */
    static final int MAX_HEAD = 16 * 1024;

    /** The most headers a request may have. */
    private static final int MAX_HEADERS = 100;

    private static final Pattern METHOD = Pattern.compile("[A-Z]{1,16}");
    private static final Pattern NAME = Pattern.compile("[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}");
    private static final Pattern TARGET = Pattern.compile("[\\x21-\\x7e]{1,8192}");

    /** What the bytes so far make. */
    sealed interface Outcome permits More, Whole, Refused {
    }

    /** Not whole yet: read on. */
    record More() implements Outcome {
    }

    /** The request, whole. */
    record Whole(Request request) implements Outcome {
    }

    /**
     * A request refused before it is whole, in words.
     *
     * @param status  the HTTP status
     * @param words   what is wrong
     * @param api     whether it was for the API (answered in JSON) rather than the page (text)
     */
    record Refused(int status, String words, boolean api) implements Outcome {
        /** The headers its answer carries: the method the API takes, with a 405. */
        Map<String, String> headers() {
            return status == 405 ? Map.of("Allow", "POST") : Map.of();
        }
    }

    private static final More MORE = new More();

    final long deadline;
    private final String client;
    private final int maxBody;
    private final long drain;
    private byte[] bytes = new byte[2048];
    private int length;
    /** Where the body starts, once the head is whole; -1 before. */
    private int bodyAt = -1;
    private String method;
    private String target;
    private Map<String, String> headers;
    private long contentLength;
    /** Bytes of a body too large that are still to be dropped before its refusal (so that the client reads it). */
    private long dropping = -1;
    private boolean continueAsked;

    /**
     * A request about to be read.
     *
     * @param deadline when it must be whole (System.nanoTime)
     * @param client   the address it comes from
     * @param maxBody  the largest body taken
     * @param drain    the most bytes of a larger body read (and dropped) so that its refusal reaches the client
     */
    Incoming(long deadline, String client, int maxBody, long drain) {
        this.deadline = deadline;
        this.client = client;
        this.maxBody = maxBody;
        this.drain = drain;
    }

    /** Whether any byte has come. */
    boolean started() {
        return length > 0 || dropping >= 0;
    }

    /**
     * Whether the client asked, with {@code Expect: 100-continue}, to be told to send its body; true once.
     */
    boolean continueAsked() {
        boolean asked = continueAsked;
        continueAsked = false;
        return asked;
    }

    /** Takes what the connection had (the buffer flipped for reading) and says what the request is now. */
    Outcome feed(ByteBuffer data) {
        if (dropping >= 0) {
            dropping -= data.remaining();
            data.position(data.limit());
            return dropping <= 0 ? tooLarge() : MORE;
        }
        int n = data.remaining();
        if (length + n > bytes.length) {
            bytes = java.util.Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + n));
        }
        data.get(bytes, length, n);
        length += n;
        if (bodyAt < 0) {
            int end = headEnd(Math.max(0, length - n - 3));
            if (end < 0) {
                return length > MAX_HEAD ? new Refused(431, "a request's headers are at most " + MAX_HEAD + " bytes",
                        false) : MORE;
            }
            Outcome head = head(end);
            if (head != null) {
                return head;
            }
            if (contentLength > maxBody) {
                dropping = contentLength - (length - bodyAt);
                if (contentLength > drain) {
                    // No page sends this much: refused at once, the rest unread.
                    return tooLarge();
                }
                return dropping <= 0 ? tooLarge() : MORE;
            }
        }
        if (length - bodyAt < contentLength) {
            return MORE;
        }
        byte[] body = java.util.Arrays.copyOfRange(bytes, bodyAt, bodyAt + (int) contentLength);
        return new Whole(new Request(method, target, Map.copyOf(headers), body, client));
    }

    /** A body too long; but what the API would refuse whatever the body (method, type) is said first. */
    private Refused tooLarge() {
        Refused head = isApi() ? Api.refusedWhateverTheBody(method, headers.get("content-type")) : null;
        return head != null ? head : new Refused(413, "a request is at most " + maxBody + " bytes", isApi());
    }

    private boolean isApi() {
        return target != null && target.startsWith("/api/");
    }

    /** The index just past the blank line that ends the head (CRLF CRLF, or LF LF), or -1. */
    private int headEnd(int from) {
        for (int i = from; i < length; i++) {
            if (bytes[i] == '\n') {
                if (i + 1 < length && bytes[i + 1] == '\n') {
                    return i + 2;
                }
                if (i + 2 < length && bytes[i + 1] == '\r' && bytes[i + 2] == '\n') {
                    return i + 3;
                }
            }
        }
        return -1;
    }

    /** Reads the head ending at {@code end}: null when it is good, else its refusal. */
    private Outcome head(int end) {
        bodyAt = end;
        String[] lines = new String(bytes, 0, end, StandardCharsets.ISO_8859_1).split("\r?\n");
        String[] line = lines[0].split(" ", -1);
        if (line.length != 3 || !METHOD.matcher(line[0]).matches() || !TARGET.matcher(line[1]).matches()
                || !line[2].matches("HTTP/1\\.[01]")) {
            return new Refused(400, "a request starts with a line such as 'GET / HTTP/1.1'", false);
        }
        method = line[0];
        target = line[1];
        headers = new HashMap<>();
        if (lines.length - 1 > MAX_HEADERS) {
            return new Refused(431, "a request has at most " + MAX_HEADERS + " headers", isApi());
        }
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon <= 0 || !NAME.matcher(lines[i].substring(0, colon)).matches()) {
                return new Refused(400, "a header is a line 'Name: value'", isApi());
            }
            String name = lines[i].substring(0, colon).toLowerCase(Locale.ROOT);
            String value = lines[i].substring(colon + 1).strip();
            if (name.equals("content-length") && headers.containsKey(name) && !headers.get(name).equals(value)) {
                return new Refused(400, "a request has one Content-Length", isApi());
            }
            headers.putIfAbsent(name, value);
        }
        if (headers.containsKey("transfer-encoding")) {
            return new Refused(411, "a request gives its length in Content-Length (no Transfer-Encoding)", isApi());
        }
        String length = headers.get("content-length");
        if (length == null) {
            contentLength = 0;
        } else if (!length.matches("[0-9]{1,18}")) {
            return new Refused(400, "Content-Length is the body's length in bytes, a whole number, not '"
                    + (length.length() > 40 ? length.substring(0, 40) + "..." : length) + "'", isApi());
        } else {
            contentLength = Long.parseLong(length);
        }
        continueAsked = contentLength > 0 && "100-continue".equalsIgnoreCase(headers.get("expect"));
        return null;
    }
}
