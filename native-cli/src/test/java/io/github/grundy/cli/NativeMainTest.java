package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/**
 * GRUNDY_MAX_MEMORY as the native binary reads it: the sizes -Xmx takes, with the launchers' words
 * for the rest (JvmLauncherTest checks theirs). Setting the bound itself needs a native image
 * (the acceptance cases memory-bound-*, only: native).
 */
class NativeMainTest {

    @Test
    void sizesAreBytesOrPowersOf1024() {
        assertEquals(100_000, NativeMain.bytes("100000"));
        assertEquals(1024, NativeMain.bytes("1k"));
        assertEquals(512L << 20, NativeMain.bytes("512m"));
        assertEquals(512L << 20, NativeMain.bytes("512M"));
        assertEquals(2L << 30, NativeMain.bytes("2g"));
        assertEquals(3L << 40, NativeMain.bytes("3T"));
        assertEquals(16L << 20, NativeMain.bytes("0016m"));
        assertEquals(Long.MAX_VALUE, NativeMain.bytes(Long.toString(Long.MAX_VALUE)));
    }

    @Test
    void anythingElseIsNotASize() {
        for (String size : new String[] {"", "m", "0", "00m", "x", "5mm", "-5m", "+5m", "1.5g", " 5m", "5m ", "5 m", "5b",
                "٥m", "9223372036854775808", "8388608t", "99999999999999999999g"}) {
            assertEquals(-1, NativeMain.bytes(size), size);
        }
        assertEquals(8388607L << 40, NativeMain.bytes("8388607t"));
    }

    /** On the JVM the bound is the launchers' -Xmx: the entry point only checks the words. */
    @Test
    void theMessageIsTheLaunchers() {
        assertNull(NativeMain.bound("64m"));
        assertEquals("GRUNDY_MAX_MEMORY=lots is not a size: give a whole number of bytes, optionally followed by k, m, g"
                + " or t, like 512m or 2g", NativeMain.bound("lots"));
    }
}
