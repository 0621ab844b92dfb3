package io.github.grundy.core.store;

/**
 * How a segment codes a value in its byte, fixed when the segment begins: {@link Direct} (the
 * value itself) or {@link ByParity} (Grossman's trick: one bit of the value is implied by its
 * class, so common values up to 511 fit in a byte). A byte of {@link #ESCAPE} sends the reader to
 * the segment's escape list, which holds the value whole.
 *
 * <p>Both codings are given to the segments as tables ({@link #encodeTable()},
 * {@link #decodeTable()}) so that the loops over bytes make no call per heap.
 */
sealed interface Coding permits Coding.Direct, Coding.ByParity {

    /** The byte of a heap whose value is in the segment's escape list. */
    int ESCAPE = 0xFF;

    /** The values the tables cover: every value from 512 on is an escape in both codings. */
    int TABLE_VALUES = 512;

    /**
     * The byte of each value below {@link #TABLE_VALUES} at a heap of each parity.
     *
     * @return 1024 bytes, indexed by {@code value | (heap & 1) << 9}; {@link #ESCAPE} where the
     *         value is escaped
     */
    byte[] encodeTable();

    /**
     * The value of each byte but {@link #ESCAPE} at a heap of each parity.
     *
     * @return 512 values, indexed by {@code byte | (heap & 1) << 8}
     */
    int[] decodeTable();

    /**
     * The coding as the manifest says it: {@code direct}, or {@code parity 1ee}, or
     * {@code parity 1ee pos 1}.
     *
     * @return one word or three or five, without a line break
     */
    String text();

    /**
     * The coding a manifest names.
     *
     * @param text what {@link #text()} says
     * @return the coding, or {@code null} if {@code text} names none
     */
    static Coding parse(String text) {
        if (text.equals("direct")) {
            return new Direct();
        }
        String[] words = text.split(" ", -1);
        if (!words[0].equals("parity") || (words.length != 2 && words.length != 4)
                || (words.length == 4 && !words[2].equals("pos"))) {
            return null;
        }
        try {
            int mask = Integer.parseInt(words[1], 16);
            int bit = words.length == 4 ? Integer.parseInt(words[3]) : 0;
            if (!words[1].equals(Integer.toHexString(mask)) || mask <= 0 || mask >= TABLE_VALUES
                    || (words.length == 4 && !words[3].equals(Integer.toString(bit)))) {
                return null;
            }
            return new ByParity(mask, words.length == 4, bit);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The value itself in the byte, for values below 255; the others escaped. */
    record Direct() implements Coding {

        @Override
        public byte[] encodeTable() {
            byte[] table = new byte[2 * TABLE_VALUES];
            for (int i = 0; i < table.length; i++) {
                int v = i & (TABLE_VALUES - 1);
                table[i] = (byte) Math.min(v, ESCAPE);
            }
            return table;
        }

        @Override
        public int[] decodeTable() {
            int[] table = new int[2 * 256];
            for (int i = 0; i < table.length; i++) {
                table[i] = i & 0xFF;
            }
            return table;
        }

        @Override
        public String text() {
            return "direct";
        }
    }

    /**
     * Grossman's trick, for tables whose values reach 511 but split into a common class and a rare
     * one: the class bit of value {@code v} at heap {@code n} is the parity of {@code v & mask},
     * flipped at heaps whose parity differs from {@code positionBit} when {@code position}. A
     * common value (class bit 1) below 512 drops bit {@code d}, the lowest bit of the mask, which
     * its class gives back; a rare value, a value from 512 on, and the common value whose byte
     * would be 255 are escaped.
     *
     * @param mask        the bits of the value whose parity is its class, 1..511
     * @param position    whether the heap's parity is in the class too
     * @param positionBit the heap parity, 0 or 1, at which the class is not flipped ({@code 0} when
     *                    not {@code position})
     */
    record ByParity(int mask, boolean position, int positionBit) implements Coding {

        /**
         * Checks the class.
         *
         * @throws IllegalArgumentException if the mask is not in 1..511, or the bit not 0 or 1 with
         *                                  {@code position}
         */
        public ByParity {
            if (mask <= 0 || mask >= TABLE_VALUES) {
                throw new IllegalArgumentException("a class mask is 1..511 (the values it codes are below 512), not " + mask);
            }
            if (!position) {
                positionBit = 0;
            }
            if (positionBit != 0 && positionBit != 1) {
                throw new IllegalArgumentException("a class's position bit is 0 or 1, not " + positionBit);
            }
        }

        /** The class bit {@code (n ^ positionBit) & 1} adds, for a heap of parity {@code parity}. */
        private int heapPart(int parity) {
            return position ? (parity ^ positionBit) & 1 : 0;
        }

        @Override
        public byte[] encodeTable() {
            int d = Integer.numberOfTrailingZeros(mask);
            int low = (1 << d) - 1;
            byte[] table = new byte[2 * TABLE_VALUES];
            for (int i = 0; i < table.length; i++) {
                int v = i & (TABLE_VALUES - 1);
                int common = (Integer.bitCount(v & mask) & 1) ^ heapPart(i >>> 9);
                int u = (v & low) | ((v >>> (d + 1)) << d);
                table[i] = (byte) (common == 1 ? Math.min(u, ESCAPE) : ESCAPE);
            }
            return table;
        }

        @Override
        public int[] decodeTable() {
            int d = Integer.numberOfTrailingZeros(mask);
            int low = (1 << d) - 1;
            int[] table = new int[2 * 256];
            for (int i = 0; i < table.length; i++) {
                int u = i & 0xFF;
                int w = (u & low) | ((u >>> d) << (d + 1));
                table[i] = w | ((1 ^ (Integer.bitCount(w & mask) & 1) ^ heapPart(i >>> 8)) << d);
            }
            return table;
        }

        @Override
        public String text() {
            return "parity " + Integer.toHexString(mask) + (position ? " pos " + positionBit : "");
        }
    }
}
