package io.github.grundy.cli.serve;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Consumer;

/**
 * Accepts connections and reads their requests on one thread, without blocking (java.nio): a
 * request must be whole, head and body, within {@code readMillis} of its connection, whatever its
 * pace; a connection that sends nothing or too slowly is closed then. Only a whole request (or its
 * refusal) takes a thread of the server's, so slow clients hold no thread and there can be far more
 * connections than threads.
 */
final class Listener implements AutoCloseable {

    /** The most connections open at once; more are closed as they come. */
    static final int MAX_CONNECTIONS = 1000;

    private final ServerSocketChannel server;
    private final Selector selector;
    private final ExecutorService workers;
    private final ScheduledExecutorService timer;
    private final Consumer<Exchange> handler;
    private final long readNanos;
    private final int maxBody;
    private final long drain;
    private final Thread thread;
    private volatile boolean open = true;
    /** Requests whole, their keys cancelled: given to a worker once the selector has let go of them. */
    private final Queue<Exchange> ready = new ArrayDeque<>();
    private final ByteBuffer buffer = ByteBuffer.allocate(16 * 1024);

    /**
     * Listens on {@code address} and starts reading.
     *
     * @param address    where to listen
     * @param readMillis how long a request may take to arrive, whole
     * @param maxBody    the largest body read
     * @param drain      the most bytes of a larger body read and dropped before its refusal
     * @param workers    where whole requests are handled
     * @param timer      for the answers' write deadlines
     * @param handler    what handles a request (or answers its refusal), on a worker
     * @throws IOException if the address cannot be bound
     */
    Listener(InetSocketAddress address, long readMillis, int maxBody, long drain, ExecutorService workers,
            ScheduledExecutorService timer, Consumer<Exchange> handler) throws IOException {
        this.readNanos = readMillis * 1_000_000;
        this.maxBody = maxBody;
        this.drain = drain;
        this.workers = workers;
        this.timer = timer;
        this.handler = handler;
        selector = Selector.open();
        server = ServerSocketChannel.open();
        try {
            server.bind(address, 128);
            server.configureBlocking(false);
            server.register(selector, SelectionKey.OP_ACCEPT);
        } catch (IOException e) {
            server.close();
            selector.close();
            throw e;
        }
        thread = new Thread(this::loop, "grundy-serve-listen");
        thread.setDaemon(true);
        thread.start();
    }

    /** The port listened on. */
    int port() {
        return server.socket().getLocalPort();
    }

    private void loop() {
        try {
            while (open) {
                selector.select(200);
                // The keys cancelled last time are deregistered now: their channels may block.
                for (Exchange x; (x = ready.poll()) != null; ) {
                    handOff(x);
                }
                Iterator<SelectionKey> keys = selector.selectedKeys().iterator();
                while (keys.hasNext()) {
                    SelectionKey key = keys.next();
                    keys.remove();
                    if (!key.isValid()) {
                        continue;
                    }
                    if (key.isAcceptable()) {
                        accept();
                    } else if (key.isReadable()) {
                        read(key);
                    }
                }
                expire(System.nanoTime());
            }
        } catch (ClosedSelectorException e) {
            // Closed: the server stops.
        } catch (IOException e) {
            System.err.println("grundy: serve: the listener stopped: " + e.getMessage());
        } finally {
            shut();
        }
    }

    private void accept() throws IOException {
        for (SocketChannel c; (c = server.accept()) != null; ) {
            if (selector.keys().size() > MAX_CONNECTIONS) {
                quietly(c);
                continue;
            }
            c.configureBlocking(false);
            InetSocketAddress remote = (InetSocketAddress) c.getRemoteAddress();
            String client = remote == null ? "?" : remote.getAddress().getHostAddress();
            c.register(selector, SelectionKey.OP_READ, new Incoming(System.nanoTime() + readNanos, client, maxBody,
                    drain));
        }
    }

    private void read(SelectionKey key) {
        SocketChannel c = (SocketChannel) key.channel();
        Incoming in = (Incoming) key.attachment();
        Incoming.Outcome outcome;
        try {
            buffer.clear();
            if (c.read(buffer) < 0) {
                // The client gave up before its request was whole.
                quietly(c);
                return;
            }
            buffer.flip();
            outcome = in.feed(buffer);
            if (in.continueAsked()) {
                // Best effort, tiny: a client that cannot take 25 bytes now sends its body anyway.
                c.write(ByteBuffer.wrap("HTTP/1.1 100 Continue\r\n\r\n".getBytes(StandardCharsets.US_ASCII)));
            }
        } catch (IOException e) {
            quietly(c);
            return;
        }
        if (outcome instanceof Incoming.More) {
            return;
        }
        key.cancel();
        ready.add(new Exchange(c, timer, outcome instanceof Incoming.Whole w ? w.request() : null,
                outcome instanceof Incoming.Refused r ? r : null));
        // Deregistered at the next select, which must not wait.
        selector.wakeup();
    }

    private void handOff(Exchange x) {
        try {
            x.channel().configureBlocking(true);
            workers.execute(() -> handler.accept(x));
        } catch (IOException | RejectedExecutionException e) {
            quietly(x.channel());
        }
    }

    /** Closes the connections whose request is not whole in time; one that sent part of it is told why. */
    private void expire(long now) {
        List<SelectionKey> late = new ArrayList<>();
        for (SelectionKey key : selector.keys()) {
            if (key.attachment() instanceof Incoming in && now - in.deadline > 0) {
                late.add(key);
            }
        }
        for (SelectionKey key : late) {
            SocketChannel c = (SocketChannel) key.channel();
            if (((Incoming) key.attachment()).started()) {
                String words = "a request must arrive whole within " + readNanos / 1_000_000_000 + " s\n";
                try {
                    // Non-blocking, once: a client this slow may not read it.
                    c.write(ByteBuffer.wrap(("HTTP/1.1 408 Request Timeout\r\nContent-Type: text/plain; charset=utf-8\r\n"
                            + "Content-Length: " + words.length() + "\r\nConnection: close\r\n\r\n" + words)
                            .getBytes(StandardCharsets.US_ASCII)));
                } catch (IOException e) {
                    // Gone already.
                }
            }
            quietly(c);
        }
    }

    private static void quietly(SocketChannel c) {
        try {
            c.close();
        } catch (IOException e) {
            // Closing a connection that failed: nothing more to do.
        }
    }

    @Override
    public void close() {
        open = false;
        selector.wakeup();
        try {
            thread.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Closes every connection still being read, the selector and the socket listened on. */
    private void shut() {
        try {
            for (SelectionKey key : selector.keys()) {
                if (key.channel() instanceof SocketChannel c) {
                    quietly(c);
                }
            }
            selector.close();
            server.close();
        } catch (IOException e) {
            // Stopping: nothing to report.
        }
    }
}
