package io.github.grundy.core.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.core.TestGames;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.LimitExceededException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * solve --misere on 0.6's heaps 40 and 50 (issue 37) ends in a refusal: each theory tried is said
 * as it starts, and the search says how far it is towards its limit, so that the wait is not silent.
 */
class MisereActivityTest {


    @Test
    void aRefusalSaysEachTheoryTriedAndHowFarTheSearchGot() {
        List<String> said = new ArrayList<>();
        MisereSolver solver = new MisereSolver(100_000, "--max-positions=100000", said::add);
        LimitExceededException refused = assertThrows(LimitExceededException.class,
                () -> solver.analyse(HeapSum.of(TestGames.coded("0.6"), 40, 50)));
        assertTrue(refused.getMessage().startsWith("the misere search needs more than 100000 positions"),
                refused.getMessage());
        assertEquals(List.of("misere genus of each heap", "misere quotient up to heap 50",
                "misere search: 1 of 100000 positions", "misere search: 32768 of 100000 positions",
                "misere search: 65536 of 100000 positions", "misere search: 98304 of 100000 positions"), said);
    }
}
