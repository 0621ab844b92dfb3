package io.github.grundy.cli.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.OptionSink;
import io.github.grundy.core.io.AsciiOutput;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A table without --to that looks far for a period says so once, at the start, on standard error
 * (not a terminal here), decided by how far it looks: the game below proves no period and needs
 * no work, so the run reaches its end at once.
 */
class TableRunNoticeTest {

    /** A game whose every heap is instant and whose period is never proved. */
    private static final HeapGame NEVER_PROVED = new HeapGame() {
        @Override
        public String describe() {
            return "endless";
        }

        @Override
        public long grundy(long heap) {
            return 0;
        }

        @Override
        public void forEachOption(long heap, OptionSink sink) {
        }
    };

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final Console console = new Console(new ByteArrayInputStream(new byte[0]), out,
            new PrintStream(err, true, StandardCharsets.UTF_8));

    private List<String> errLines(long reach, boolean quiet) {
        return errLines(0, reach, quiet);
    }

    private List<String> errLines(long from, long reach, boolean quiet) {
        TableRun run = new TableRun(console, from, null, false, null, 0, null, null, null);
        UserError limit = assertThrows(UserError.class, () -> run.untilProved(NEVER_PROVED, reach,
                TableWriter.Layout.BLOCKS, new AsciiOutput(out), quiet));
        assertTrue(limit.getMessage().contains("no period is proved within heaps 0.." + reach), limit.getMessage());
        String text = err.toString(StandardCharsets.UTF_8);
        return text.isEmpty() ? List.of() : List.of(text.split("\n"));
    }

    @Test
    void aSearchTowardsTheDefaultReachSaysSoOnceAtItsStart() {
        assertEquals(List.of("grundy: endless: no period is proved by heap 65536; looking for one up to heap"
                + " 268435455, which may take minutes or hours (--to=N stops at heap N)"),
                errLines(TableReach.REACH, false));
    }

    /**
     * A far --from (found by the fuzzer: treblecross --from=10000001 searched silently) is looked
     * for from heap 0 as every table is, with the same notice after the same first step.
     */
    @Test
    void aFarFromSaysSoAsEveryTableDoes() {
        assertEquals(List.of("grundy: endless: no period is proved by heap 65536; looking for one up to heap"
                + " 268435455, which may take minutes or hours (--to=N stops at heap N)"),
                errLines(10_000_001, TableReach.REACH, false));
    }

    @Test
    void aNearReachSaysNothing() {
        assertEquals(List.of(), errLines(TableReach.FAR_REACH - 1, false));
        assertEquals(List.of(), errLines(1L << 16, false));
    }

    @Test
    void quietHidesTheNotice() {
        assertEquals(List.of(), errLines(TableReach.REACH, true));
    }
}
