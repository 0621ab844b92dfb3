package io.github.grundy.core.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run is stopped by interrupting its thread, and file channels close on an interrupted thread:
 * the store still appends (new segments and escapes included) and commits there, and leaves the
 * flag set for the stop to go on.
 */
class ValueStoreInterruptTest {

    @Test
    void appendsAndCommitsOnAnInterruptedThread(@TempDir Path dir) throws IOException {
        char[] values = new char[5000];
        for (int i = 0; i < values.length; i++) {
            // Values up to 400, some rare under the hint: escapes as well as bytes.
            values[i] = (char) ((i * 37) % 401);
        }
        try (ValueStore store = ValueStore.create(dir.resolve("s"), "g", 10)) {
            store.classHint(0x1ee, false, 0);
            store.append(values, 0, 1000);
            Thread.currentThread().interrupt();
            store.append(values, 1000, 4000);
            store.commit();
            assertTrue(Thread.interrupted(), "the flag is left set (and cleared here)");
        }
        try (ValueStore store = ValueStore.open(dir.resolve("s"), "g")) {
            assertEquals(values.length, store.size());
            assertTrue(store.escapes() > 0, "some values were escapes");
            for (int i = 0; i < values.length; i++) {
                assertEquals(values[i], store.get(i), "heap " + i);
            }
        }
    }
}
