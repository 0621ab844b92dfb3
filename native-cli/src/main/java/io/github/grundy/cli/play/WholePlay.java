package io.github.grundy.cli.play;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.TimeoutOption;
import io.github.grundy.cli.position.Problem;
import io.github.grundy.core.analysis.PositionGameAnalysis;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.game.PositionGame;
import io.github.grundy.core.game.PositionMove;
import io.github.grundy.core.play.PerfectPlayer;
import io.github.grundy.core.play.Remoteness;
import java.util.Arrays;
import java.util.List;

/**
 * A position of a game whose position is a whole vector (a staircase), in normal or misère play.
 * A move is typed as the numbers {@code moves} lists for it (for a staircase: STAIR COINS), and
 * the prompt shows one in the game's words; the game's own {@link PositionGame#play} checks it,
 * and its refusal is the reason said.
 */
public final class WholePlay extends PlaySession<PositionGameAnalysis> {

    private final PerfectPlayer player;
    private final Problem.Whole problem;

    WholePlay(Console console, PerfectPlayer player, TimeoutOption timeout, Problem.Whole problem,
            boolean computerFirst, boolean json) {
        // The start as the problem has it analysed (in the player's play, within --timeout), not twice.
        super(console, timeout, problem.analysis(), computerFirst, json);
        this.player = player;
        this.problem = problem;
    }

    private PositionGame game() {
        return now().game();
    }

    private void play(PositionMove move, String words) {
        advance(thinking.within(() -> player.analyse(game(), game().play(now().position(), move.encoding()))), words);
    }

    @Override
    String title() {
        return problem.title();
    }

    @Override
    void introduce() {
        out.println("Game: " + title() + (player.misere() ? ", misere play (whoever makes the last move"
                + " loses)" : ", normal play (whoever makes the last move wins)") + ".");
        out.println("Moves: " + howToMove() + "; " + COMMANDS + ".");
    }

    @Override
    void show(PositionGameAnalysis p) {
        out.println("Position:" + position(p));
    }

    @Override
    String position(PositionGameAnalysis p) {
        long[] position = p.position();
        java.util.Optional<String> words = p.game().describePosition(position);
        if (words.isPresent()) {
            return " " + words.get();
        }
        StringBuilder s = new StringBuilder();
        if (position.length == 0) {
            s.append(" empty");
        }
        for (int i = 0; i < position.length; i++) {
            s.append("  [").append(i + 1).append("] ").append(position[i]);
        }
        return s.toString();
    }

    @Override
    List<PlayState.Option> options(PositionGameAnalysis p, int limit) {
        List<PlayState.Option> listed = new java.util.ArrayList<>();
        for (long[] m : PerfectPlayer.moves(p.game(), p.position(), limit)) {
            listed.add(option(p, m));
        }
        return listed;
    }

    @Override
    PlayState.Option advice(PositionGameAnalysis p) {
        return option(p, player.choose(p).move().encoding());
    }

    /** A move as {@code --json} lists it: its numbers, its words, and the outcome after it. */
    private PlayState.Option option(PositionGameAnalysis p, long[] move) {
        long[] next = p.game().play(p.position(), move);
        Outcome after = player.analyse(p.game(), next).outcome();
        return new PlayState.Option(typed(move), p.game().describeMove(p.position(), move), after,
                remotenessAfter(p, () -> search().of(p.game(), next)));
    }

    @Override
    Remoteness.Result remotenessOf(PositionGameAnalysis p) {
        return search().of(p.game(), p.position());
    }

    @Override
    boolean hasMove(PositionGameAnalysis p) {
        return !PerfectPlayer.moves(p.game(), p.position(), 1).isEmpty();
    }

    @Override
    Outcome outcome(PositionGameAnalysis p) {
        return p.outcome();
    }

    @Override
    boolean misere() {
        return player.misere();
    }

    @Override
    void computerMoves(PositionGameAnalysis p) {
        PerfectPlayer.Choice<PositionMove> c = thinking.within(() -> player.choose(p));
        out.println("I move: " + typed(c.move().encoding()) + ": " + p.describe(c.move()) + expectation(c));
        play(c.move(), p.describe(c.move()));
    }

    @Override
    void hint(PositionGameAnalysis p) {
        if (p.outcome() == Outcome.N) {
            long count = thinking.within(p::count);
            out.println("Winning moves (" + count + "):");
            for (PositionMove m : thinking.within(() -> p.list(LISTED))) {
                out.println("  " + typed(m.encoding()) + ": " + p.describe(m));
            }
            return;
        }
        PerfectPlayer.Choice<PositionMove> best = thinking.within(() -> player.choose(p));
        out.println((p.outcome() == Outcome.D ? "A draw: keep it with " : "Every move loses; the best resistance is ")
                + typed(best.move().encoding()) + ": " + p.describe(best.move())
                + (p.outcome() == Outcome.P ? " (it leaves me " + winningReplies(best.replies()) + ")" : ""));
    }

    @Override
    void moves(PositionGameAnalysis p) {
        List<long[]> all = PerfectPlayer.moves(p.game(), p.position(), LISTED + 1);
        for (long[] m : all.subList(0, Math.min(LISTED, all.size()))) {
            out.println("  " + typed(m) + ": " + p.game().describeMove(p.position(), m));
        }
        if (all.size() > LISTED) {
            out.println("  ... (the first " + LISTED + ")");
        }
    }

    @Override
    String moveHelp() {
        return "Type " + howToMove() + ".";
    }

    /** How a move is typed, with one of the position's moves in the game's own words (no syntax kept per game here). */
    private String howToMove() {
        List<long[]> first = PerfectPlayer.moves(game(), now().position(), 1);
        return "a move's numbers, as 'moves' lists them" + (first.isEmpty() ? "" : " ('" + typed(first.get(0))
                + "' is " + game().describeMove(now().position(), first.get(0)) + ")");
    }

    @Override
    void humanMoves(String line, PositionGameAnalysis p) {
        long[] move;
        try {
            move = Arrays.stream(line.split("\\s+")).mapToLong(Long::parseLong).toArray();
        } catch (NumberFormatException e) {
            out.println("Not a move: '" + line + "'. Type a move's numbers, as 'moves' lists them, or help for the"
                    + " commands.");
            return;
        }
        try {
            // Played first: play checks the move, and describeMove may read any number a move has.
            long[] next = p.game().play(p.position(), move);
            String words = p.game().describeMove(p.position(), move);
            out.println("You move: " + words);
            advance(thinking.within(() -> player.analyse(p.game(), next)), words);
        } catch (IllegalArgumentException e) {
            out.println("Illegal: " + e.getMessage() + ".");
        }
    }

    @Override
    void explain(PositionGameAnalysis p) {
        out.println(verdict(p.outcome()));
        if (p.rule().isPresent()) {
            out.println("Why: " + (p.misere() ? "in misere play the Grundy value does not decide; it is " : "")
                    + p.rule().get() + ".");
        } else if (p.grundy().isPresent()) {
            long g = p.grundy().getAsLong();
            // The game's own value of the whole position: no heaps, so no values to xor.
            out.println("Why: the position's Grundy value, as " + p.game().describe() + " computes it, is " + g
                    + (g == 0 ? ", so every move leads to a position of value other than 0, from which the other player"
                    + " returns to 0: the player to move loses." : ", not 0, so a move to a position of value 0 wins"
                    + " (hint lists them).") + " The position is one game, not a sum of heaps: there are no heaps'"
                    + " values to add up.");
        } else {
            out.println("Why: the game's own rule for the outcome; it gives no Grundy value to show.");
        }
    }

    /** A move as it is typed: its numbers. */
    private String typed(long[] move) {
        StringBuilder s = new StringBuilder();
        for (long x : move) {
            s.append(s.length() == 0 ? "" : " ").append(x);
        }
        return s.toString();
    }
}
