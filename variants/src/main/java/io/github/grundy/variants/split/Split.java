package io.github.grundy.variants.split;

import io.github.grundy.core.game.Cancellation;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.OptionSink;

/**
 * Split Nim: a move replaces one heap of size {@code x} by two heaps, each smaller than
 * {@code x} (0 allowed; their sum may exceed {@code x}). A heap of 0 has no move, a heap of 1
 * becomes {@code 0 + 0}.
 *
 * <p>Grundy values: {@code g(0) = 0} and {@code g(x) = o_x} for {@code x >= 1}, the x-th odious
 * number (an odious number has an odd number of 1-bits: 1, 2, 4, 7, 8, 11, 13, 14, ...), that is
 * {@code o_x = 2(x-1) + (popcount(x-1) even ? 1 : 0)}. Proof by induction on {@code x}: the
 * options of {@code x} are the pairs {@code {i, j}}, {@code 0 <= i <= j < x}, worth
 * {@code g(i) xor g(j)}: 0 for {@code i = j}, {@code o_j} for {@code i = 0 < j}, and
 * {@code o_i xor o_j} for {@code 1 <= i < j}.
 * <ul>
 * <li>{@code o_x} is not among them: it is odious, while 0 and every {@code o_i xor o_j} are evil
 * (the parities of the 1-bits add), and every {@code o_j} with {@code j < x} is smaller than
 * {@code o_x}.
 * <li>Every {@code v < o_x} is among them: an odious {@code v} is some {@code o_j} with
 * {@code j < x} (the odious numbers below {@code o_x} are exactly {@code o_1 .. o_{x-1}}), reached
 * by {@code {0, j}}; {@code v = 0} is reached by {@code {0, 0}}; an evil {@code v > 0} has at least
 * two 1-bits, so for one of them, {@code 2^k}, {@code v = (v - 2^k) xor 2^k} with both parts
 * odious, distinct and smaller than {@code v < o_x}, hence {@code o_i} and {@code o_j} for some
 * {@code 1 <= i < j < x}.
 * </ul>
 * So {@code g(x) = mex = o_x}. {@code g} is strictly increasing and maps the heaps {@code >= 1}
 * onto the odious numbers; its inverse is {@code w -> floor(w/2) + 1}.
 *
 * <p>Options of a given value, without enumerating the {@code O(x^2)} pairs: value 0 comes from
 * the {@code x} pairs {@code {i, i}}; an odious value {@code t} from the one pair
 * {@code {0, g^-1(t)}} if {@code t < o_x}; an evil {@code t > 0} from the pairs of odious values
 * {@code a < b < o_x} with {@code a xor b = t}, counted and listed by {@link OdiousPairs} in
 * {@code O(63^2)} per pair.
 *
 * <p>Heaps stop at {@link #MAX_HEAP} = 2^62, whose value 2^63-1 is the last that fits a
 * {@code long}.
 */
public record Split() implements HeapGame {

    /** The largest heap: {@code g(2^62) = 2^63 - 1}, and {@code g(2^62 + 1) = 2^63} would overflow. */
    public static final long MAX_HEAP = 1L << 62;

    @Override
    public String describe() {
        return "split";
    }

    /** Refuses negative heaps and heaps above {@link #MAX_HEAP}. */
    @Override
    public void checkHeap(long heap) {
        if (heap > MAX_HEAP) {
            throw new IllegalArgumentException("split: a heap can be at most 2^62 = " + MAX_HEAP
                    + " (its Grundy value must fit in 63 bits), found " + heap);
        }
        HeapGame.super.checkHeap(heap);
    }

    @Override
    public long grundy(long heap) {
        if (heap <= 0 || heap > MAX_HEAP) {
            checkHeap(heap);
            return 0;
        }
        return odious(heap);
    }

    /** The x-th odious number, x >= 1: {@code 2(x-1)} or {@code 2(x-1)+1}, whichever is odious. */
    static long odious(long x) {
        long k = x - 1;
        return 2 * k + ((Long.bitCount(k) & 1) == 0 ? 1 : 0);
    }

    /** The heap whose value is the odious number {@code w}. */
    static long heapOfValue(long w) {
        return (w >>> 1) + 1;
    }

    /** Options {@code {i, j}}, {@code i <= j < heap}, by {@code i} ascending then {@code j} ascending. */
    @Override
    public void forEachOption(long heap, OptionSink sink) {
        checkHeap(heap);
        long[] option = new long[2];
        for (long i = 0; i < heap; i++) {
            for (long j = i; j < heap; j++) {
                option[0] = i;
                option[1] = j;
                if (!sink.accept(option)) {
                    return;
                }
            }
        }
    }

    @Override
    public void forEachOptionOfValue(long heap, long value, OptionSink sink) {
        Cancellation.checkpoint(); // once a heap: --timeout stops a walk over millions of them
        checkHeap(heap);
        if (heap == 0 || value < 0) {
            return;
        }
        long[] option = new long[2];
        if (value == 0) {
            for (long i = 0; i < heap; i++) {
                option[0] = i;
                option[1] = i;
                if (!sink.accept(option)) {
                    return;
                }
            }
            return;
        }
        long m = odious(heap);
        if ((Long.bitCount(value) & 1) == 1) {
            if (value < m) {
                option[0] = 0;
                option[1] = heapOfValue(value);
                sink.accept(option);
            }
            return;
        }
        // i ascending is a ascending: g is increasing.
        for (long a = OdiousPairs.next(1, value, m); a >= 0; a = OdiousPairs.next(a + 1, value, m)) {
            option[0] = heapOfValue(a);
            option[1] = heapOfValue(a ^ value);
            if (!sink.accept(option)) {
                return;
            }
        }
    }

    @Override
    public long countOptionsOfValue(long heap, long value) {
        Cancellation.checkpoint(); // once a heap: --timeout stops a walk over millions of them
        checkHeap(heap);
        if (heap == 0 || value < 0) {
            return 0;
        }
        if (value == 0) {
            return heap;
        }
        long m = odious(heap);
        if ((Long.bitCount(value) & 1) == 1) {
            return value < m ? 1 : 0;
        }
        return OdiousPairs.count(value, m);
    }
}
