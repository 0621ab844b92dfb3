package io.github.grundy.cli.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The names offered for a mistyped one: the slips a typist makes, and nothing for a stranger. */
class SuggestionTest {

    private static final List<String> GAMES = List.of("nim", "bash", "subtraction", "split", "staircase", "divisor",
            "beads", "graph", "octal", "kayles", "dawson", "grundy-game", "treblecross");

    @Test
    void slipsOfTypingFindTheName() {
        assertEquals(List.of("nim"), Suggestion.nearest("nimm", GAMES));
        assertEquals(List.of("nim"), Suggestion.nearest("Nim", GAMES));
        assertEquals(List.of("kayles"), Suggestion.nearest("kayle", GAMES));
        assertEquals(List.of("kayles"), Suggestion.nearest("kyales", GAMES));
        assertEquals(List.of("octal"), Suggestion.nearest("octel", GAMES));
        assertEquals(List.of("subtraction"), Suggestion.nearest("subtracton", GAMES));
        assertEquals(List.of("subtraction"), Suggestion.nearest("substraction", GAMES));
        assertEquals(List.of("treblecross"), Suggestion.nearest("treble", GAMES));
        assertEquals(List.of("--version"), Suggestion.nearest("--versoin", List.of("--help", "--version")));
    }

    @Test
    void aStrangerGetsNothing() {
        assertEquals(List.of(), Suggestion.nearest("chess", GAMES));
        assertEquals(List.of(), Suggestion.nearest("ni", List.of("nim", "nib", "nil", "nip")), "too many to suggest");
        assertEquals(List.of(), Suggestion.nearest("xyz", GAMES));
        // Two slips in a short name are too many: "bsh" is bash, "bs" is not.
        assertEquals(List.of("bash"), Suggestion.nearest("bsh", GAMES));
        assertEquals(List.of(), Suggestion.nearest("bs", GAMES));
        // A start of an option is not a slip: --max is bash's parameter, not a start of --max-positions.
        assertEquals(List.of(), Suggestion.nearest("--max", List.of("--max-positions")));
    }

    @Test
    void theNearestWinAndAreListed() {
        assertEquals(List.of("split"), Suggestion.nearest("spilt", List.of("split", "splat")).subList(0, 1));
        assertEquals("did you mean 'nim' or 'nib'?", Suggestion.didYouMean("nix", List.of("nim", "nib"), "'"));
        assertEquals("did you mean --a1, --a2 or --a3?", Suggestion.didYouMean("--a4", List.of("--a1", "--a2", "--a3"), ""));
        assertEquals("", Suggestion.didYouMean("chess", GAMES, "'"));
    }

    @Test
    void distanceCountsSlips() {
        assertEquals(0, Suggestion.distance("nim", "nim"));
        assertEquals(1, Suggestion.distance("nim", "nimm"));
        assertEquals(1, Suggestion.distance("versoin", "version"));
        assertEquals(2, Suggestion.distance("ab", "ba") + 1);
        assertEquals(3, Suggestion.distance("", "abc"));
    }
}
