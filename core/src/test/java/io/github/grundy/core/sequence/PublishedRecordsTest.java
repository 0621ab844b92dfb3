package io.github.grundy.core.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.github.grundy.core.store.ValueStore;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The frequencies of the values of the five unsolved octal games whose record runs Rogalski
 * publishes, at every power of two, file by file against his (test resources
 * {@code records/rogalski}): to 2^18 in the build (seconds), to 2^24 (the files kept here) with
 * {@code -Dgrundy.records=all}.
 */
class PublishedRecordsTest {

    private static final int LAST = "all".equals(System.getProperty("grundy.records")) ? 24 : 18;

    @ParameterizedTest
    @ValueSource(strings = {"0.014", "0.034", "0.161", "0.167", "0.172"})
    void frequenciesEqualRogalskis(String c) throws IOException {
        TakeBreakCode code = TakeBreakCode.parse(c);
        StoredSequence s = StoredSequence.of(code, ValueStore.inMemory(c, 20));
        s.extendTo(1L << LAST);
        int checked = 0;
        for (ValueFrequencies f : s.powersOfTwo()) {
            String name = "/records/rogalski/" + c + "/" + f.heaps();
            try (InputStream published = PublishedRecordsTest.class.getResourceAsStream(name)) {
                assertNotNull(published, name);
                assertEquals(new String(published.readAllBytes(), StandardCharsets.US_ASCII),
                        new String(f.text(), StandardCharsets.US_ASCII), name);
            }
            checked++;
        }
        assertEquals(LAST, checked, "2, 4, ..., 2^" + LAST);
    }
}
