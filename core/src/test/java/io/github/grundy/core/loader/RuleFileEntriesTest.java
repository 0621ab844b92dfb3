package io.github.grundy.core.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The games of rule files in a catalogue: after every provider, never taking an id, not guarded. */
class RuleFileEntriesTest {

    /** A variant as the variants module would make of a rule file ({@code take} and {@code other} here). */
    private static final class FromFile extends VariantCatalogTest.Other {
        private final String id;

        FromFile(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    @Test
    void aRuleFilesGameComesLastUnguardedAndNamesItsFile() {
        FromFile squares = new FromFile("squares");
        try (VariantCatalog catalog = VariantCatalog.builder()
                .ruleFileProblem("rule file rules/broken.rule:1:5: something; ignored")
                .ruleFile(squares, "rules/squares.rule")
                .classPath(new ClassLoader(null) { })
                .build()) {
            VariantCatalog.Entry e = catalog.entry("squares").orElseThrow();
            assertSame(squares, e.variant(), "the rule's errors are the user's, not a plugin's");
            assertEquals("rules/squares.rule", e.source());
            assertEquals(VariantCatalog.Origin.RULE_FILE, e.origin());
            assertEquals(false, e.builtIn());
            assertEquals(List.of("rule file rules/broken.rule:1:5: something; ignored"),
                    catalog.problems().stream().map(VariantCatalog.Problem::message).toList());
        }
    }

    @Test
    void aRuleFileWithATakenIdIsLeftOutWithAProblemNamingBoth() {
        VariantCatalog catalog = VariantCatalog.builder()
                .classPath(new ClassLoader(null) { })
                .ruleFile(new FromFile("twice"), "rules/twice.rule")
                .ruleFile(new FromFile("twice"), "other/twice.rule")
                .build();
        assertEquals(List.of("twice"), catalog.entries().stream().map(e -> e.variant().id()).toList());
        assertEquals("rules/twice.rule", catalog.entry("twice").orElseThrow().source());
        assertEquals(List.of("variant id 'twice' is provided twice: by rule file rules/twice.rule and by rule file"
                + " other/twice.rule; using the first"), catalog.problems().stream().map(VariantCatalog.Problem::message)
                .toList());
    }

    @Test
    void theIdRuleIsTheProviders() {
        assertEquals(Optional.empty(), VariantCatalog.idProblem("wythoff-2"));
        assertEquals(Optional.of("'Moore_2', which is not lower-case words of letters and digits joined by '-',"
                + " beginning with a letter (as 'moore-2')"), VariantCatalog.idProblem("Moore_2"));
        assertEquals(Optional.of("'-', which is not lower-case words of letters and digits joined by '-',"
                + " beginning with a letter"), VariantCatalog.idProblem("-"));
    }
}
