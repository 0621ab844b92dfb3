package io.github.grundy.core.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ValueStoreTest {

    private static final String GAME = "octal --code=0.6";

    @ParameterizedTest
    @EnumSource(StoreValues.class)
    void everyValueComesBackInMemory(StoreValues kind) {
        Random random = new Random(kind.ordinal());
        for (int bits = 6; bits <= 10; bits += 2) {
            ValueStore store = ValueStore.inMemory(GAME, bits);
            kind.hint(store);
            char[] expected = kind.values(bits, 0, 30_000);
            appendInChunks(store, expected, 0, expected.length, random);
            assertHolds(store, expected, random);
            assertNull(store.directory());
            assertEquals(store.size(), store.committed());
        }
    }

    @ParameterizedTest
    @EnumSource(StoreValues.class)
    void everyValueComesBackFromDiskAndAfterReopening(StoreValues kind, @TempDir Path dir) throws Exception {
        Random random = new Random(100 + kind.ordinal());
        for (int bits = 6; bits <= 10; bits += 2) {
            Path where = dir.resolve("store-" + bits);
            char[] expected = kind.values(bits, 0, 6000);
            long escapes;
            try (ValueStore store = ValueStore.create(where, GAME, bits)) {
                kind.hint(store);
                // Commits now and then, the last one after everything.
                appendInChunks(store, expected, 0, 2500, random);
                store.commit();
                appendInChunks(store, expected, 2500, expected.length - 2500, random);
                store.commit();
                assertEquals(expected.length, store.committed());
                assertHolds(store, expected, random);
                assertEquals(where, store.directory());
                escapes = store.escapes();
            }
            assertTrue(ValueStore.exists(where));
            try (ValueStore store = ValueStore.open(where, GAME)) {
                assertEquals(bits, store.segmentBits());
                assertEquals(GAME, store.game());
                assertEquals(escapes, store.escapes());
                assertHolds(store, expected, random);
            }
        }
    }

    @Test
    void commonValuesTakeAboutAByteAHeap() {
        for (StoreValues kind : new StoreValues[] {StoreValues.PARITY, StoreValues.PARITY_POSITION}) {
            ValueStore parity = ValueStore.inMemory(GAME, 10);
            kind.hint(parity);
            char[] values = kind.values(7, 0, 200_000);
            parity.append(values, 0, values.length);
            // 0.5% rare values and the first segment's values of 255 or more, which it codes directly.
            assertTrue(parity.bytes() <= 1.05 * parity.size(), kind + ": " + parity.bytes() + " bytes");
            assertTrue(parity.escapes() > 0 && parity.escapes() < 0.01 * parity.size(), kind + ": " + parity.escapes()
                    + " escapes");
            assertEquals(parity.size() + 6 * parity.escapes(), parity.bytes());
        }

        ValueStore small = ValueStore.inMemory(GAME, 10);
        StoreValues.PARITY.hint(small);
        small.append(StoreValues.SMALL.values(7, 0, 5000), 0, 5000);
        assertEquals(0, small.escapes());
        assertEquals(5000, small.bytes());

        // Without a hint, every value from 255 on is escaped.
        ValueStore direct = ValueStore.inMemory(GAME, 10);
        char[] values = StoreValues.PARITY.values(7, 0, 200_000);
        direct.append(values, 0, values.length);
        long big = new String(values).chars().filter(v -> v >= 255).count();
        assertEquals(big, direct.escapes());
    }

    @Test
    void aSegmentsCodingIsTheHintWhenItBegins(@TempDir Path dir) throws Exception {
        try (ValueStore store = ValueStore.create(dir.resolve("s"), GAME, 4)) {
            store.classHint(0x1ee, true, 1);
            store.append(new char[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17}, 0, 17);
            // Values below 128 need no class: segment 1 begins direct, though a class is hinted,
            // and switches to the class after the first value of 128 or more.
            store.append(new char[] {300}, 0, 1);
            store.append(new char[] {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 302}, 0, 14);
            store.classHint(0x3, false, 0);
            store.append(new char[1], 0, 1);
            store.classHint(0, false, 0);
            store.append(new char[16], 0, 16);
            store.commit();
            String manifest = Files.readString(dir.resolve("s/manifest"), StandardCharsets.UTF_8);
            assertTrue(manifest.startsWith("grundy store 1\ngame: " + GAME + "\nsegment-heaps: 16\nheaps: 49\n"
                    + "class-hint: direct\nsegment 0: direct; crc32 "), manifest);
            // Escaped in segment 1: 300 at heap 17 (direct), the 0s at odd heaps 19..29 (rare under
            // 1ee pos 1); 302 at heap 31 is common, in its byte.
            assertTrue(manifest.matches("(?s).*\nsegment 1: direct, from 2 parity 1ee pos 1; crc32 [0-9A-F]+; escapes 7; .*"),
                    manifest);
            assertTrue(manifest.contains("\nsegment 2: parity 3; crc32 "), manifest);
            assertTrue(manifest.contains("\nsegment 3: direct; crc32 "), manifest);
            assertEquals(300, store.get(17));
            assertEquals(302, store.get(31));
            char[] back = new char[16];
            store.read(16, back, 0, 16);
            assertEquals(300, back[1]);
            assertEquals(302, back[15]);
            assertEquals(0, back[2]);
            assertEquals(7 + 16, store.escapes());
            store.classHint(0x1ee, true, 0);
            store.commit();
            assertTrue(Files.readString(dir.resolve("s/manifest"), StandardCharsets.UTF_8)
                    .contains("\nclass-hint: parity 1ee pos 0\n"));
        }
    }

    @Test
    void refusesHeapsOutsideAndAClosedStore() throws Exception {
        ValueStore store = ValueStore.inMemory(GAME, 6);
        store.append(new char[] {1, 2, 3}, 0, 3);
        assertEquals("heap 3 is not in the store, which holds heaps 0..2",
                assertThrows(IllegalArgumentException.class, () -> store.get(3)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> store.get(-1));
        assertEquals("heaps 2..3 are not all in the store, which holds heaps 0..2",
                assertThrows(IllegalArgumentException.class, () -> store.read(2, new char[2], 0, 2)).getMessage());
        assertThrows(IndexOutOfBoundsException.class, () -> store.read(0, new char[2], 1, 2));
        assertThrows(IndexOutOfBoundsException.class, () -> store.append(new char[2], 1, 2));
        store.read(3, new char[0], 0, 0);
        assertThrows(IllegalArgumentException.class, () -> store.classHint(512, false, 0));
        assertThrows(IllegalArgumentException.class, () -> store.classHint(3, true, 2));
        assertThrows(IllegalArgumentException.class, () -> ValueStore.inMemory(GAME, 31));
        assertThrows(IllegalArgumentException.class, () -> ValueStore.inMemory("two\nlines", 10));
        store.close();
        store.close();
        assertEquals("the store of " + GAME + " is closed",
                assertThrows(IllegalStateException.class, () -> store.get(0)).getMessage());
        assertThrows(IllegalStateException.class, () -> store.append(new char[1], 0, 1));
    }

    /** Appends {@code values[from..from+count-1]} in chunks of random sizes, some empty. */
    static void appendInChunks(ValueStore store, char[] values, int from, int count, Random random) {
        int end = from + count;
        while (from < end) {
            int n = Math.min(end - from, random.nextInt(10) == 0 ? random.nextInt(3) : random.nextInt(3000));
            store.append(values, from, n);
            from += n;
        }
    }

    /** Every heap's value by {@link ValueStore#get}, by one read and by reads of random spans. */
    static void assertHolds(ValueStore store, char[] expected, Random random) {
        assertEquals(expected.length, store.size());
        for (int i = 0; i < expected.length; i++) {
            if (store.get(i) != expected[i]) {
                assertEquals((int) expected[i], store.get(i), "heap " + i);
            }
        }
        char[] all = new char[expected.length + 2];
        store.read(0, all, 1, expected.length);
        for (int i = 0; i < expected.length; i++) {
            if (all[i + 1] != expected[i]) {
                assertEquals((int) expected[i], (int) all[i + 1], "heap " + i + " by one read");
            }
        }
        for (int k = 0; k < 200; k++) {
            int from = random.nextInt(expected.length);
            int count = random.nextInt(Math.min(expected.length - from, 20_000) + 1);
            char[] span = new char[count];
            store.read(from, span, 0, count);
            char[] want = new char[count];
            System.arraycopy(expected, from, want, 0, count);
            assertArrayEquals(want, span, "heaps " + from + ".." + (from + count - 1));
        }
    }
}
