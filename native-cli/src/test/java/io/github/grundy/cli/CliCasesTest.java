package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Runs every acceptance case in {@code src/test/resources/cases} against the JVM entry point. */
class CliCasesTest {

    static final Path CASES = Path.of("src/test/resources/cases");

    @TestFactory
    Stream<DynamicTest> cases() throws IOException {
        List<CliCase> cases = CliCase.all(CASES);
        assertFalse(cases.isEmpty(), "no cases found in " + CASES.toAbsolutePath());
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> check(c)));
    }

    private static void check(CliCase c) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(c.args().toArray(String[]::new), new ByteArrayInputStream(c.stdin()), out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String stdout = out.toString(StandardCharsets.UTF_8);
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertAll(
                () -> assertEquals(c.stdout(), stdout, "stdout of " + c.args()),
                () -> assertEquals(c.stderr(), stderr, "stderr of " + c.args()),
                () -> assertEquals(c.exit(), exit, "exit code of " + c.args() + "; stderr: " + stderr));
    }
}
