package io.github.grundy.core.game;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;

import org.junit.jupiter.api.Test;

/** {@link Activity#NONE} hears anything and does nothing: a computation nobody watches may report freely. */
class ActivityTest {

    @Test
    void noneHearsAnything() {
        assertDoesNotThrow(() -> Activity.NONE.report("misere search: 1 of 10 positions"));
    }
}
