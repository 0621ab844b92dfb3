package io.github.grundy.core.io;

import static io.github.grundy.core.io.ReaderInputs.SRC;
import static io.github.grundy.core.io.ReaderInputs.assertError;
import static io.github.grundy.core.io.ReaderInputs.bothWays;
import static io.github.grundy.core.io.ReaderInputs.error;
import static io.github.grundy.core.io.ReaderInputs.reader;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.io.ReaderInputs.OneByteAtATime;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Reading unsigned 64-bit numbers: every length to twenty digits, both edges (2^63 and 2^64), leading zeros, the errors. */
class NumberReaderUnsignedTest {

    private static final String WORD = "a 64-bit number A";
    private static final String MAX = "18446744073709551615";

    @Test
    void everyLengthAndBothEdgesAgainstParseUnsignedLong() throws IOException {
        StringBuilder text = new StringBuilder();
        List<String> tokens = new ArrayList<>();
        String[] edges = {"0", "9223372036854775807", "9223372036854775808", "9999999999999999999",
            "10000000000000000000", "18446744073709549999", "18446744073709550000", "18446744073709551614", MAX,
            "1844674407370955" + "0000", "1844674407370954" + "9999", "00000" + MAX};
        tokens.addAll(List.of(edges));
        Random random = new Random(64);
        for (int i = 0; i < 6000; i++) {
            String t = Long.toUnsignedString(random.nextLong() >>> random.nextInt(64));
            tokens.add(random.nextInt(20) == 0 ? "0".repeat(1 + random.nextInt(5)) + t : t);
        }
        for (String t : tokens) {
            text.append(t).append(random.nextBoolean() ? " " : "\r\n");
        }
        for (NumberReader r : bothWays(text.toString().getBytes(StandardCharsets.US_ASCII))) {
            for (String t : tokens) {
                assertEquals(Long.parseUnsignedLong(t), r.nextUnsigned(WORD), t);
            }
            assertTrue(r.atEnd());
        }
    }

    @Test
    void leadingZerosFarPastTheLookAhead() throws IOException {
        String text = "0".repeat(300) + MAX + "\n" + "0".repeat(100) + "5";
        NumberReader[] readers = {reader(text),
            new NumberReader(new OneByteAtATime(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII))), SRC)};
        for (NumberReader r : readers) {
            assertEquals(-1L, r.nextUnsigned(WORD));
            assertEquals(5, r.nextUnsigned(WORD));
            assertTrue(r.atEnd());
        }
    }

    @Test
    void numbersFrom2To64AreRefusedWithTheBound() {
        for (String tooLarge : new String[] {"18446744073709551616", "18446744073709551620", "99999999999999999999",
            "100000000000000000000", "184467440737095516150"}) {
            NumberReader r = reader("1 " + tooLarge + " 2");
            InputException second = error(() -> {
                r.nextUnsigned(WORD);
                r.nextUnsigned(WORD);
            });
            assertError(SRC + ":1:3: expected " + WORD + " (at most 2^64-1 = " + MAX + "), found '" + tooLarge
                    + "', which is too large", 1, 3, second);
        }
        String zeros = "0".repeat(200) + "18446744073709551616";
        InputException far = error(() -> reader(zeros).nextUnsigned(WORD));
        assertTrue(far.getMessage().contains("which is too large"), far.getMessage());
    }

    @Test
    void signsLettersAndTheEndAreRefusedAsBySigned() {
        assertError(SRC + ":1:1: expected " + WORD + " (a non-negative integer), found the negative number '-5'", 1, 1,
                error(() -> reader("-5").nextUnsigned(WORD)));
        assertError(SRC + ":1:3: expected " + WORD + ", found '12x'", 1, 3, error(() -> {
            NumberReader r = reader("7 12x");
            r.nextUnsigned(WORD);
            r.nextUnsigned(WORD);
        }));
        assertError(SRC + ":2:1: expected " + WORD + ", found end of input", 2, 1, error(() -> {
            NumberReader r = reader("7\n");
            r.nextUnsigned(WORD);
            r.nextUnsigned(WORD);
        }));
        assertError(SRC + ":1:1: expected " + WORD + ", found '1234567890123456789x'", 1, 1,
                error(() -> reader("1234567890123456789x").nextUnsigned(WORD)));
    }
}
