package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code judge FORMAT} and {@code --version} skip picocli at start-up (see {@code Cli}). The same
 * command lines with {@code --debug} added go through picocli: every acceptance case of that shape
 * must give the same outcome both ways.
 */
class FastPathTest {

    @TestFactory
    Stream<DynamicTest> picocliPathAnswersLikeTheFastPath() throws IOException {
        List<CliCase> fast = CliCase.all(CliCaseSuite.CASES).stream()
                .filter(c -> (c.args().size() == 2 && c.args().get(0).equals("judge") && !c.args().get(1).startsWith("-"))
                        || c.args().equals(List.of("--version")))
                .toList();
        assertFalse(fast.isEmpty(), "no judge cases found");
        return fast.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            List<String> slow = new ArrayList<>(c.args());
            slow.add("--debug");
            c.assertMatches(Jvm.run(slow, c.stdin()));
        }));
    }
}
