package io.github.grundy.core.sequence;

import java.util.Random;

/** Random take-and-break codes for the tests that compare an engine with the plain one. */
final class RandomCodes {

    private RandomCodes() {
    }

    /**
     * A code {@code d0[!].d1[!]...}: {@code d0} one of {@code firsts}' characters (a character
     * repeated is likelier), marked unequal a third of the time when it splits; then 1 to
     * {@code maxDigits} digits of {@code digits}, each marked unequal one time in
     * {@code unequalOneIn}.
     */
    static String of(Random random, String firsts, String digits, int maxDigits, int unequalOneIn) {
        StringBuilder s = new StringBuilder().append(firsts.charAt(random.nextInt(firsts.length())));
        if (s.charAt(0) != '0' && random.nextInt(3) == 0) {
            s.append('!');
        }
        s.append('.');
        for (int k = 1 + random.nextInt(maxDigits); k > 0; k--) {
            s.append(digits.charAt(random.nextInt(digits.length())));
            if (random.nextInt(unequalOneIn) == 0) {
                s.append('!');
            }
        }
        return s.toString();
    }

    /**
     * A code {@code 0.d1d2...} whose digits {@code k} and {@code k + 1} ({@code k} 1 to 3) split
     * (4 to 7), the others random: splits of {@code k} and {@code k + 1}, as 0.167's 2 and 3.
     */
    static String splitsOneApart(Random random) {
        StringBuilder s = new StringBuilder("0.");
        int k = 1 + random.nextInt(3);
        for (int d = 1, last = k + 1 + random.nextInt(2); d <= last; d++) {
            s.append(d == k || d == k + 1 ? 4 + random.nextInt(4) : random.nextInt(8));
        }
        return s.toString();
    }
}
