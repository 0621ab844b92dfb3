package io.github.grundy.core.rule;

/**
 * An evaluation that cannot be exact, at an expression of the rule: turned into a
 * {@link RuleException} naming the place and the position by whoever ran the rule.
 */
final class EvaluationFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    final int offset;

    EvaluationFailure(int offset, String message) {
        super(message, null, false, false);
        this.offset = offset;
    }
}
