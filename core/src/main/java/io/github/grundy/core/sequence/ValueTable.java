package io.github.grundy.core.sequence;

import io.github.grundy.core.period.Period;
import java.util.Arrays;
import java.util.function.IntUnaryOperator;

/**
 * The array that holds a {@link GrundySequence}'s values: 16 bits a value while every value
 * fits (the values of the studied take-and-break games do, far out: .6 reaches 302 by heap 2^20),
 * 32 bits once one does not. Half the memory for the long tables of the rare/common engine
 * ({@link NarrowEngine}), so that 2^30 heaps take 2 GB.
 */
sealed interface ValueTable permits ValueTable.Narrow, ValueTable.Wide {

    /** The largest value a narrow table holds. */
    int NARROW_MAX = Character.MAX_VALUE;

    /** The value at index {@code i}. */
    int get(int i);

    /** How many values the array holds, known or not. */
    int capacity();

    /** Bytes a value. */
    int width();

    /** The first {@code length} values in an array of {@code size}. */
    ValueTable copy(int length, int size);

    /** The values as an accessor, for {@link Period#find(IntUnaryOperator, int, PeriodCriterion)}. */
    IntUnaryOperator reader();

    /** The first {@code length} values as {@code int}s. */
    int[] toArray(int length);

    /** 16 bits a value. */
    record Narrow(char[] values) implements ValueTable {
        @Override
        public int get(int i) {
            return values[i];
        }

        @Override
        public int capacity() {
            return values.length;
        }

        @Override
        public int width() {
            return Character.BYTES;
        }

        @Override
        public ValueTable copy(int length, int size) {
            char[] c = new char[size];
            System.arraycopy(values, 0, c, 0, Math.min(length, size));
            return new Narrow(c);
        }

        @Override
        public IntUnaryOperator reader() {
            char[] v = values;
            return i -> v[i];
        }

        @Override
        public int[] toArray(int length) {
            return widened(length, length).values();
        }

        /** The first {@code length} values in a wide table of {@code size}. */
        Wide widened(int length, int size) {
            int[] a = new int[size];
            for (int i = 0; i < length; i++) {
                a[i] = values[i];
            }
            return new Wide(a);
        }
    }

    /** 32 bits a value. */
    record Wide(int[] values) implements ValueTable {
        @Override
        public int get(int i) {
            return values[i];
        }

        @Override
        public int capacity() {
            return values.length;
        }

        @Override
        public int width() {
            return Integer.BYTES;
        }

        @Override
        public ValueTable copy(int length, int size) {
            return new Wide(Arrays.copyOf(values, size));
        }

        @Override
        public IntUnaryOperator reader() {
            int[] v = values;
            return i -> v[i];
        }

        @Override
        public int[] toArray(int length) {
            return Arrays.copyOf(values, length);
        }

        /**
         * The first {@code length} values in a narrow table of that size, or this one when a value
         * does not fit 16 bits.
         */
        ValueTable narrowed(int length) {
            char[] chars = new char[length];
            for (int i = 0; i < length; i++) {
                if (values[i] > NARROW_MAX) {
                    return this;
                }
                chars[i] = (char) values[i];
            }
            return new Narrow(chars);
        }
    }
}
