package io.github.grundy.cli.play;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.TimeoutOption;
import io.github.grundy.cli.position.ExplainWriter;
import io.github.grundy.cli.position.Problem;
import io.github.grundy.core.analysis.HeapSumAnalysis;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.game.HeapMove;
import io.github.grundy.core.game.HeapSum;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.normal.WinningMoves;
import io.github.grundy.core.play.PerfectPlayer;
import io.github.grundy.core.play.Remoteness;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A sum of heaps (or tokens on a graph), in normal or misère play. Every component is called by its
 * game's noun (heap, token), in a sum of games too, and by its number in {@link HeapNumbers}, which
 * stays the same all game long.
 */
public final class HeapPlay extends PlaySession<HeapPlay.Ply> {

    private final PerfectPlayer player;
    private final Problem.Heaps problem;
    /** The components' nouns, sorted: {@code [heap]}, {@code [token]}, {@code [heap, token]} in a sum of both. */
    private final Set<String> nouns = new TreeSet<>();

    /** A position, analysed once, the move that led to it (empty for the start), and its heaps' numbers. */
    record Ply(HeapSumAnalysis analysis, Optional<HeapMove> last, HeapNumbers numbers) {
        HeapSum sum() {
            return analysis.sum();
        }
    }

    HeapPlay(Console console, PerfectPlayer player, TimeoutOption timeout, Problem.Heaps problem,
            boolean computerFirst, boolean json) {
        // The start as the problem has it analysed (in the player's play, within --timeout), not twice.
        super(console, timeout, new Ply(problem.analysis(), Optional.empty(),
                HeapNumbers.first(problem.analysis().sum().size())), computerFirst, json);
        this.player = player;
        this.problem = problem;
        HeapSum sum = problem.analysis().sum();
        for (int i = 0; i < sum.size(); i++) {
            nouns.add(sum.game(i).componentNoun());
        }
        if (nouns.isEmpty()) {
            nouns.add("heap");
        }
    }

    /** Plays {@code move} from the position now, and says which numbers the parts of a split got. */
    private void play(HeapMove move) {
        Ply p = now();
        HeapSum next = HeapNumbers.sumAfter(p.sum(), move);
        HeapNumbers numbers = p.numbers().after(move);
        advance(new Ply(thinking.within(() -> player.analyse(next)), Optional.of(move), numbers), said(p, move));
        if (move.optionSize() > 1) {
            String noun = p.sum().game(move.component()).componentNoun();
            StringBuilder sizes = new StringBuilder();
            StringBuilder named = new StringBuilder();
            for (int k = 1; k < move.optionSize(); k++) {
                sizes.append(k == 1 ? "" : ", ").append(move.optionHeap(k));
                named.append(k == 1 ? "" : ", ").append(numbers.next() - move.optionSize() + k);
            }
            boolean one = move.optionSize() == 2;
            out.println(capital(noun) + " " + p.numbers().of(move.component()) + " keeps " + move.optionHeap(0) + "; "
                    + sizes + (one ? " is the new " + noun + " " : " are the new " + noun + "s ") + named + ".");
        }
    }

    /** Where component {@code c} of {@code p} is: {@code heap 3}; {@code heap 3 (kayles)} in a sum of games. */
    private static String place(Ply p, int c) {
        HeapGame game = p.sum().game(c);
        return game.componentNoun() + " " + p.numbers().of(c)
                + (p.sum() instanceof HeapSum.Mixed ? " (" + game.describe() + ")" : "");
    }

    /** A move as the lists say it: {@code heap 3: 5 -> 4 (take 1)}. */
    private static String said(Ply p, HeapMove m) {
        return place(p, m.component()) + ": " + p.analysis().describe(m);
    }

    private static String capital(String word) {
        return word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1);
    }

    /** {@code heap}, {@code token}, or {@code heap or token} in a sum of both. */
    private String noun() {
        return String.join(" or ", nouns);
    }

    /** {@code heaps}, {@code tokens}, or {@code heaps and tokens}. */
    private String plural() {
        return String.join("s and ", nouns) + "s";
    }

    @Override
    String title() {
        // A sum of games says what its components are, as everything else in play does (not "components").
        HeapSum sum = history.peekLast().sum();
        return sum instanceof HeapSum.Mixed ? "a sum of " + sum.size() + " " + plural() + ", each in its own game"
                : problem.title();
    }

    @Override
    void introduce() {
        out.println("Game: " + title() + (player.misere() ? ", misere play (whoever makes the last move"
                + " loses)" : ", normal play (whoever makes the last move wins)") + ".");
        StringBuilder syntax = new StringBuilder();
        for (String n : nouns) {
            String word = n.toUpperCase(Locale.ROOT);
            syntax.append(syntax.length() == 0 ? "" : "; ")
                    .append(n.equals("token") ? "TOKEN -> VERTEX" : word + " AMOUNT, or " + word + " -> A + B ...");
        }
        boolean tokens = nouns.equals(Set.of("token"));
        out.println("Moves: " + syntax + "; " + COMMANDS + ". " + capital(plural()) + " are numbered from 1"
                + (tokens ? "." : " and keep their numbers."));
    }

    @Override
    boolean hasMove(Ply p) {
        return PerfectPlayer.hasMove(p.sum());
    }

    @Override
    Outcome outcome(Ply p) {
        return p.analysis().outcome();
    }

    @Override
    boolean misere() {
        return player.misere();
    }

    @Override
    String moveHelp() {
        StringBuilder s = new StringBuilder();
        for (String n : nouns) {
            String word = n.toUpperCase(Locale.ROOT);
            s.append(s.length() == 0 ? "" : " ").append(n.equals("token") ? "TOKEN -> VERTEX moves token TOKEN to"
                    + " vertex VERTEX." : word + " AMOUNT takes AMOUNT from " + n + " " + word + "; " + word + " -> A + B"
                    + " leaves " + n + "s A and B in its place; " + word + " -> nothing removes it. A " + n + " keeps its"
                    + " number all game; the parts of a split beyond the first get new numbers.");
        }
        return s.toString();
    }

    @Override
    void humanMoves(String line, Ply p) {
        Optional<HeapMove> move = new HeapMoveReader(out, p, noun(), plural()).read(line);
        if (move.isPresent()) {
            out.println("You move: " + said(p, move.get()));
            play(move.get());
        }
    }

    @Override
    void show(Ply p) {
        out.println("Position:" + position(p));
    }

    @Override
    String position(Ply p) {
        HeapSum sum = p.sum();
        StringBuilder s = new StringBuilder();
        if (sum.size() == 0) {
            s.append(" nothing left");
        }
        for (int i = 0; i < sum.size(); i++) {
            s.append("  [").append(p.numbers().of(i)).append("] ").append(sum.heap(i));
            if (sum instanceof HeapSum.Mixed) {
                s.append(" (").append(sum.game(i).describe()).append(')');
            }
        }
        return s.toString();
    }

    @Override
    List<PlayState.Option> options(Ply p, int limit) {
        HeapSum sum = p.sum();
        List<PlayState.Option> listed = new ArrayList<>();
        for (int i = 0; i < sum.size() && listed.size() < limit; i++) {
            for (long[] o : PerfectPlayer.options(sum, i, limit - listed.size())) {
                listed.add(option(p, new HeapMove(i, sum.heap(i), o)));
            }
        }
        return listed;
    }

    @Override
    PlayState.Option advice(Ply p) {
        return option(p, player.choose(p.analysis(), Optional.empty()).move());
    }

    /** A move as {@code --json} lists it: typed as HEAP -> A + B (TOKEN -> VERTEX), and the outcome after it. */
    private PlayState.Option option(Ply p, HeapMove m) {
        StringBuilder input = new StringBuilder().append(p.numbers().of(m.component())).append(" -> ");
        if (m.optionSize() == 0) {
            input.append("nothing");
        }
        for (int k = 0; k < m.optionSize(); k++) {
            input.append(k == 0 ? "" : " + ").append(m.optionHeap(k));
        }
        HeapSum next = HeapNumbers.sumAfter(p.sum(), m);
        Outcome after = player.analyse(next).outcome();
        return new PlayState.Option(input.toString(), said(p, m), after, remotenessAfter(p, () -> search().of(next)));
    }

    @Override
    Remoteness.Result remotenessOf(Ply p) {
        return search().of(p.sum());
    }

    @Override
    void computerMoves(Ply p) {
        HeapSumAnalysis a = p.analysis();
        PerfectPlayer.Choice<HeapMove> c = thinking.within(() -> player.choose(a, p.last()));
        out.println("I move: " + said(p, c.move()) + expectation(c));
        play(c.move());
    }

    @Override
    void hint(Ply p) {
        HeapSumAnalysis a = p.analysis();
        if (a.outcome() == Outcome.N) {
            // Finding the winning moves is thinking too: a heap of millions of options stops at --timeout.
            List<HeapMove> wins = thinking.within(() -> a.list(LISTED));
            long count = thinking.within(a::count);
            out.println("Winning moves (" + count + "):");
            for (HeapMove m : wins) {
                out.println("  " + said(p, m));
            }
            return;
        }
        PerfectPlayer.Choice<HeapMove> best = thinking.within(() -> player.choose(a, Optional.empty()));
        out.println((a.outcome() == Outcome.D ? "A draw: keep it with " : "Every move loses; the best resistance is ")
                + said(p, best.move())
                + (a.outcome() == Outcome.P ? " (it leaves me " + winningReplies(best.replies()) + ")" : ""));
    }

    @Override
    void moves(Ply p) {
        HeapSum sum = p.sum();
        int shown = 0;
        for (int i = 0; i < sum.size() && shown < LISTED; i++) {
            for (long[] o : PerfectPlayer.options(sum, i, LISTED - shown)) {
                out.println("  " + said(p, new HeapMove(i, sum.heap(i), o)));
                shown++;
            }
        }
        if (shown == LISTED) {
            out.println("  ... (the first " + LISTED + ")");
        }
    }

    @Override
    void explain(Ply p) throws IOException {
        HeapSumAnalysis a = p.analysis();
        out.println(verdict(a.outcome()));
        if (a instanceof WinningMoves w && w.grundyKnown()) {
            // solve --explain's steps (core's NimSumExplanation), the heaps called as play calls them.
            AsciiOutput text = new AsciiOutput(out);
            new ExplainWriter(text, w, c -> place(p, c)).text();
            text.flush();
        } else if (a.rule().isPresent()) {
            out.println("Why: " + (a.misere() ? "in misere play the xor of the Grundy values does not decide; it is "
                    : "") + a.rule().get() + ".");
        } else {
            out.println("Why: the game's own rule for the outcome, as a heap here is beyond its table of Grundy"
                    + " values: there are no values to add up.");
        }
    }
}
