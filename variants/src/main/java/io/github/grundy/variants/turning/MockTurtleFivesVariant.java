package io.github.grundy.variants.turning;

/** Mock Turtle Fives, the turning code 1-3C(5): turn over one to three coins within five adjacent ones, the rightmost from heads to tails. */
public final class MockTurtleFivesVariant extends TurningPreset {

    public MockTurtleFivesVariant() {
        super("mock-turtle-fives", "Mock Turtle Fives", "1-3C(5)", "turn over one to three coins within five adjacent ones, the rightmost from heads to tails", Formulas.MOCK_TURTLE_FIVES_FORM);
    }
}
