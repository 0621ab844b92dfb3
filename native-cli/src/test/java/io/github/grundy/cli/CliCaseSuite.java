package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every acceptance case in {@code src/test/resources/cases}, run against one target: the JVM entry
 * point ({@link CliCasesTest}) or the native binary ({@link NativeCasesIT}). A subclass says only
 * how to run a command line; reading the cases and comparing the outcome are the same for both.
 */
abstract class CliCaseSuite {

    static final Path CASES = Path.of("src/test/resources/cases");

    /** Far beyond any case's time on a busy machine: only a hang takes this long. */
    private static final Duration HANG = Duration.ofMinutes(5);

    /** Runs the case's command line with its environment and standard input on this suite's target. */
    abstract CliCase.Outcome run(CliCase c) throws Exception;

    /** The target's name, as a case's {@code only:} says it: {@code jvm} or {@code native}. */
    abstract String target();

    @TestFactory
    Stream<DynamicTest> cases() throws IOException {
        List<CliCase> cases = CliCase.all(CASES).stream().filter(c -> c.only() == null || c.only().equals(target()))
                .toList();
        assertFalse(cases.isEmpty(), "no cases found in " + CASES.toAbsolutePath());
        // Not a speed bound: a case that has not ended after minutes hangs (it would stop the whole build).
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> c.assertMatches(
                assertTimeoutPreemptively(HANG, () -> run(c), () -> c.name() + " hangs"))));
    }
}
