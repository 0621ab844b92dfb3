package io.github.grundy.cli;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Coin-turning games for the command-line fuzzer (docs/turning.md): turning codes drawn from their
 * grammar (counts {@code k}, {@code a-b}, {@code a+}; modifiers {@code C}, {@code E}, {@code S},
 * {@code F}, {@code C(n)}; alternatives joined by {@code ,}) and mutated by a character or a token,
 * strips by name, and positions as they are written: a strip of {@code h} and {@code t}, heads by
 * number (0, far out, listed twice), or both; Tartan boards ({@code tartan --rows --columns}) of
 * any two strips with their heads as {@code x y} pairs, odd counts and repeated cells among them.
 */
final class TurningDraws {

    /** The strips by name, as {@code grundy list} has them, and one that is none. */
    private static final List<String> STRIPS = List.of("turning-turtles", "mock-turtles", "ruler", "twins",
            "triplets", "moebius", "mogul", "moidores", "motley", "turnips", "grunt", "sym", "mock-turtle-fives",
            "ruler-fives", "no-such-strip", "tartan", "nim");
    private static final List<String> COINS = List.of("1", "2", "3", "5", "7", "12", "40");
    /** Coins far out, or none at all. */
    private static final List<String> BAD_COINS = List.of("63", "64", "100", "10001", "0", "-1", "2147483648",
            "4611686018427387904", "9223372036854775807", "9223372036854775808", "x", "H", "");
    private static final List<String> JUNK = List.of("(", ")", ",", "-", "+", "C", "E", "S", "F", "c", " ", "9", "0",
            "99999999999999999999", "é", "?", "C(", "()");

    private final Dice dice;
    private final RuleDraws tokens;

    /**
     * Draws with {@code dice}.
     *
     * @param dice  the fuzzer's chance
     * @param rules for the token-level mutations of a code
     */
    TurningDraws(Dice dice, RuleDraws rules) {
        this.dice = dice;
        this.tokens = rules;
    }

    /**
     * A turning code from the grammar, now and then mutated.
     *
     * @return the code, for {@code --code=}
     */
    String code() {
        // Most codes read well, so that the game is played; the others have a count or width past the grammar's.
        boolean hostile = dice.chance(30);
        List<String> alternatives = new ArrayList<>();
        for (int i = dice.chance(80) ? 1 : dice.between(2, 5); i > 0; i--) {
            alternatives.add(alternative(hostile));
        }
        String code = String.join(dice.pick(List.of(",", ",", ", ", " ,")), alternatives);
        if (dice.chance(10)) {
            code = code.toLowerCase(Locale.ROOT);
        }
        return switch (hostile ? dice.below(3) : 2) {
            case 0 -> mutate(code);
            case 1 -> tokens.mutateTokens(code).replace(" ", "");
            default -> code;
        };
    }

    private String alternative(boolean hostile) {
        String count = switch (hostile ? dice.below(4) : dice.between(1, 4)) {
            case 0 -> dice.pick(List.of("0", "64", "65", "1000", "9223372036854775808", "2-1", "1-100"));
            case 1 -> dice.between(1, 4) + "+";
            case 2 -> dice.between(1, 4) + "-" + dice.between(4, 8);
            default -> Integer.toString(dice.between(1, 6));
        };
        StringBuilder modifiers = new StringBuilder();
        for (String m : List.of("C", "E", "S", "F")) {
            if (dice.chance(20)) {
                modifiers.append(m);
            }
        }
        if (dice.chance(15)) {
            modifiers.append("C(").append(dice.pick(hostile ? List.of("0", "64", "99999999999", "")
                    : List.of("1", "2", "3", "5", "12"))).append(")");
        }
        return count + modifiers;
    }

    private String mutate(String code) {
        if (code.isEmpty()) {
            return dice.pick(JUNK);
        }
        int at = dice.below(code.length());
        return switch (dice.below(3)) {
            case 0 -> code.substring(0, at) + code.substring(at + 1);
            case 1 -> code.substring(0, at) + code.charAt(at) + code.substring(at);
            default -> code.substring(0, at) + dice.pick(JUNK) + code.substring(at + 1);
        };
    }

    /**
     * A strip for a side of a Tartan board: by name (or a name that is none) or by a drawn code.
     *
     * @return the strip, for {@code --rows=} or {@code --columns=}
     */
    String strip() {
        return dice.chance(50) ? dice.pick(STRIPS) : code();
    }

    /**
     * A command line of a strip ({@code turning --code}, a strip by name) or a Tartan board.
     *
     * @return the draw, with {@code --timeout=5}
     */
    CommandLineDraws.Draw next() {
        String command = dice.pick(List.of("solve", "solve", "table", "play"));
        List<String> args = new ArrayList<>(List.of(command));
        boolean board = dice.chance(35);
        if (board) {
            args.addAll(List.of("tartan", "--rows=" + strip(), "--columns=" + strip()));
        } else if (dice.chance(60)) {
            args.addAll(List.of("turning", "--code=" + code()));
        } else {
            args.add(dice.pick(STRIPS));
        }
        if (command.equals("table")) {
            int to = dice.pick(List.of(0, 1, 5, 20, 64, 300));
            args.add("--to=" + (board && dice.chance(50) ? to + "x" + dice.pick(List.of(0, 3, 12, 40)) : to));
        } else {
            args.addAll(board ? cells() : heads());
        }
        if (dice.chance(20)) {
            args.add("--misere");
            if (dice.chance(50)) {
                args.add("--max-positions=" + dice.pick(List.of("1", "100", "100000", "0", "abc")));
            }
        }
        if (dice.chance(15)) {
            args.add("--max-table=" + dice.pick(List.of("1", "10", "10000", "500000000", "0")));
        }
        if (command.equals("solve") && dice.chance(30)) {
            args.add(dice.pick(List.of("--explain", "--json", "--moves=all", "--moves=1")));
        }
        if (command.equals("table") && dice.chance(20)) {
            args.add(dice.pick(List.of("--json", "--summary", "--raw", "--no-stop", "--from=3")));
        }
        args.add("--timeout=5");
        return new CommandLineDraws.Draw(args, command.equals("play") ? moves(board) : new byte[0]);
    }

    /** A strip's position: a row of h and t, heads by number, or both, one after another. */
    private List<String> heads() {
        List<String> words = new ArrayList<>();
        for (int i = dice.between(0, 4); i > 0; i--) {
            if (dice.chance(40)) {
                StringBuilder strip = new StringBuilder();
                for (int n = dice.chance(95) ? dice.between(1, 30) : 3000; n > 0; n--) {
                    strip.append(dice.chance(50) ? 'h' : dice.chance(98) ? 't' : 'x');
                }
                words.add(strip.toString());
            } else {
                words.add(dice.pick(dice.chance(85) ? COINS : BAD_COINS));
            }
        }
        return words;
    }

    /** A board's position: cells {@code x y}, now and then one number short, or a cell twice. */
    private List<String> cells() {
        List<String> words = new ArrayList<>();
        for (int i = dice.between(0, 4); i > 0; i--) {
            words.add(dice.pick(dice.chance(90) ? COINS : BAD_COINS));
            words.add(dice.pick(dice.chance(90) ? COINS : BAD_COINS));
        }
        if (!words.isEmpty() && dice.chance(10)) {
            words.remove(words.size() - 1);
        }
        if (words.size() >= 2 && dice.chance(10)) {
            words.addAll(words.subList(0, 2));
        }
        return words;
    }

    /** play's moves: coins to turn (on a board, {@code x y} and the other rows and columns), and commands. */
    private byte[] moves(boolean board) {
        StringBuilder s = new StringBuilder();
        for (int i = dice.between(0, 6); i > 0; i--) {
            s.append(dice.pick(board ? List.of("1 1", "2 2 1 1", "3 3 1 2", "1 1 1", "2 1 x", "9 9")
                    : List.of("1", "1 2", "2 3 4", "4 6", "3 1", "7", "0", "1 1", "x"))).append('\n');
            if (dice.chance(20)) {
                s.append(dice.pick(List.of("hint", "moves", "undo", ""))).append('\n');
            }
        }
        return s.append(dice.chance(80) ? "quit\n" : "").toString().getBytes(StandardCharsets.UTF_8);
    }
}
