package io.github.grundy.cli;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command-line fuzzer's draws ({@link CommandLineFuzzTest}), the same seed and checks, run
 * against the native binary {@code target/grundy}: fewer tries than on the JVM, since each is a
 * process of its own ({@code -Dgrundy.fuzz.nativeTries=N} for more).
 */
@Tag("native")
class NativeFuzzIT {

    @Test
    void everyDrawnCommandLineEndsWithADocumentedAnswer(@TempDir Path dir) throws Exception {
        CommandLineFuzzTest.fuzz(dir, Integer.getInteger("grundy.fuzz.nativeTries", 150),
                d -> NativeBinary.run(d.args(), d.stdin()));
    }
}
