package io.github.grundy.cli.serve;

import java.util.Map;

/**
 * A request as it arrived, whole: read within the server's bound before any thread took it.
 *
 * @param method  its method, as sent ({@code GET}, {@code POST}, ...)
 * @param target  its target: a path with its query ({@code /api/run}), or an absolute address
 * @param headers its headers, by name in lower case (a repeated header: its first value)
 * @param body    its body (empty without one)
 * @param client  the address it came from, as written by {@link java.net.InetAddress#getHostAddress()}
 */
record Request(String method, String target, Map<String, String> headers, byte[] body, String client) {

    /** The header {@code name} (any case), or null. */
    String header(String name) {
        return headers.get(name.toLowerCase(java.util.Locale.ROOT));
    }

    /** The path of an origin-form target: before its query. */
    String path() {
        int q = target.indexOf('?');
        return q < 0 ? target : target.substring(0, q);
    }
}
