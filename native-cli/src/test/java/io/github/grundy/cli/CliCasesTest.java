package io.github.grundy.cli;

/** Runs every acceptance case in {@code src/test/resources/cases} against the JVM entry point. */
class CliCasesTest extends CliCaseSuite {

    @Override
    CliCase.Outcome run(CliCase c) {
        return Jvm.run(c.args(), c.env(), c.stdin());
    }

    @Override
    String target() {
        return "jvm";
    }
}
