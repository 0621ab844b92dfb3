package io.github.grundy.core.store;

/**
 * How one segment codes its heaps: {@code first} below offset {@code from}, {@code then} from it.
 * A segment begins with one coding ({@code from} at {@link #NEVER}); one that began direct, while
 * the values were small, takes up the class coding as soon as values reach 128 and a class is
 * hinted, so that a table whose values grow early does not escape them for the rest of its first
 * segment (a segment is 2^26 heaps: values of 255 and more in one would cost 6 bytes each).
 *
 * @param first how heaps below {@code from} are coded
 * @param then  how heaps from {@code from} on are coded ({@code first} when {@code from} is
 *              {@link #NEVER})
 * @param from  the offset of the first heap coded by {@code then}, or {@link #NEVER}
 */
record SegmentCoding(Coding first, Coding then, int from) {

    /** The offset of a switch that does not happen: beyond any segment. */
    static final int NEVER = Integer.MAX_VALUE;

    private static final String SWITCH = ", from ";

    /**
     * Checks the switch.
     *
     * @throws IllegalArgumentException if {@code from} is negative, or is {@link #NEVER} with two
     *                                  codings
     */
    SegmentCoding {
        if (from < 0 || (from == NEVER && !first.equals(then))) {
            throw new IllegalArgumentException("a segment switches codings at an offset of 0 or more, not " + from);
        }
    }

    /**
     * One coding for the whole segment.
     *
     * @param coding the coding
     * @return the segment's coding
     */
    static SegmentCoding of(Coding coding) {
        return new SegmentCoding(coding, coding, NEVER);
    }

    /**
     * Whether the segment has switched already.
     *
     * @return whether {@code from} is an offset
     */
    boolean switched() {
        return from != NEVER;
    }

    /**
     * The same coding, switching to {@code later} at offset {@code at}.
     *
     * @param later the coding from {@code at}
     * @param at    the offset of the first heap it codes
     * @return the segment's coding
     */
    SegmentCoding switchTo(Coding later, int at) {
        return new SegmentCoding(first, later, at);
    }

    /**
     * As the manifest says it: {@code direct}, or {@code direct, from 1048576 parity 1ee pos 1}.
     *
     * @return the text, without a line break or a semicolon
     */
    String text() {
        return switched() ? first.text() + SWITCH + from + " " + then.text() : first.text();
    }

    /**
     * The coding a manifest names.
     *
     * @param text what {@link #text()} says
     * @return the coding, or {@code null} if {@code text} names none
     */
    static SegmentCoding parse(String text) {
        int at = text.indexOf(SWITCH);
        if (at < 0) {
            Coding c = Coding.parse(text);
            return c == null ? null : of(c);
        }
        Coding first = Coding.parse(text.substring(0, at));
        String rest = text.substring(at + SWITCH.length());
        int space = rest.indexOf(' ');
        Coding then = space < 0 ? null : Coding.parse(rest.substring(space + 1));
        if (first == null || then == null) {
            return null;
        }
        try {
            int from = Integer.parseInt(rest.substring(0, space));
            return from >= 0 && from != NEVER && rest.substring(0, space).equals(Integer.toString(from))
                    ? new SegmentCoding(first, then, from) : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
