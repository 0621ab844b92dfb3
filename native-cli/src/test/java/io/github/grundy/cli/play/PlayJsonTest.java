package io.github.grundy.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.grundy.cli.Main;
import io.github.grundy.cli.common.JsonReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * {@code play --json} against a brute force written here: the outcome of every listed move, of
 * every ply, the perfect player's moves and the winner, on random small positions of Nim and
 * Kayles in normal and misère play, each game played to its end by random moves.
 */
class PlayJsonTest {

    /** A game's options of one heap, each the heaps it leaves. */
    private static final IntFunction<List<int[]>> NIM = n -> {
        List<int[]> o = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            o.add(new int[] {k});
        }
        return o;
    };

    /** Kayles: knock down one pin or two adjacent ones, leaving the row's two parts (empty parts vanish). */
    private static final IntFunction<List<int[]>> KAYLES = n -> {
        List<int[]> o = new ArrayList<>();
        for (int take = 1; take <= 2 && take <= n; take++) {
            for (int left = 0; left + take <= n; left++) {
                int right = n - take - left;
                o.add(Arrays.stream(new int[] {left, right}).filter(x -> x > 0).toArray());
            }
        }
        return o;
    };

    private final Map<String, Boolean> memo = new HashMap<>();

    /** Whether the player to move wins the sum of {@code heaps}, by trying every move. */
    private boolean wins(IntFunction<List<int[]>> game, String name, boolean misere, int[] heaps) {
        int[] sorted = heaps.clone();
        Arrays.sort(sorted);
        String key = name + misere + Arrays.toString(sorted);
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean any = false;
        boolean win = false;
        for (int i = 0; i < sorted.length && !win; i++) {
            for (int[] o : game.apply(sorted[i])) {
                any = true;
                if (!wins(game, name, misere, replace(sorted, i, o))) {
                    win = true;
                    break;
                }
            }
        }
        // No move: the player to move lost (normal play) or won (misère play).
        boolean result = any ? win : misere;
        memo.put(key, result);
        return result;
    }

    private final Map<String, Long> remote = new HashMap<>();

    /**
     * Smith's remoteness of the sum of {@code heaps} by its definition: 0 without a move; else 1 +
     * the least of the options lost for the player then to move, if any, else 1 + the greatest.
     */
    private long remoteness(IntFunction<List<int[]>> game, String name, boolean misere, int[] heaps) {
        int[] sorted = heaps.clone();
        Arrays.sort(sorted);
        String key = name + misere + Arrays.toString(sorted);
        Long known = remote.get(key);
        if (known != null) {
            return known;
        }
        long quickest = Long.MAX_VALUE;
        long longest = -1;
        for (int i = 0; i < sorted.length; i++) {
            for (int[] o : game.apply(sorted[i])) {
                int[] after = replace(sorted, i, o);
                long r = remoteness(game, name, misere, after);
                if (wins(game, name, misere, after)) {
                    longest = Math.max(longest, r);
                } else {
                    quickest = Math.min(quickest, r);
                }
            }
        }
        long r = longest < 0 && quickest == Long.MAX_VALUE ? 0 : quickest != Long.MAX_VALUE ? quickest + 1 : longest + 1;
        remote.put(key, r);
        return r;
    }

    private static int[] replace(int[] heaps, int i, int[] parts) {
        int[] next = new int[heaps.length - 1 + parts.length];
        System.arraycopy(heaps, 0, next, 0, i);
        System.arraycopy(parts, 0, next, i, parts.length);
        System.arraycopy(heaps, i + 1, next, i + parts.length, heaps.length - i - 1);
        return next;
    }

    /** The states {@code play --json} writes for these moves. */
    private static List<Map<?, ?>> play(List<String> args, List<String> moves) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String input = String.join("", moves.stream().map(m -> m + "\n").toList());
        int exit = Main.run(args.toArray(String[]::new), Map.of(),
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, exit, args + ": " + err);
        List<Map<?, ?>> states = new ArrayList<>();
        for (String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
            states.add((Map<?, ?>) JsonReader.read(line));
        }
        return states;
    }

    /** The heaps of a state's position, {@code [1] 3  [4] 2}, in their order: {numbers, sizes}. */
    private static int[][] heaps(Map<?, ?> state) {
        String position = (String) state.get("position");
        if (position.equals("nothing left")) {
            return new int[][] {{}, {}};
        }
        int[] all = Arrays.stream(position.replaceAll("[\\[\\]]", " ").trim().split("\\s+")).mapToInt(Integer::parseInt)
                .toArray();
        int[][] split = new int[2][all.length / 2];
        for (int i = 0; i < all.length; i++) {
            split[i % 2][i / 2] = all[i];
        }
        return split;
    }

    private static String outcome(boolean wins) {
        return wins ? "N" : "P";
    }

    @Test
    void everyListedOutcomeIsTheBruteForcesAndTheComputerWinsWhenItCan() {
        SplittableRandom random = new SplittableRandom(2026);
        int games = 0;
        for (String name : List.of("nim", "kayles")) {
            IntFunction<List<int[]>> rules = name.equals("nim") ? NIM : KAYLES;
            for (boolean misere : new boolean[] {false, true}) {
                for (int g = 0; g < 25; g++) {
                    int[] start = random.ints(random.nextInt(1, 4), 1, 7).toArray();
                    boolean computerFirst = random.nextBoolean();
                    List<String> args = new ArrayList<>(List.of("play", "--json", "--first=" + (computerFirst ? "computer" : "human")));
                    if (misere) {
                        args.add("--misere");
                    }
                    args.add(name);
                    Arrays.stream(start).forEach(h -> args.add(String.valueOf(h)));
                    List<String> moves = new ArrayList<>();
                    Map<?, ?> state;
                    // One more random move each time, replayed from the start, as the page plays.
                    while (true) {
                        List<Map<?, ?>> states = play(args, moves);
                        state = states.get(states.size() - 1);
                        assertEquals(moves.size() + 1, states.size(), args + " " + moves + ": a state a line read, and the first");
                        assertEquals(outcome(wins(rules, name, misere, start)), state.get("startOutcome"), args.toString());
                        checkPlies(rules, name, misere, start, computerFirst, state, args + " " + moves);
                        int[][] numbered = heaps(state);
                        int[] now = numbered[1];
                        assertEquals(remoteness(rules, name, misere, now), ((Number) state.get("remoteness")).longValue(),
                                args + " " + moves + ": the position's remoteness");
                        if (Boolean.TRUE.equals(state.get("over"))) {
                            break;
                        }
                        assertEquals(outcome(wins(rules, name, misere, now)), state.get("outcome"), args + " " + moves);
                        List<?> options = (List<?>) state.get("options");
                        assertFalse(options.isEmpty());
                        for (Object o : options) {
                            Map<?, ?> option = (Map<?, ?>) o;
                            int[] after = after(numbered, (String) option.get("input"));
                            assertEquals(outcome(wins(rules, name, misere, after)), option.get("outcome"),
                                    args + " " + moves + " then " + option);
                            assertEquals(remoteness(rules, name, misere, after), ((Number) option.get("remoteness")).longValue(),
                                    args + " " + moves + " then " + option + ": its remoteness");
                        }
                        Map<?, ?> hint = (Map<?, ?>) state.get("hint");
                        if (state.get("outcome").equals("N")) {
                            assertEquals("P", hint.get("outcome"), "the hint wins when a move does: " + args + " " + moves);
                        }
                        moves.add((String) ((Map<?, ?>) options.get(random.nextInt(options.size()))).get("input"));
                    }
                    assertNull(state.get("hint"));
                    assertTrue(((List<?>) state.get("options")).isEmpty());
                    // Whoever cannot move loses (normal) or wins (misère); the state says who that is.
                    boolean humanStuck = state.get("toMove").equals("human");
                    assertEquals(humanStuck == misere ? "human" : "computer", state.get("winner"), args + " " + moves);
                    games++;
                }
            }
        }
        assertEquals(100, games);
    }

    /** The plies alternate from the first player, each with its brute-force outcome; the computer's win when they can. */
    private void checkPlies(IntFunction<List<int[]>> rules, String name, boolean misere, int[] start, boolean computerFirst,
            Map<?, ?> state, String where) {
        List<?> plies = (List<?>) state.get("plies");
        String before = outcome(wins(rules, name, misere, start));
        for (int i = 0; i < plies.size(); i++) {
            Map<?, ?> ply = (Map<?, ?>) plies.get(i);
            boolean computer = (i % 2 == 0) == computerFirst;
            assertEquals(computer ? "computer" : "human", ply.get("by"), where);
            if (computer && before.equals("N")) {
                assertEquals("P", ply.get("outcome"), where + ": the computer's move " + ply + " wins");
            }
            before = (String) ply.get("outcome");
        }
        assertEquals(before, state.get("outcome"), where);
    }

    /** The heaps after {@code input}, {@code K -> A + B} or {@code K -> nothing}, K a heap's number. */
    private static int[] after(int[][] numbered, String input) {
        String[] arrow = input.split(" -> ");
        int k = Arrays.stream(numbered[0]).boxed().toList().indexOf(Integer.parseInt(arrow[0]));
        int[] heaps = numbered[1];
        int[] parts = arrow[1].equals("nothing") ? new int[0]
                : Arrays.stream(arrow[1].split(" \\+ ")).mapToInt(Integer::parseInt).toArray();
        return replace(heaps, k, parts);
    }

    @Test
    void noRemotenessWhereTheSearchWouldBeTooLargeSaidInWords() {
        Map<?, ?> state = play(List.of("play", "--json", "nim", "100", "200", "300"), List.of()).get(0);
        assertNull(state.get("remoteness"));
        assertEquals("the search would look at more than 100000 positions", state.get("remotenessUnknown"));
        assertNull(((Map<?, ?>) ((List<?>) state.get("options")).get(0)).get("remoteness"));
        // A graph with a cycle: play need not end.
        Map<?, ?> loop = play(List.of("play", "--json", "digraph", "--edges=0>1 1>0 1>2 2>3", "0"), List.of()).get(0);
        assertEquals("play can come back to a position it has left, so it need not end", loop.get("remotenessUnknown"));
    }

    @Test
    void aRefusedLineLeavesThePositionAndSaysWhy() {
        List<Map<?, ?>> states = play(List.of("play", "--json", "nim", "3", "4"), List.of("1 9", "hint", "2 -> 3"));
        assertEquals(4, states.size());
        assertEquals("[1] 3  [2] 4", states.get(1).get("position"));
        assertTrue(((String) states.get(1).get("said")).startsWith("Heap 1 holds 3: 9 cannot be taken from it."),
                states.get(1).get("said").toString());
        assertTrue(((String) states.get(2).get("said")).startsWith("Winning moves (1):"), states.get(2).get("said").toString());
        assertEquals(List.of(), states.get(2).get("plies"));
        // The human's 2 -> 3 and the computer's reply.
        assertEquals(2, ((List<?>) states.get(3).get("plies")).size());
        assertFalse(((String) states.get(3).get("said")).contains("Your move>"), "the prompts are not the session's words");
    }
}
