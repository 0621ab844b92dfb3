package io.github.grundy.cli;

import org.junit.jupiter.api.Tag;

/**
 * Runs every acceptance case in {@code src/test/resources/cases} against the native binary
 * {@code target/grundy}: the same files, the same comparison as {@link CliCasesTest}.
 */
@Tag("native")
class NativeCasesIT extends CliCaseSuite {

    @Override
    CliCase.Outcome run(CliCase c) throws Exception {
        return NativeBinary.run(c.args(), c.env(), c.stdin());
    }

    @Override
    String target() {
        return "native";
    }
}
