package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One idea per place: a command class parses options, calls core and writes; its session logic
 * and layouts are classes of their own. No source or test file of the command line passes 400
 * lines (core's LayoutTest says the same of core).
 */
class SourceSizeTest {

    @Test
    void noFileIsLong() throws IOException {
        List<String> tooLong = new ArrayList<>();
        for (Path tree : List.of(Path.of("src/main/java"), Path.of("src/test/java"))) {
            assertTrue(Files.isDirectory(tree), "run from the native-cli module: " + tree.toAbsolutePath());
            try (Stream<Path> files = Files.walk(tree)) {
                for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
                    long lines;
                    try (Stream<String> text = Files.lines(file)) {
                        lines = text.count();
                    }
                    if (lines > 400) {
                        tooLong.add(file + " (" + lines + " lines)");
                    }
                }
            }
        }
        assertEquals(List.of(), tooLong, "files over 400 lines: split them by idea");
    }
}
