package io.github.grundy.cli;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

/**
 * Small random valid inputs for every judge format (docs/formats.md), for the property and fuzz
 * tests: random separators (spaces, tabs, CRLF), sometimes leading zeros and a byte order mark,
 * sometimes the optional terminating 0 left out. Values stay small enough that every game answers
 * at once, with a few large ones where the game takes them.
 */
final class JudgeInputs {

    private final SplittableRandom random;
    private final StringBuilder text = new StringBuilder();
    private final boolean zeros;

    private JudgeInputs(long seed) {
        this.random = new SplittableRandom(seed);
        this.zeros = random.nextInt(8) == 0;
    }

    /** A valid input of {@code format}, the same for the same seed. */
    static byte[] valid(String format, long seed) {
        JudgeInputs g = new JudgeInputs(seed);
        boolean bom = g.random.nextInt(10) == 0;
        g.write(format);
        byte[] body = g.text.toString().getBytes(StandardCharsets.US_ASCII);
        if (!bom) {
            return body;
        }
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.write(0xEF);
        b.write(0xBB);
        b.write(0xBF);
        b.writeBytes(body);
        return b.toByteArray();
    }

    private void write(String format) {
        switch (format) {
            case "luogu-p1247", "acwing-891", "acwing-892" -> heaps(0, 8, 1L << 40);
            case "acwing-893" -> {
                sizes();
                heaps(0, 6, 60);
            }
            case "acwing-894" -> heaps(0, 6, 200);
            case "hdu-1846" -> {
                int c = random.nextInt(6);
                num(c);
                for (int i = 0; i < c; i++) {
                    num(value(1L << 40));
                    num(1 + value(50));
                }
            }
            case "bash-sum" -> {
                int t = random.nextInt(4);
                num(t);
                for (int i = 0; i < t; i++) {
                    int n = random.nextInt(5);
                    num(n);
                    for (int j = 0; j < n; j++) {
                        num(value(1L << 40));
                        num(1 + value(50));
                    }
                }
            }
            case "poj-2975", "hdu-1850", "hdu-2176" -> {
                int cases = random.nextInt(4);
                for (int i = 0; i < cases; i++) {
                    heaps(1, 6, 1L << 40);
                }
                terminatingZero();
            }
            case "cf-1370c" -> {
                int t = random.nextInt(8);
                num(t);
                for (int i = 0; i < t; i++) {
                    num(1 + value(1L << 40));
                }
            }
            case "magic-beads" -> {
                int cases = random.nextInt(4);
                for (int i = 0; i < cases; i++) {
                    int n = random.nextInt(5);
                    num(n);
                    for (int j = 0; j < n; j++) {
                        num(1 + value(300));
                    }
                }
            }
            case "poj-2960" -> {
                int cases = random.nextInt(3);
                for (int i = 0; i < cases; i++) {
                    sizes();
                    int m = random.nextInt(4);
                    num(m);
                    for (int p = 0; p < m; p++) {
                        heaps(0, 4, 60);
                    }
                }
                terminatingZero();
            }
            case "hdu-3537" -> {
                int cases = random.nextInt(4);
                for (int i = 0; i < cases; i++) {
                    // Coins may repeat: a coin listed twice is one head.
                    heaps(0, 6, 99_999_999);
                }
            }
            case "hdu-3404" -> {
                int t = random.nextInt(4);
                num(t);
                for (int i = 0; i < t; i++) {
                    lights(2, 10_000);
                }
            }
            case "poj-3533" -> {
                int cases = random.nextInt(4);
                for (int i = 0; i < cases; i++) {
                    lights(3, 1L << 40);
                }
            }
            case "nim-product-64" -> {
                int t = random.nextInt(6);
                num(t);
                for (int i = 0; i < 2 * t; i++) {
                    // Every size of word, to 2^64-1 (written unsigned), small ones often.
                    long w = random.nextLong() >>> random.nextInt(64);
                    text.append(Long.toUnsignedString(random.nextInt(4) == 0 ? w & 15 : w)).append(' ');
                }
            }
            case "cf-1310f" -> {
                int t = 1 + random.nextInt(5);
                num(t);
                for (int i = 0; i < 2 * t; i++) {
                    // Every size from 1 to 2^64-1: small words lie in subfields, where logarithms often fail.
                    long w = random.nextLong() >>> random.nextInt(64);
                    text.append(Long.toUnsignedString(w == 0 ? 1 : w)).append(' ');
                }
            }
            default -> throw new IllegalArgumentException("no generator for the judge format " + format
                    + ": add one to " + JudgeInputs.class.getSimpleName());
        }
    }

    /** k, then k distinct sizes in 1..12 (ascending). */
    private void sizes() {
        int k = 1 + random.nextInt(4);
        boolean[] used = new boolean[13];
        int chosen = 0;
        while (chosen < k) {
            int s = 1 + random.nextInt(12);
            if (!used[s]) {
                used[s] = true;
                chosen++;
            }
        }
        num(k);
        for (int s = 1; s < used.length; s++) {
            if (used[s]) {
                num(s);
            }
        }
    }

    /** n lights of d coordinates from 1, distinct or not as they fall. */
    private void lights(int d, long max) {
        int n = random.nextInt(6);
        num(n);
        for (int i = 0; i < n * d; i++) {
            num(1 + value(max - 1));
        }
    }

    private void heaps(int minCount, int maxCount, long maxHeap) {
        int n = minCount + random.nextInt(maxCount - minCount + 1);
        num(n);
        for (int i = 0; i < n; i++) {
            num(value(maxHeap));
        }
    }

    private void terminatingZero() {
        if (random.nextBoolean()) {
            num(0);
        }
    }

    /** 0..max, small values more often. */
    private long value(long max) {
        return random.nextBoolean() ? random.nextLong(Math.min(max, 16) + 1) : random.nextLong(max + 1);
    }

    private void num(long v) {
        if (zeros && random.nextInt(4) == 0) {
            text.append("0".repeat(1 + random.nextInt(3)));
        }
        text.append(v);
        text.append(switch (random.nextInt(10)) {
            case 0 -> "\r\n";
            case 1 -> "\t";
            case 2 -> "  ";
            case 3, 4 -> "\n";
            default -> " ";
        });
    }
}
