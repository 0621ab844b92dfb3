package io.github.grundy.core.check;

import java.util.function.Supplier;

/**
 * The first failure, carried out of the walks, which stop there: the checks are nested several
 * loops deep, and a failure ends them all at once.
 */
final class Disagreement extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient Failure failure;

    Disagreement(Failure.Kind kind, String at, String check, String expected, String found, String involved) {
        super(at + ": " + check, null, false, false);
        this.failure = new Failure(kind, at, check, expected, found, involved);
    }

    Failure failure() {
        return failure;
    }

    /**
     * What {@code call} answers; a call that throws is a failure of its own ({@link Failure.Kind#THREW}),
     * since the checker only asks about heaps and positions the game accepts.
     */
    static <T> T ask(String at, String check, Supplier<T> call) {
        try {
            return call.get();
        } catch (Disagreement d) {
            throw d;
        } catch (RuntimeException e) {
            throw new Disagreement(Failure.Kind.THREW, at, check, "an answer", "threw " + Words.thrown(e), "");
        }
    }

    /** Runs {@code call} as {@link #ask} does. */
    static void run(String at, String check, Runnable call) {
        ask(at, check, () -> {
            call.run();
            return null;
        });
    }
}
