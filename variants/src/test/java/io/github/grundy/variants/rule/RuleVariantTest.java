package io.github.grundy.variants.rule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.period.PeriodProof;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.core.spi.Arguments;
import io.github.grundy.variants.beads.Beads;
import io.github.grundy.variants.octal.TakeBreak;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The {@code rule} variant: games only a list of any length writes, a declared domain, and the words of its refusals. */
class RuleVariantTest {

    /** Magic beads as docs/rules.md writes it: a heap becomes its proper divisors, but one. */
    static final String BEADS = "n >= 1 -> [sum of [d for d in divisors(n) if d < n and d != e]"
            + " for e in divisors(n) if e < n]";

    private static final String KAYLES = "n -> [(a, n - 1 - a) for a in 0..n - 1] + [(a, n - 2 - a) for a in 0..n - 2]";

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
    void aRuleWhoseFormIsAnOctalCodeHasItsPeriodProvedByTheCodesTheorem() {
        HeapGame kayles = game(Map.of("rule", KAYLES)).prepare(Long.MAX_VALUE);
        PeriodProof proof = kayles.periodProof().orElseThrow();
        assertEquals("preperiod 71, period 12: g(n + 12) = g(n) for 71 <= n < 155, on the values of heaps 0..166 (the"
                + " rule is the code 0.77 by its form: the Guy-Smith theorem for octal games taking at most 2)",
                proof.describe());
        HeapGame builtIn = new TakeBreak(TakeBreakCode.parse("0.77"), "kayles", 1000).prepare(Long.MAX_VALUE);
        for (long n : new long[] {0, 70, 71, 166, 167, 1000, 123_456_789_012L, Long.MAX_VALUE}) {
            assertEquals(builtIn.grundy(n), kayles.grundy(n), "heap " + n);
        }
    }

    @Test
    void aRuleSaysWhyNoTheoremProvesItsPeriodAndTheCodeItsOptionsAreWhereComputed() {
        String why = "a theorem of periodicity needs a game's options at every heap, and a rule's are known only where"
                + " computed";
        // Kayles with a condition on the heap: no form the language reads, though its options are 0.77's up to 99,999.
        HeapGame kayles = game(Map.of("rule", KAYLES + " + [(a, n - 1 - a) for a in 0..n - 1 if n < 100000]"))
                .prepare(200);
        assertEquals(Optional.empty(), kayles.periodProof());
        assertEquals(why + "; on heaps 0..200 its options are those of the code 0.77, whose period 'table octal"
                + " --code=0.77' proves", kayles.unprovedPeriodNote(200).orElseThrow());
        HeapGame beads = game(Map.of("rule", BEADS)).prepare(200);
        assertEquals(why, beads.unprovedPeriodNote(200).orElseThrow());
        HeapGame formed = game(Map.of("rule", KAYLES)).prepare(100);
        assertEquals("the rule is the code 0.77 by its form, and its theorem needs a longer table (a larger --to)",
                formed.unprovedPeriodNote(100).orElseThrow());
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
