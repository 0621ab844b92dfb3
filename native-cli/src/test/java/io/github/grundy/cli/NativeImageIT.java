package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.loader.VariantCatalog;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the acceptance cases do not pin down but a native image can lose: providers found by
 * ServiceLoader, class-path resources, picocli's reflection, and memory on large inputs.
 */
@Tag("native")
class NativeImageIT {

    private static final byte[] NO_INPUT = new byte[0];

    /**
     * Every variant that ServiceLoader finds on the JVM (the providers listed in grundy-variants'
     * META-INF/services) is in the binary, and the binary finds no other and no broken one.
     */
    @Test
    void everyBuiltInVariantIsInTheBinary() throws Exception {
        VariantCatalog jvm = VariantCatalog.load(NativeImageIT.class.getClassLoader());
        assertEquals(List.of(), jvm.problems());
        assertFalse(jvm.entries().isEmpty(), "no variant on the test class path");

        CliCase.Outcome list = NativeBinary.run(List.of("list"), NO_INPUT);
        assertEquals("", list.stderr());
        assertEquals(0, list.exit());
        assertTrue(list.stdout().startsWith("Built in:\n"), list.stdout());
        List<String> listed = list.stdout().lines()
                .filter(line -> line.matches("  \\S.*"))
                .map(line -> line.strip().split(" ")[0])
                .toList();
        assertEquals(jvm.entries().stream().map(e -> e.variant().id()).toList(), listed);
        // Parameters and all: the same text as on the JVM.
        assertEquals(Jvm.run(List.of("list"), NO_INPUT), list);
    }

    /** version.properties, written by Maven into the jar, is a resource the image must carry. */
    @Test
    void versionIsTheProjectVersion() throws Exception {
        CliCase.Outcome version = NativeBinary.run(List.of("--version"), NO_INPUT);
        assertFalse(version.stdout().contains("unknown"), version.stdout());
        assertTrue(version.stdout().matches("grundy \\d+\\.\\d+\\.\\d+\\S*\n"), version.stdout());
        assertEquals(Jvm.run(List.of("--version"), NO_INPUT), version);
    }

    /**
     * The help of the top command and of each command listed there, byte for byte as on the JVM:
     * picocli builds it by reflection, from the metadata that picocli-codegen generates.
     */
    @TestFactory
    Stream<DynamicTest> helpIsTheJvms() {
        String top = Jvm.run(List.of("--help"), NO_INPUT).stdout();
        List<List<String>> commands = new ArrayList<>();
        commands.add(List.of("--help"));
        commands.add(List.of("judge", "--list"));
        boolean inCommands = false;
        for (String line : top.lines().toList()) {
            if (line.equals("Commands:")) {
                inCommands = true;
            } else if (inCommands && line.matches("  \\S.*")) {
                commands.add(List.of(line.strip().split(" ")[0], "--help"));
            } else if (inCommands && !line.startsWith("   ")) {
                inCommands = false;
            }
        }
        assertTrue(commands.size() > 3, "no commands found in the help:\n" + top);
        return commands.stream().map(args -> DynamicTest.dynamicTest(String.join(" ", args),
                () -> assertEquals(Jvm.run(args, NO_INPUT), NativeBinary.run(args, NO_INPUT))));
    }

    /**
     * luogu-p1247 on 10^7 heaps up to 10^9 (about 100 MB of input and output) with the default heap
     * settings: the whole answer, against a plain reference (Bouton: heap b has a winning move iff
     * h_b xor X < h_b).
     */
    @Test
    void tenMillionHeapsWithTheDefaultHeap(@TempDir Path dir) throws Exception {
        int n = 10_000_000;
        SplittableRandom random = new SplittableRandom(20261129);
        long[] heaps = new long[n];
        long x = 0;
        for (int i = 0; i < n; i++) {
            heaps[i] = random.nextLong(1_000_000_001L);
            x ^= heaps[i];
        }
        Path in = dir.resolve("in");
        try (OutputStream w = new BufferedOutputStream(Files.newOutputStream(in), 1 << 16)) {
            w.write((n + "\n").getBytes(StandardCharsets.US_ASCII));
            writeHeaps(w, heaps);
        }
        assertTrue(x != 0, "the generated position should be a first-player win");
        int b = 0;
        while ((heaps[b] ^ x) >= heaps[b]) {
            b++;
        }
        long left = heaps[b] ^ x;
        Path expected = dir.resolve("expected");
        try (OutputStream w = new BufferedOutputStream(Files.newOutputStream(expected), 1 << 16)) {
            w.write(((heaps[b] - left) + " " + (b + 1) + "\n").getBytes(StandardCharsets.US_ASCII));
            heaps[b] = left;
            writeHeaps(w, heaps);
        }

        Path out = dir.resolve("out");
        Path err = dir.resolve("err");
        int exit = NativeBinary.run(List.of("judge", "luogu-p1247"), in, out, err);
        assertEquals("", Files.readString(err, StandardCharsets.UTF_8));
        assertEquals(0, exit);
        assertEquals(-1L, Files.mismatch(expected, out), "stdout differs from the reference");
    }

    private static void writeHeaps(OutputStream w, long[] heaps) throws IOException {
        for (int i = 0; i < heaps.length; i++) {
            w.write(Long.toString(heaps[i]).getBytes(StandardCharsets.US_ASCII));
            w.write(i + 1 == heaps.length ? '\n' : ' ');
        }
    }
}
