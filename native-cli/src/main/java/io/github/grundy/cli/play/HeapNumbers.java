package io.github.grundy.cli.play;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import java.util.Arrays;

/**
 * The numbers a player calls heaps by in {@code play}, kept for the whole game: a heap keeps its
 * number when others vanish (Kayles takes a whole row) or split, and the parts a split leaves beyond
 * the first get new numbers, after every number given so far. A number seen once always means the
 * same heap, so nothing is renumbered behind the player's back.
 *
 * <p>The sum is kept in the order of its numbers: a move leaves its first part where its heap was
 * and puts the others last (the order of a sum's heaps changes nothing in its theory).
 *
 * @param numbers the number of each component of the sum, in the sum's order (increasing)
 * @param next    the number the next new heap gets
 */
public record HeapNumbers(int[] numbers, int next) {

    public HeapNumbers {
        numbers = numbers.clone();
    }

    /** Heaps 1..{@code size}, as the position was typed. */
    static HeapNumbers first(int size) {
        int[] n = new int[size];
        Arrays.setAll(n, i -> i + 1);
        return new HeapNumbers(n, size + 1);
    }

    /** The number of the component at {@code index} in the sum. */
    int of(int index) {
        return numbers[index];
    }

    /** The index in the sum of the heap numbered {@code number}, or -1 when there is none. */
    int index(long number) {
        return number < 1 || number >= next ? -1 : Math.max(-1, Arrays.binarySearch(numbers, (int) number));
    }

    /** Whether heap {@code number} was there once, and is gone (taken whole, or split away). */
    boolean gone(long number) {
        return number >= 1 && number < next && index(number) < 0;
    }

    /** The numbers after {@code move}: its heap keeps its number for the first part, new ones for the others. */
    HeapNumbers after(HeapMove move) {
        int c = move.component();
        int parts = move.optionSize();
        int[] n = new int[numbers.length - 1 + parts];
        int k = 0;
        for (int i = 0; i < numbers.length; i++) {
            if (i != c || parts > 0) {
                n[k++] = numbers[i];
            }
        }
        for (int j = 1; j < parts; j++) {
            n[k++] = next + j - 1;
        }
        return new HeapNumbers(n, next + Math.max(0, parts - 1));
    }

    /** The sum after {@code move}, in the order {@link #after} numbers it. */
    static HeapSum sumAfter(HeapSum sum, HeapMove move) {
        int c = move.component();
        long[] option = move.option();
        int n = sum.size() - 1 + option.length;
        long[] heaps = new long[n];
        // A sum of one game stays one (its engines walk a plain array): games only for a sum of several.
        HeapGame[] games = sum instanceof HeapSum.Uniform ? null : new HeapGame[n];
        int k = 0;
        for (int i = 0; i < sum.size(); i++) {
            if (i != c || option.length > 0) {
                if (games != null) {
                    games[k] = sum.game(i);
                }
                heaps[k++] = i == c ? option[0] : sum.heap(i);
            }
        }
        for (int j = 1; j < option.length; j++) {
            if (games != null) {
                games[k] = sum.game(c);
            }
            heaps[k++] = option[j];
        }
        return sum instanceof HeapSum.Uniform u ? HeapSum.of(u.game(), heaps) : HeapSum.of(games, heaps);
    }

    /** The numbers there are, as ranges: {@code 1..3, 5, 7..8}. */
    String list() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < numbers.length; i++) {
            int j = i;
            while (j + 1 < numbers.length && numbers[j + 1] == numbers[j] + 1) {
                j++;
            }
            s.append(s.length() == 0 ? "" : ", ").append(numbers[i]);
            if (j > i) {
                s.append("..").append(numbers[j]);
            }
            i = j;
        }
        return s.toString();
    }

    @Override
    public int[] numbers() {
        return numbers.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof HeapNumbers h && h.next == next && Arrays.equals(h.numbers, numbers);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(numbers) * 31 + next;
    }

    @Override
    public String toString() {
        return "HeapNumbers[" + list() + ", next=" + next + "]";
    }
}
