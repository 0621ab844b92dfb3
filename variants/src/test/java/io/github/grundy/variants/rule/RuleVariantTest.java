package io.github.grundy.variants.rule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.variants.beads.Beads;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The {@code rule} variant: games only a list of any length writes, a declared domain, and the words of its refusals. */
class RuleVariantTest {

    /** Magic beads as docs/rules.md writes it: a heap becomes its proper divisors, but one. */
    static final String BEADS = "n >= 1 -> [sum of [d for d in divisors(n) if d < n and d != e]"
            + " for e in divisors(n) if e < n]";

    private static final RuleVariant VARIANT = new RuleVariant();

    private static HeapGame game(Map<String, String> given) {
        return (HeapGame) VARIANT.create(Arguments.parse(VARIANT, given));
    }

    @Test
    void magicBeadsWrittenAsARuleIsTheBuiltInGame() {
        int top = 600;
        HeapGame rule = game(Map.of("rule", BEADS)).prepare(top);
        Beads beads = new Beads(Beads.DEFAULT_MAX_TABLE).prepare(top);
        for (long n = 1; n <= top; n++) {
            assertEquals(beads.grundy(n), rule.grundy(n), "heap " + n);
        }
        // The domain: heap 1 is where the table starts, heap 0 no position.
        assertEquals(1, rule.leastHeap());
        IllegalArgumentException zero = assertThrows(IllegalArgumentException.class, () -> rule.checkHeap(0));
        assertEquals("rule --rule=\"" + BEADS + "\": heap 0 is not a position of this game, whose heaps start at 1"
                + " (the rule's domain, n >= 1)", zero.getMessage());
    }

    @Test
    void aRuleSaysWhyNoTheoremProvesItsPeriodAndTheCodeItsOptionsAreWhereComputed() {
        String why = "a theorem of periodicity needs a game's options at every heap, and a rule's are known only where"
                + " computed";
        HeapGame kayles = game(Map.of("rule", "n -> [(a, n - 1 - a) for a in 0..n - 1] + [(a, n - 2 - a) for a in"
                + " 0..n - 2]")).prepare(200);
        assertEquals(why + "; on heaps 0..200 its options are those of the code 0.77, whose period 'table octal"
                + " --code=0.77' proves", kayles.unprovedPeriodNote(200).orElseThrow());
        HeapGame beads = game(Map.of("rule", BEADS)).prepare(200);
        assertEquals(why, beads.unprovedPeriodNote(200).orElseThrow());
    }

    @Test
    void aRulesParameterGivenAsAnOptionSaysToGiveItWithWith() {
        Map<String, String> given = new LinkedHashMap<>();
        given.put("rule", "param m = 3 in 1..; n -> [n - k for k in 1..min(m, n)]");
        given.put("m", "5");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Arguments.parse(VARIANT, given));
        assertEquals("rule: unknown parameter 'm' (it takes --rule, --with, --max-table, --max-steps): 'm' is a parameter"
                + " of the rule, given as --with=m=5", e.getMessage());
        given.put("with", "k=2");
        given.put("rule", "n -> [n - 1 for t in [1] if n > 0]");
        e = assertThrows(IllegalArgumentException.class, () -> Arguments.parse(VARIANT, given));
        assertEquals("rule: unknown parameter 'm' (it takes --rule, --with, --max-table, --max-steps): a rule's own"
                + " parameters are given as --with=k=2,m=5", e.getMessage());
    }
}
