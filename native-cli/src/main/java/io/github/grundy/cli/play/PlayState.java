package io.github.grundy.cli.play;

import io.github.grundy.cli.common.Json;
import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.play.Remoteness;
import java.util.List;

/**
 * A state of {@code play --json}, written as one line when the human is to move and when the game
 * ends, so that a program (the page of {@code grundy serve}) plays by writing moves and reading
 * lines:
 * <pre>{"game":"nim","play":"normal","position":"[1] 3  [2] 1","outcome":"N","remoteness":3,"startPosition":"[1] 4  [2] 1","startRemoteness":3,"startOutcome":"N","toMove":"human",
 *  "over":false,"winner":null,"plies":[{"by":"computer","move":"heap 1: 4 -> 3 (take 1)","outcome":"N","position":"[1] 3  [2] 1","remoteness":3}],
 *  "options":[{"input":"1 -> 2","move":"heap 1: 3 -> 2 (take 1)","outcome":"N","remoteness":3},...],"truncated":false,
 *  "hint":{"input":"1 -> 1","move":"heap 1: 3 -> 1 (take 2)","outcome":"P","remoteness":2},"said":"I move: ..."}</pre>
 * An outcome is always the position's for the player to move in it: an option of outcome
 * {@code P} wins for the player who makes it, {@code N} loses against perfect play, {@code D}
 * draws. {@code startPosition} is the game's start, with its remoteness. {@code plies} are the moves
 * so far, each with the position it made, its outcome and
 * (where computed) its remoteness.
 * {@code input} is the line that makes the move. {@code said} is what the text would have said
 * since the last state ("I move: ...", a refused move's reason, hint's list). {@code remoteness}
 * (Smith's: the moves left, both players', when the winner hurries and the loser delays) is the
 * position's, and an option's is that of the position it makes; where it is not computed the
 * state has {@code "remotenessUnknown"}, why in words, and the options none.
 *
 * @param game      the game, as the first line of {@code play} names it
 * @param misere    whether the last mover loses
 * @param position  the position in words
 * @param outcome   its outcome, for the player to move in it
 * @param remoteness its remoteness, or why it is not computed
 * @param startPosition the game's start in words
 * @param startRemoteness its remoteness, null when not computed
 * @param startOutcome the outcome of the game's start, for the player who moved first
 * @param humanToMove whether the human is to move
 * @param over      whether no move is left
 * @param winner    {@code human} or {@code computer} when over, else null
 * @param plies     the moves made, the first first
 * @param options   the moves the human can make, the first {@link PlaySession#JSON_OPTIONS}
 * @param truncated whether there are more options than listed
 * @param hint      the perfect player's move here, null when over
 * @param said      the words since the last state
 */
record PlayState(String game, boolean misere, String position, Outcome outcome, Remoteness.Result remoteness,
        String startPosition, Long startRemoteness, Outcome startOutcome, boolean humanToMove, boolean over,
        String winner, List<Ply> plies, List<Option> options, boolean truncated, Option hint, String said) {

    /**
     * A move made.
     *
     * @param human   whether the human made it
     * @param move    the move in words
     * @param outcome the outcome of the position it made, for the player then to move
     * @param position that position in words
     * @param remoteness that position's remoteness, null when not computed
     */
    record Ply(boolean human, String move, Outcome outcome, String position, Long remoteness) {
    }

    /**
     * A move that can be made.
     *
     * @param input   the line {@code play} reads as this move
     * @param move    the move in words
     * @param outcome the outcome of the position it makes, for the player then to move
     * @param remoteness the remoteness of that position, null when not computed
     */
    record Option(String input, String move, Outcome outcome, Long remoteness) {
    }

    /** The state as one line of JSON, its newline included. */
    String json() {
        StringBuilder s = new StringBuilder(256 + 64 * options.size());
        s.append("{\"game\":").append(Json.quoted(game)).append(",\"play\":\"").append(misere ? "misere" : "normal")
                .append("\",\"position\":").append(Json.quoted(position)).append(",\"outcome\":\"")
                .append(outcome.name()).append('"');
        if (remoteness instanceof Remoteness.Known k) {
            s.append(",\"remoteness\":").append(k.remoteness());
        } else if (remoteness instanceof Remoteness.Unknown u) {
            s.append(",\"remotenessUnknown\":").append(Json.quoted(u.why()));
        }
        s.append(",\"startPosition\":").append(Json.quoted(startPosition));
        if (startRemoteness != null) {
            s.append(",\"startRemoteness\":").append(startRemoteness);
        }
        s.append(",\"startOutcome\":\"").append(startOutcome.name())
                .append("\",\"toMove\":\"").append(humanToMove ? "human" : "computer")
                .append("\",\"over\":").append(over).append(",\"winner\":")
                .append(winner == null ? "null" : Json.quoted(winner)).append(",\"plies\":[");
        for (int i = 0; i < plies.size(); i++) {
            Ply p = plies.get(i);
            s.append(i == 0 ? "" : ",").append("{\"by\":\"").append(p.human() ? "human" : "computer")
                    .append("\",\"move\":").append(Json.quoted(p.move())).append(",\"outcome\":\"")
                    .append(p.outcome().name()).append("\",\"position\":").append(Json.quoted(p.position()));
            if (p.remoteness() != null) {
                s.append(",\"remoteness\":").append(p.remoteness());
            }
            s.append('}');
        }
        s.append("],\"options\":[");
        for (int i = 0; i < options.size(); i++) {
            s.append(i == 0 ? "" : ",");
            option(s, options.get(i));
        }
        s.append("],\"truncated\":").append(truncated).append(",\"hint\":");
        if (hint == null) {
            s.append("null");
        } else {
            option(s, hint);
        }
        return s.append(",\"said\":").append(Json.quoted(said)).append("}\n").toString();
    }

    private static void option(StringBuilder s, Option o) {
        s.append("{\"input\":").append(Json.quoted(o.input())).append(",\"move\":").append(Json.quoted(o.move()))
                .append(",\"outcome\":\"").append(o.outcome().name()).append('"');
        if (o.remoteness() != null) {
            s.append(",\"remoteness\":").append(o.remoteness());
        }
        s.append('}');
    }
}
