package io.github.grundy.cli.formats;

import io.github.grundy.core.io.NumberReader;
import io.github.grundy.variants.bash.Bash;
import java.io.IOException;

/** Reads a Bash move limit m, which must be at least 1, and gives its game. */
public final class BashLimit {

    private BashLimit() {
    }

    static Bash read(NumberReader in) throws IOException {
        long m = in.next("a move limit m");
        if (m < 1) {
            throw in.rejectLast("a move limit m of at least 1", m);
        }
        return new Bash(m);
    }
}
