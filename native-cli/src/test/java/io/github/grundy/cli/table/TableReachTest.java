package io.github.grundy.cli.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.grundy.core.loader.VariantCatalog;
import io.github.grundy.core.sequence.TabledHeapGame;
import io.github.grundy.core.spi.GameSpec;
import io.github.grundy.core.spi.Variant;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What was asked of a table decides how far its game may table, not the game's --max-table. */
class TableReachTest {

    private static final VariantCatalog CATALOG = VariantCatalog.load(TableReachTest.class.getClassLoader());
    private static final Variant OCTAL = CATALOG.find("octal").orElseThrow();
    private static final GameSpec SIX = new GameSpec("octal", Map.of("code", "0.6"));

    private static String maxTable(GameSpec spec) {
        return spec.parameters().get("max-table");
    }

    @Test
    void toSizesTheTableAndNeverShrinksTheGamesOwnLimit() {
        assertEquals("120000", maxTable(TableReach.sized(SIX, OCTAL, TableReach.Ask.UP_TO, 120_000)));
        assertEquals("100000", maxTable(TableReach.sized(SIX, OCTAL, TableReach.Ask.UP_TO, 5)));
        // Beyond the largest the parameter takes: the largest, and the game's own limit message.
        assertEquals(Long.toString(TabledHeapGame.TABLE_LIMIT),
                maxTable(TableReach.sized(SIX, OCTAL, TableReach.Ask.UP_TO, Long.MAX_VALUE)));
    }

    @Test
    void aTableToTheProofLooksUpToTheReach() {
        GameSpec sized = TableReach.sized(SIX, OCTAL, TableReach.Ask.TO_PROOF, 0);
        assertEquals(Long.toString(TableReach.REACH), maxTable(sized));
        assertEquals(TableReach.REACH, TableReach.reach(sized));
    }

    @Test
    void aGivenLimitStandsExceptUnderNoStop() {
        GameSpec given = new GameSpec("octal", Map.of("code", "0.6", "max-table", "1000"));
        assertSame(given, TableReach.sized(given, OCTAL, TableReach.Ask.UP_TO, 5000));
        assertSame(given, TableReach.sized(given, OCTAL, TableReach.Ask.TO_PROOF, 0));
        assertEquals(1000, TableReach.reach(given));
        assertEquals(Long.toString(TabledHeapGame.TABLE_LIMIT),
                maxTable(TableReach.sized(given, OCTAL, TableReach.Ask.NO_STOP, 0)));
    }

    @Test
    void aGameWithoutATableLimitIsLeftAsItIs() {
        GameSpec nim = GameSpec.of("nim");
        assertSame(nim, TableReach.sized(nim, CATALOG.find("nim").orElseThrow(), TableReach.Ask.NO_STOP, 0));
    }
}
