package io.github.grundy.cli.serve;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One request and its one answer. The answer is sent once, by whoever comes first (the run, its
 * time limit, its wait in the queue); later ones are dropped. Then the connection is closed: each
 * connection carries one request, so that none stays open idle.
 */
final class Exchange {

    /** How long an answer may take to be written: a client that does not read it is dropped. */
    static final long WRITE_MILLIS = 30_000;

    private static final Map<Integer, String> REASONS = Map.ofEntries(Map.entry(200, "OK"),
            Map.entry(400, "Bad Request"), Map.entry(403, "Forbidden"), Map.entry(404, "Not Found"),
            Map.entry(405, "Method Not Allowed"), Map.entry(408, "Request Timeout"), Map.entry(411, "Length Required"),
            Map.entry(413, "Content Too Large"), Map.entry(415, "Unsupported Media Type"),
            Map.entry(421, "Misdirected Request"), Map.entry(431, "Request Header Fields Too Large"),
            Map.entry(500, "Internal Server Error"), Map.entry(503, "Service Unavailable"));

    private final SocketChannel channel;
    private final ScheduledExecutorService timer;
    private final AtomicBoolean answered = new AtomicBoolean();
    /** The request, or null when it was refused before it was whole. */
    final Request request;
    /** Why it was refused before it was whole, or null. */
    final Incoming.Refused refused;

    Exchange(SocketChannel channel, ScheduledExecutorService timer, Request request, Incoming.Refused refused) {
        this.channel = channel;
        this.timer = timer;
        this.request = request;
        this.refused = refused;
    }

    /** The connection. */
    SocketChannel channel() {
        return channel;
    }

    /** Whether an answer has been sent (or is being sent). */
    boolean answered() {
        return answered.get();
    }

    /**
     * Sends the answer and closes the connection, unless an answer was sent already.
     *
     * @param status  the HTTP status
     * @param headers its headers besides the length and the ones every answer has
     * @param body    its body (not sent for a HEAD request, whose length it still gives)
     * @return whether this was the answer
     */
    boolean send(int status, Map<String, String> headers, byte[] body) {
        if (!answered.compareAndSet(false, true)) {
            return false;
        }
        Map<String, String> all = new LinkedHashMap<>(headers);
        all.put("Content-Length", Integer.toString(body.length));
        all.put("Connection", "close");
        all.put("X-Content-Type-Options", "nosniff");
        all.put("Referrer-Policy", "no-referrer");
        StringBuilder head = new StringBuilder("HTTP/1.1 ").append(status).append(' ')
                .append(REASONS.getOrDefault(status, "Status")).append("\r\n");
        all.forEach((k, v) -> head.append(k).append(": ").append(v).append("\r\n"));
        head.append("\r\n");
        boolean head0 = request != null && request.method().equals("HEAD");
        // A client that does not read its answer holds this thread no longer than WRITE_MILLIS.
        ScheduledFuture<?> guard = timer.schedule(this::close, WRITE_MILLIS, TimeUnit.MILLISECONDS);
        try {
            ByteBuffer[] out = {ByteBuffer.wrap(head.toString().getBytes(StandardCharsets.ISO_8859_1)),
                ByteBuffer.wrap(head0 ? new byte[0] : body)};
            while (out[0].hasRemaining() || out[1].hasRemaining()) {
                channel.write(out);
            }
            channel.shutdownOutput();
        } catch (IOException e) {
            // The client left, or did not read in time: nobody to tell.
        } finally {
            guard.cancel(false);
            close();
        }
        return true;
    }

    private void close() {
        try {
            channel.close();
        } catch (IOException e) {
            // Closing a connection that failed: nothing more to do.
        }
    }
}
