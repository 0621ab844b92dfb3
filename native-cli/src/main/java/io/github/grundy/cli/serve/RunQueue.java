package io.github.grundy.cli.serve;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The computations waiting for one of the server's few slots, served fairly: a client (one page)
 * holds at most {@code perClient} slots at once, so that with two slots one page's long
 * computations never keep another's small one waiting for them; among the waiting, the client
 * served longest ago goes first, so that a page that asks often does not starve one that asks
 * once. A client has at most {@code clientWaiting} computations waiting, and all clients together at
 * most {@code maxWaiting}: more are refused at once, in words.
 */
final class RunQueue {

    /** A computation to run, for a client. */
    static final class Entry {
        final String client;
        final Runnable work;
        /** Set by its slot's thread once it has started. */
        volatile Thread thread;
        /** Whether it has ended: guarded by this entry. */
        boolean ended;

        Entry(String client, Runnable work) {
            this.client = client;
            this.work = work;
        }
    }

    private final int perClient;
    private final int maxWaiting;
    private final int clientWaiting;
    private final List<Entry> waiting = new ArrayList<>();
    private final Map<String, Integer> running = new HashMap<>();
    /** When each client last had a computation started, as a count of starts. */
    private final Map<String, Long> served = new HashMap<>();
    private long starts;

    /**
     * An empty queue.
     *
     * @param perClient     the most slots one client holds at once
     * @param maxWaiting    the most computations waiting, all clients together
     * @param clientWaiting the most computations one client has waiting
     */
    RunQueue(int perClient, int maxWaiting, int clientWaiting) {
        this.perClient = perClient;
        this.maxWaiting = maxWaiting;
        this.clientWaiting = clientWaiting;
    }

    /**
     * Puts {@code e} in the queue.
     *
     * @return null, or why it is refused (the queue is full), in words
     */
    synchronized String offer(Entry e) {
        if (waiting.size() >= maxWaiting) {
            return "busy: " + maxWaiting + " computations are waiting already; try again in a few seconds";
        }
        if (waiting.stream().filter(w -> w.client.equals(e.client)).count() >= clientWaiting) {
            return "busy: this page has " + clientWaiting + " computations waiting already; wait for their answers";
        }
        waiting.add(e);
        notifyAll();
        return null;
    }

    /**
     * The next computation a slot may start, waiting for one: the first of the clients served
     * longest ago among those under their share of slots.
     */
    synchronized Entry take() throws InterruptedException {
        for (;;) {
            Entry best = null;
            for (Entry e : waiting) {
                if (running.getOrDefault(e.client, 0) < perClient
                        && (best == null || served.getOrDefault(e.client, -1L) < served.getOrDefault(best.client, -1L))) {
                    best = e;
                }
            }
            if (best != null) {
                waiting.remove(best);
                running.merge(best.client, 1, Integer::sum);
                served.put(best.client, starts++);
                if (served.size() > 4 * maxWaiting) {
                    // Forget clients long gone: only the order of those waiting matters.
                    served.keySet().retainAll(waiting.stream().map(w -> w.client).toList());
                }
                return best;
            }
            wait();
        }
    }

    /**
     * Takes {@code e} out of the queue if it has not started.
     *
     * @return whether it was waiting
     */
    synchronized boolean withdraw(Entry e) {
        return waiting.remove(e);
    }

    /** {@code e}, started by {@link #take()}, has ended: its slot is free. */
    synchronized void done(Entry e) {
        running.computeIfPresent(e.client, (k, n) -> n == 1 ? null : n - 1);
        notifyAll();
    }

    /** How many wait, for the words of a refusal. */
    synchronized int waiting() {
        return waiting.size();
    }
}
