package io.github.grundy.core;

import io.github.grundy.core.sequence.TakeBreakCode;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The short families of take-and-break codes the proof audits run on, each code once in its
 * canonical form: every octal {@code 0.d}, {@code 0.dd} and {@code 0.ddd}; every hexadecimal
 * {@code X.d} and {@code X.0d} with the first digit {@code X} one of 0, 4, 8, C.
 */
public final class ShortCodes {

    private ShortCodes() {
    }

    /** All of them (621 codes). */
    public static List<String> all() {
        String octal = "01234567";
        String hex = "0123456789ABCDEF";
        Set<String> codes = new LinkedHashSet<>();
        for (char a : octal.toCharArray()) {
            for (char b : octal.toCharArray()) {
                for (char c : octal.toCharArray()) {
                    codes.add(canonical("0." + a + b + c));
                }
            }
        }
        for (char first : "048C".toCharArray()) {
            for (char d : hex.toCharArray()) {
                codes.add(canonical(first + "." + d));
                codes.add(canonical(first + ".0" + d));
            }
        }
        return List.copyOf(codes);
    }

    /** Those of one or two digits after the point: {@code 0.d}, {@code 0.dd}, {@code X.d}, {@code X.0d}. */
    public static List<String> upToTwoDigits() {
        return all().stream().filter(c -> c.length() <= 4).toList();
    }

    private static String canonical(String code) {
        return TakeBreakCode.parse(code).toString();
    }
}
