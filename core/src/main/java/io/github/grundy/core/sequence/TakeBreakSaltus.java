package io.github.grundy.core.sequence;

import io.github.grundy.core.period.ArithmeticProof;
import io.github.grundy.core.period.ThreeHeapSaltus;
import java.util.Optional;
import java.util.function.IntUnaryOperator;

/**
 * The saltus a take-and-break code's table proves ({@link ThreeHeapSaltus}, docs/theory.md): the
 * code's digits handed to the test, for a finite code without {@code !}; nothing for the others,
 * where the test's proof does not hold (heaps without bound, or heaps that must differ).
 *
 * @since SPI version 2
 */
public final class TakeBreakSaltus {

    private TakeBreakSaltus() {
    }

    /**
     * Whether the test may prove a climb of {@code code}: a finite code without {@code !} whose
     * moves may leave three heaps. Finite codes that leave two heaps at most never climb for ever
     * (Horrocks and Nowakowski, INTEGERS 3 (2003)).
     *
     * @param code the game
     * @return true when {@link #prove} may give a proof
     */
    public static boolean mayClimb(TakeBreakCode code) {
        return !code.isInfinite() && !code.hasUnequal() && code.maxParts() == 3;
    }

    /**
     * The least period with a power-of-two saltus that the table of {@code code} proves.
     *
     * @param code   the game
     * @param values its value of each heap, by the definition, for heaps {@code 0..length-1}
     * @param length how many values there are
     * @return the proof, or empty (always for an infinite code or one with {@code !})
     */
    public static Optional<ArithmeticProof> prove(TakeBreakCode code, IntUnaryOperator values, int length) {
        if (!mayClimb(code)) {
            return Optional.empty();
        }
        int[] digits = new int[code.maxTake().getAsInt() + 1];
        for (int t = 0; t < digits.length; t++) {
            digits[t] = code.digit(t);
        }
        return ThreeHeapSaltus.prove(values, length, digits);
    }
}
