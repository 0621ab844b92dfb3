package io.github.grundy.core.check;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What {@link GameChecker} found: how much agreed with the definition, the first disagreement if
 * any, and notes that are not failures (a game that reports one option twice, heaps it refuses).
 *
 * @param subject the game checked, in words: {@code variant 'squares' (game: squares)}
 * @param scope   what one checked item is, in words: {@code heaps of 0..200}, {@code positions}
 * @param checked how many heaps (or positions) agreed in every respect
 * @param sums    how many sums of two or three heaps were analysed and agreed
 * @param failure the first disagreement; empty when everything agreed
 * @param notes   things worth knowing that are not wrong
 */
public record Report(String subject, String scope, long checked, long sums, Optional<Failure> failure,
        List<String> notes) {

    /**
     * Checks that nothing is null and keeps an immutable copy of the notes.
     *
     * @param subject the game checked, in words: {@code variant 'squares' (game: squares)}
     * @param scope   what one checked item is, in words: {@code heaps of 0..200}, {@code positions}
     * @param checked how many heaps (or positions) agreed in every respect
     * @param sums    how many sums of two or three heaps were analysed and agreed
     * @param failure the first disagreement; empty when everything agreed
     * @param notes   things worth knowing that are not wrong
     */
    public Report {
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(failure, "failure");
        notes = List.copyOf(notes);
    }

    /**
     * True when the game agreed with the definition everywhere it was checked.
     *
     * @return true if there is no {@link #failure()}
     */
    public boolean passed() {
        return failure.isEmpty();
    }

    /**
     * The report in words: the verdict, the failure's lines, then the notes.
     *
     * @return the message, several lines, without a final line break
     */
    public String message() {
        StringBuilder s = new StringBuilder(subject);
        if (failure.isPresent() && failure.get().kind() == Failure.Kind.LOAD) {
            s.append(" would not be loaded by grundy:\n").append(failure.get().describe());
        } else if (failure.isPresent()) {
            Failure f = failure.get();
            s.append(" disagrees with the definition (").append(checked).append(' ').append(scope)
                    .append(" agreed before):\n").append(f.describe());
        } else {
            s.append(" agrees with the definition: ").append(checked).append(' ').append(scope);
            if (sums > 0) {
                s.append(", and ").append(sums).append(" sums of two or three heaps");
            }
            s.append('.');
        }
        for (String note : notes) {
            s.append("\n  note: ").append(note);
        }
        return s.toString();
    }

    /**
     * This report if it passed.
     *
     * @return this report
     * @throws AssertionError with {@link #message()} if it did not, so that a test fails with it
     */
    public Report assertPassed() {
        if (!passed()) {
            throw new AssertionError(message());
        }
        return this;
    }

    @Override
    public String toString() {
        return message();
    }
}
