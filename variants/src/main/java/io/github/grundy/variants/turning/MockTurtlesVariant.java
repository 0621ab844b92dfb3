package io.github.grundy.variants.turning;

/** Mock Turtles, the turning code 1-3: turn over one, two or three coins, the rightmost from heads to tails. */
public final class MockTurtlesVariant extends TurningPreset {

    public MockTurtlesVariant() {
        super("mock-turtles", "Mock Turtles", "1-3", "turn over one, two or three coins, the rightmost from heads to tails", Formulas.MOCK_TURTLES);
    }
}
