package io.github.grundy.core.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a commit keeps: a store closed (or killed, {@link ValueStoreKillTest}) without a commit
 * opens at its last commit, and goes on from there as if it had never stopped.
 */
class ValueStoreDurabilityTest {

    private static final String GAME = "octal --code=4.007";

    @Test
    void heapsAppendedAfterTheLastCommitAreGone(@TempDir Path dir) throws Exception {
        char[] values = StoreValues.PARITY_POSITION.values(3, 0, 9000);
        try (ValueStore store = ValueStore.create(dir, GAME, 8)) {
            StoreValues.PARITY_POSITION.hint(store);
            store.append(values, 0, 4000);
            store.commit();
            store.append(values, 4000, 5000);
            assertEquals(4000, store.committed());
            assertEquals(9000, store.size());
        }
        try (ValueStore store = ValueStore.open(dir, GAME)) {
            assertEquals(4000, store.size());
            assertEquals(4000, store.committed());
            ValueStoreTest.assertHolds(store, Arrays.copyOf(values, 4000), new Random(1));
            // Goes on after the commit, over the bytes and escapes the lost heaps left.
            store.append(values, 4000, 5000);
            ValueStoreTest.assertHolds(store, values, new Random(2));
        }
    }

    @Test
    void aReopenedRunWritesWhatAnUninterruptedOneWrites(@TempDir Path dir) throws Exception {
        for (StoreValues kind : StoreValues.values()) {
            Random random = new Random(kind.ordinal());
            char[] values = kind.values(5, 0, 8000);
            Path stopped = dir.resolve("stopped-" + kind);
            Path straight = dir.resolve("straight-" + kind);
            // Half the time on a segment's edge, where the reopened store begins a segment first.
            int firstCommit = 2000 + random.nextInt(2000) & (kind.ordinal() % 2 == 0 ? ~255 : ~0);
            try (ValueStore store = ValueStore.create(stopped, GAME, 8)) {
                kind.hint(store);
                ValueStoreTest.appendInChunks(store, values, 0, firstCommit, random);
                store.commit();
                // Lost: other values, with more escapes, further than the run after the reopening
                // goes, so that stale bytes and escape records lie beyond.
                char[] lost = StoreValues.WIDE.values(6, firstCommit, values.length - firstCommit);
                ValueStoreTest.appendInChunks(store, lost, 0, lost.length, random);
            }
            try (ValueStore store = ValueStore.open(stopped, GAME)) {
                // No hint again: the manifest kept it.
                ValueStoreTest.appendInChunks(store, values, firstCommit, 6000 - firstCommit, random);
                store.commit();
            }
            try (ValueStore store = ValueStore.create(straight, GAME, 8)) {
                kind.hint(store);
                store.append(values, 0, 6000);
                store.commit();
            }
            Map<String, byte[]> expected = committedFiles(straight);
            Map<String, byte[]> actual = committedFiles(stopped);
            assertEquals(expected.keySet(), actual.keySet(), kind.toString());
            expected.forEach((name, bytes) -> assertArrayEquals(bytes, actual.get(name), kind + ": " + name));
            try (ValueStore store = ValueStore.open(stopped, GAME)) {
                ValueStoreTest.assertHolds(store, Arrays.copyOf(values, 6000), random);
            }
        }
    }

    @Test
    void filesNotTheStoresAreLeftAlone(@TempDir Path dir) throws Exception {
        try (ValueStore store = ValueStore.create(dir, GAME, 6)) {
            store.append(new char[100], 0, 100);
            store.commit();
        }
        Files.writeString(dir.resolve("notes.txt"), "the run of 2024");
        Files.writeString(dir.resolve("seg-000009.bin"), "stale");
        try (ValueStore store = ValueStore.open(dir, GAME)) {
            store.append(new char[100], 0, 100);
            store.commit();
        }
        assertEquals("the run of 2024", Files.readString(dir.resolve("notes.txt")));
        assertEquals("stale", Files.readString(dir.resolve("seg-000009.bin")));
        try (ValueStore store = ValueStore.open(dir, GAME)) {
            assertEquals(200, store.size());
        }
    }

    @Test
    void anEmptyStoreAndAStoreEndingOnASegmentsEdgeReopen(@TempDir Path dir) throws Exception {
        ValueStore.create(dir.resolve("empty"), GAME, 6).close();
        try (ValueStore store = ValueStore.open(dir.resolve("empty"), GAME)) {
            assertEquals(0, store.size());
            store.append(new char[] {7, 200}, 0, 2);
            store.commit();
        }
        try (ValueStore store = ValueStore.open(dir.resolve("empty"), GAME)) {
            assertEquals(200, store.get(1));
            store.append(new char[126], 0, 126);
            store.classHint(3, false, 0);
            store.commit();
            assertEquals(128, store.committed());
        }
        try (ValueStore store = ValueStore.open(dir.resolve("empty"), GAME)) {
            assertEquals(128, store.size());
            // The first segment begun after the reopening: the store's values, read back, reached 128.
            store.append(new char[] {9}, 0, 1);
            store.commit();
            assertEquals(9, store.get(128));
            assertEquals(0, store.escapes());
        }
        String manifest = Files.readString(dir.resolve("empty/manifest"), StandardCharsets.UTF_8);
        assertTrue(manifest.contains("\nsegment 1: direct; ") && manifest.contains("\nsegment 2: parity 3; "), manifest);
        try (Stream<Path> files = Files.list(dir.resolve("empty"))) {
            assertEquals(List.of("lock", "manifest", "seg-000000.bin", "seg-000000.esc", "seg-000001.bin", "seg-000001.esc",
                    "seg-000002.bin", "seg-000002.esc"), files.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    /**
     * A store's committed bytes by file: its manifest, the committed prefix of each segment and its
     * escape file.
     */
    static Map<String, byte[]> committedFiles(Path dir) throws Exception {
        String manifest = Files.readString(dir.resolve("manifest"), StandardCharsets.UTF_8);
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("manifest", manifest.getBytes(StandardCharsets.UTF_8));
        long segmentHeaps = Long.parseLong(field(manifest, "segment-heaps"));
        long heaps = Long.parseLong(field(manifest, "heaps"));
        for (int i = 0; (long) i * segmentHeaps < heaps; i++) {
            String name = String.format("seg-%06d", i);
            byte[] bytes = Files.readAllBytes(dir.resolve(name + ".bin"));
            assertEquals(segmentHeaps, bytes.length);
            files.put(name + ".bin", Arrays.copyOf(bytes, (int) Math.min(segmentHeaps, heaps - i * segmentHeaps)));
            files.put(name + ".esc", Files.readAllBytes(dir.resolve(name + ".esc")));
        }
        assertTrue(files.size() > 1 || heaps == 0);
        return files;
    }

    private static String field(String manifest, String name) {
        return manifest.lines().filter(l -> l.startsWith(name + ": ")).findFirst().orElseThrow()
                .substring(name.length() + 2);
    }
}
