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
}
