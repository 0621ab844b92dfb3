package io.github.grundy.core.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Reports reach the watcher of their own thread, and no one once the watch is closed. */
class ActivityTest {

    @Test
    void aWatchHearsItsThreadUntilClosedAndTheOneBeforeComesBack() throws InterruptedException {
        List<String> outer = new ArrayList<>();
        List<String> inner = new ArrayList<>();
        assertFalse(Activity.watched());
        try (Activity.Watch a = Activity.watch(outer::add)) {
            Activity.report("one");
            try (Activity.Watch b = Activity.watch(inner::add)) {
                Activity.report("two");
                Thread other = new Thread(() -> Activity.report("elsewhere"));
                other.start();
                other.join();
            }
            assertTrue(Activity.watched());
            Activity.report("three");
        }
        assertFalse(Activity.watched());
        Activity.report("nobody");
        assertEquals(List.of("one", "three"), outer);
        assertEquals(List.of("two"), inner);
    }
}
