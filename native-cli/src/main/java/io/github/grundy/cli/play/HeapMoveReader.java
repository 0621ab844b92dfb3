package io.github.grundy.cli.play;

import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.play.PerfectPlayer;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A move typed in {@code play} on a sum of heaps: {@code HEAP AMOUNT} or {@code HEAP -> A + B},
 * the heap by its {@link HeapNumbers number}. What is not a legal move is said, with the reason,
 * and read as none.
 *
 * @param out    where the reason goes
 * @param p      the position the move is typed in
 * @param noun   what the components are called: {@code heap}, {@code token}, {@code heap or token}
 * @param plural the same, for several
 */
public record HeapMoveReader(PrintStream out, HeapPlay.Ply p, String noun, String plural) {

    /** Options listed when a move is refused. */
    private static final int SHOWN = 8;

    /** The move typed, or empty (and the reason said) when it is not one. */
    Optional<HeapMove> read(String line) {
        HeapSum sum = p.sum();
        String[] arrow = line.split("->", -1);
        String[] left = arrow[0].trim().split("\\s+");
        long[] option;
        int component;
        try {
            long number = Long.parseLong(left[0]);
            component = p.numbers().index(number);
            if (component < 0) {
                String there = sum.size() == 1 ? "the only " + noun + " is " : "the " + plural + " are ";
                out.println("No " + noun + " " + left[0] + ": " + (p.numbers().gone(number) ? "it is gone; " : "")
                        + there + p.numbers().list() + ".");
                return Optional.empty();
            }
            if (arrow.length == 2 && left.length == 1) {
                String right = arrow[1].trim();
                option = right.equals("nothing") || right.isEmpty() ? new long[0]
                        : Arrays.stream(right.split("\\+")).mapToLong(w -> Long.parseLong(w.trim())).toArray();
            } else if (arrow.length == 1 && left.length == 2) {
                long amount = Long.parseLong(left[1]);
                Optional<long[]> taken = take(component, amount);
                if (taken.isEmpty()) {
                    return Optional.empty();
                }
                option = taken.get();
            } else {
                return notAMove(line);
            }
        } catch (NumberFormatException | ArithmeticException e) {
            return notAMove(line);
        }
        if (!isOption(component, option)) {
            List<long[]> some = PerfectPlayer.options(sum, component, SHOWN);
            StringBuilder s = new StringBuilder();
            for (long[] o : some) {
                s.append(s.length() == 0 ? "" : ", ").append(HeapGame.optionText(o));
            }
            out.println("Illegal: " + where(component) + " (" + sum.heap(component) + ") cannot become "
                    + HeapGame.optionText(option) + (some.isEmpty() ? "; it has no move." : "; it can become " + s
                    + (some.size() == SHOWN ? ", and more." : ".")));
            return Optional.empty();
        }
        return Optional.of(new HeapMove(component, sum.heap(component), option));
    }

    /** What taking {@code amount} leaves of a component: a heap, or none when that is the move; empty when refused. */
    private Optional<long[]> take(int component, long amount) {
        long heap = p.sum().heap(component);
        String where = where(component);
        if (PerfectPlayer.options(p.sum(), component, 1).isEmpty()) {
            // An emptied heap offers no amount at all: not "1..0".
            out.println(capital(where) + (heap == 0 ? " is empty, so it has no move." : " (" + heap + ") has no move."));
            return Optional.empty();
        }
        if (amount < 1) {
            out.println("Take at least 1, not " + amount + ".");
            return Optional.empty();
        }
        if (amount > heap) {
            out.println(capital(where) + " holds " + heap + ": " + amount + " cannot be taken from it.");
            return Optional.empty();
        }
        long rest = heap - amount;
        // Taking a heap whole leaves an empty heap where the game keeps one (Nim), else nothing (Kayles).
        return Optional.of(rest == 0 && !isOption(component, new long[] {0}) ? new long[0] : new long[] {rest});
    }

    private Optional<HeapMove> notAMove(String line) {
        out.println("Not a move: '" + line + "'. Type " + (noun.equals("token") ? "TOKEN -> VERTEX"
                : "HEAP AMOUNT or HEAP -> A + B") + ", or help for the commands.");
        return Optional.empty();
    }

    /** {@code heap 3}, by its number. */
    private String where(int component) {
        return p.sum().game(component).componentNoun() + " " + p.numbers().of(component);
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private boolean isOption(int component, long[] option) {
        return PerfectPlayer.isOption(p.sum().game(component), p.sum().heap(component), option);
    }
}
