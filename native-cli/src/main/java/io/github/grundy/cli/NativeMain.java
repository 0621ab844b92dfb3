package io.github.grundy.cli;

import org.graalvm.nativeimage.ImageInfo;
import org.graalvm.nativeimage.RuntimeOptions;

/**
 * The entry point of the native binary: bounds the heap by {@value #ENV}, then runs {@link Main}.
 *
 * <p>The image is built without runtime option parsing (every argument is grundy's, see the native
 * profile of native-cli/pom.xml), so it takes no {@code -Xmx}; the JVM launchers turn the same
 * variable into {@code -Xmx} (bin/jvm-options.sh), with the same check and words. The bound is set
 * through GraalVM's public {@link RuntimeOptions} API, as {@code -XX:MaxHeapSize} would set it: the
 * collector resizes its limits at once, and {@link Runtime#maxMemory()} (which grundy's memory
 * checks compare with) reports it.
 */
public final class NativeMain {

    /** The variable that bounds the heap of a run, on both runtimes. */
    static final String ENV = "GRUNDY_MAX_MEMORY";

    private NativeMain() {
    }

    public static void main(String[] args) {
        String size = System.getenv(ENV);
        if (size != null && !size.isEmpty()) {
            String problem = bound(size);
            if (problem != null) {
                System.err.println("grundy: " + problem);
                System.exit(2); // ExitCode.BAD_INPUT, as a bad option
            }
        }
        Main.main(args);
    }

    /** Sets the maximum heap to {@code size}; returns what is wrong with it, or null. */
    static String bound(String size) {
        long bytes = bytes(size);
        if (bytes <= 0) {
            return ENV + "=" + size + " is not a size: give a whole number of bytes, optionally followed by k, m, g"
                    + " or t, like 512m or 2g";
        }
        if (ImageInfo.inImageRuntimeCode()) {
            try {
                RuntimeOptions.set("MaxHeapSize", bytes);
            } catch (RuntimeException e) {
                // Beyond what the image can address, say: GraalVM's own words.
                return ENV + "=" + size + ": " + e.getMessage();
            }
        }
        return null;
    }

    /**
     * The bytes {@code size} stands for: digits, then optionally k, m, g or t (powers of 1024, in
     * either case) as {@code -Xmx} reads them; -1 for anything else, zero, or more than a long.
     */
    static long bytes(String size) {
        int digits = size.length();
        int shift = 0;
        if (digits > 0) {
            int unit = "kmgt".indexOf(Character.toLowerCase(size.charAt(digits - 1)));
            if (unit >= 0) {
                shift = 10 * (unit + 1);
                digits--;
            }
        }
        if (digits == 0) {
            return -1;
        }
        long number = 0;
        for (int i = 0; i < digits; i++) {
            char c = size.charAt(i);
            if (c < '0' || c > '9' || number > (Long.MAX_VALUE - (c - '0')) / 10) {
                return -1;
            }
            number = number * 10 + (c - '0');
        }
        return number == 0 || number > Long.MAX_VALUE >> shift ? -1 : number << shift;
    }
}
