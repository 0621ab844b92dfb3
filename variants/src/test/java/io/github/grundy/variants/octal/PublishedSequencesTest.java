package io.github.grundy.variants.octal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.grundy.core.sequence.TakeBreakCode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The published sequences (OEIS, with their sources in each file of test resources /oeis),
 * value by value, against both of grundy's engines: the rare/common one and the plain mex loop.
 */
class PublishedSequencesTest {

    private static long[] published(String file) throws IOException {
        try (InputStream in = PublishedSequencesTest.class.getResourceAsStream("/oeis/" + file)) {
            String text = new String(in.readAllBytes(), StandardCharsets.US_ASCII);
            return text.lines().filter(l -> !l.startsWith("#") && !l.isBlank())
                    .flatMap(l -> Arrays.stream(l.split(",\\s*"))).mapToLong(s -> Long.parseLong(s.strip())).toArray();
        }
    }

    /** Term {@code i} of {@code expected} is the value of heap {@code i + shift} of the game of {@code code}. */
    private static void assertSequence(String code, long[] expected, int shift, String source) {
        TakeBreak game = new TakeBreak(TakeBreakCode.parse(code), "octal --code=" + code, 10_000)
                .prepare(expected.length + 1L);
        int[] plain = io.github.grundy.core.sequence.MexTable.build(TakeBreakCode.parse(code), expected.length + 1).toArray();
        for (int i = 0; i < expected.length; i++) {
            int heap = i + shift;
            assertEquals(expected[i], game.grundy(heap), source + ": heap " + heap + " of " + code);
            assertEquals(expected[i], plain[heap], source + " (plain engine): heap " + heap + " of " + code);
        }
    }

    @Test
    void kaylesIsA002186() throws IOException {
        assertSequence("0.77", published("A002186-kayles-0.77.txt"), 0, "A002186");
    }

    @Test
    void dawsonsKaylesIsA002187ShiftedByOne() throws IOException {
        long[] chess = published("A002187-dawsons-chess-0.137.txt");
        // .07 has values a(n-1): term i is the value of heap i + 1 of .07.
        assertSequence("0.07", chess, 1, "A002187");
        assertSequence("0.137", chess, 0, "A002187");
    }

    @Test
    void grundysGameIsA002188() throws IOException {
        assertSequence("4!.0", published("A002188-grundys-game-4!.0.txt"), 0, "A002188");
    }

    @Test
    void pointSixIsA046695() throws IOException {
        assertSequence("0.6", published("A046695-0.6.txt"), 0, "A046695");
    }
}
