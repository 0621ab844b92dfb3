package io.github.grundy.cli.serve;

/**
 * The server's bounds in time.
 *
 * @param readMillis  how long a request may take to arrive, whole, headers and body
 * @param waitMillis  how long a computation may wait for a slot before it is told the server is busy
 * @param limitMillis each computation's time limit: its answer comes by then and {@link PageServer#GRACE_MILLIS}
 */
record Bounds(long readMillis, long waitMillis, long limitMillis) {

    /** The bounds {@code grundy serve} has, for computations of {@code limitMillis}. */
    static Bounds of(long limitMillis) {
        return new Bounds(5_000, 20_000, limitMillis);
    }
}
