package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/**
 * A command line that names a command builds only that command's model; those that show or need
 * every command (help, completion, the top's --help and -V, an unknown word) build the whole tree.
 */
class CommandTreeTest {

    @Test
    void theCommandAfterTheTopsOwnOptions() {
        assertEquals("solve", Cli.aloneCommand(new String[] {"solve", "nim", "1", "2", "3"}));
        assertEquals("table", Cli.aloneCommand(new String[] {"--quiet", "table", "kayles"}));
        assertEquals("list", Cli.aloneCommand(new String[] {"--plugins", "solve", "list"}));
        assertEquals("solve", Cli.aloneCommand(new String[] {"--rules", "list", "solve", "take", "5"}));
        assertEquals("list", Cli.aloneCommand(new String[] {"--rules=rules", "--quiet", "list"}));
        assertEquals("play", Cli.aloneCommand(new String[] {"--debug", "--plugins=dir", "play", "nim", "3"}));
        assertEquals("judge", Cli.aloneCommand(new String[] {"judge", "acwing-891", "--validate"}));
        assertEquals("gen", Cli.aloneCommand(new String[] {"gen", "acwing-891"}));
    }

    @Test
    void theWholeTreeWhenEveryCommandMayBeShown() {
        assertNull(Cli.aloneCommand(new String[] {}));
        assertNull(Cli.aloneCommand(new String[] {"help", "solve"}));
        assertNull(Cli.aloneCommand(new String[] {"completion", "bash"}));
        assertNull(Cli.aloneCommand(new String[] {"--help", "solve"}));
        assertNull(Cli.aloneCommand(new String[] {"-V"}));
        assertNull(Cli.aloneCommand(new String[] {"solv", "nim", "1"}));
        assertNull(Cli.aloneCommand(new String[] {"--plugins"}));
    }
}
