package io.github.grundy.core.misere;

import io.github.grundy.core.game.Outcome;
import io.github.grundy.core.normal.MexSet;
import java.util.Arrays;
import java.util.List;

/**
 * The genus of a game, {@code g^{γ0γ1γ2…}} (Conway, On Numbers and Games, ch. 12; Winning Ways,
 * ch. 13): {@code g} is its normal-play Grundy value and {@code γn} the misère Grundy value of the
 * game plus {@code n} Nim heaps of size 2. The misère Grundy value of a game is 1 when it has no
 * move, else the mex of its options' (so it is 0 exactly when the game is lost by the player to
 * move in misère play). The sequence of the {@code γn} is eventually periodic with period 2, and
 * is kept as its shortest prefix after which each term repeats the one two before:
 * {@code 0^{120}} is 1, 2, 0, 2, 0, ...
 *
 * <p>The genus of a game follows from its options' genera alone ({@link #ofOptions}). It decides
 * misère play where the game is <em>tame</em> ({@link #isTame()}): every tame genus is one of
 * a Nim heap's or of two heaps of 2, and sums of tame games add like misère Nim ({@link #plus}).
 *
 * @param grundy the normal-play Grundy value {@code g}
 * @param misere the prefix {@code γ0 γ1 …} of at least two terms; every later term equals the term
 *               two before it
 * @since SPI version 2
 */
public record Genus(long grundy, long[] misere) {

    /** The genus of a game without a move (a heap of 0): {@code 0^{120}}. */
    public static final Genus ZERO = tame(0, true);

    /**
     * Checks the values and keeps the shortest prefix of the same sequence.
     *
     * @param grundy the normal-play Grundy value {@code g}
     * @param misere the prefix {@code γ0 γ1 …} of at least two terms; every later term equals the term
     *               two before it
     */
    public Genus {
        if (grundy < 0) {
            throw new IllegalArgumentException("a Grundy value cannot be negative, found " + grundy);
        }
        if (misere.length < 2) {
            throw new IllegalArgumentException("a genus needs at least two misere values, found " + misere.length);
        }
        int n = misere.length;
        for (long v : misere) {
            if (v < 0) {
                throw new IllegalArgumentException("a misere Grundy value cannot be negative, found " + v);
            }
        }
        while (n > 2 && misere[n - 1] == misere[n - 3]) {
            n--;
        }
        misere = Arrays.copyOf(misere, n);
    }

    /**
     * The prefix {@code γ0 γ1 …}, shortest, as a copy: a genus (and {@link #ZERO}, which every
     * caller shares) stays immutable.
     *
     * @return the misère values, at least two
     */
    @Override
    public long[] misere() {
        return misere.clone();
    }

    /**
     * The tame genus of Grundy value {@code grundy} that is {@code small} (plays like a Nim heap of
     * 0 or 1: {@code 0^{120}}, {@code 1^{031}}) or not ({@code g^{g,g⊕2}}: a Nim heap of 2 or more,
     * or for 0 and 1 two heaps of 2 ({@code 0^{02}}) and those plus a heap of 1 ({@code 1^{13}})).
     *
     * @param grundy the normal-play Grundy value, 0 or more
     * @param small  whether the game plays like a Nim heap of 0 or 1
     * @return {@code 0^{120}} or {@code 1^{031}} when small, else {@code g^{g,g⊕2}}
     * @throws IllegalArgumentException if {@code small} and {@code grundy} is more than 1
     */
    public static Genus tame(long grundy, boolean small) {
        if (small && grundy > 1) {
            throw new IllegalArgumentException("only Grundy values 0 and 1 have a small tame genus, found " + grundy);
        }
        return small ? new Genus(grundy, new long[] {grundy ^ 1, grundy ^ 2, grundy})
                : new Genus(grundy, new long[] {grundy, grundy ^ 2});
    }

    /**
     * The genus of a game whose options have the genera {@code options} (any order, repeats
     * allowed) and whose normal-play Grundy value is {@code grundy}: {@code γ0} is the mex of the
     * options' {@code γ0} (1 without options: no move wins misère play), and for {@code n ≥ 1}
     * {@code γn} is the mex of the options' {@code γn} together with {@code γ(n-1)} and
     * {@code γ(n-1) ⊕ 1}. The last two are the moves on a heap of 2 (to 0, and to 1, which the
     * misère value shifts by 1 whatever the game: checked in the tests); the rest of the sum
     * {@code G + 2 + … + 2} moves in {@code G}. Computed until the sequence repeats with period 2
     * past the options' prefixes.
     *
     * @param grundy  the game's normal-play value (the mex of the options', known to the caller)
     * @param options the genera of the game's options, each option's once or more
     * @return the game's genus
     */
    public static Genus ofOptions(long grundy, List<Genus> options) {
        int prefix = 2;
        for (Genus o : options) {
            prefix = Math.max(prefix, o.misere.length);
        }
        long[] gamma = new long[prefix + 8];
        MexSet seen = new MexSet();
        int n = 0;
        while (true) {
            if (n == gamma.length) {
                gamma = Arrays.copyOf(gamma, 2 * n);
            }
            seen.clear();
            for (Genus o : options) {
                seen.add(o.misere(n));
            }
            if (n == 0) {
                gamma[0] = options.isEmpty() ? 1 : seen.mex();
            } else {
                seen.add(gamma[n - 1]);
                seen.add(gamma[n - 1] ^ 1);
                gamma[n] = seen.mex();
            }
            // Past every option's prefix the options' terms alternate, so a term equal to the one
            // two before (both there) repeats the pair for ever.
            if (n >= prefix + 2 && gamma[n] == gamma[n - 2] && gamma[n - 1] == gamma[n - 3]) {
                return new Genus(grundy, Arrays.copyOf(gamma, n + 1));
            }
            if (n > prefix + 4 * (options.size() + 4)) {
                // The terms are at most options + 2, so the pairs repeat long before this.
                throw new IllegalStateException("misere values not periodic with period 2: " + Arrays.toString(
                        Arrays.copyOf(gamma, n + 1)));
            }
            n++;
        }
    }

    /**
     * {@code γn}: the misère Grundy value of this game plus {@code n} heaps of 2.
     *
     * @param n the number of heaps of 2, 0 or more
     * @return {@code γn}, read from the prefix and its period 2
     * @throws IllegalArgumentException if {@code n} is negative
     */
    public long misere(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("n must be 0 or more, found " + n);
        }
        int last = misere.length - 1;
        return n <= last ? misere[n] : misere[(n - last) % 2 == 0 ? last : last - 1];
    }

    /**
     * The misère Grundy value {@code γ0}: 0 exactly when the game is lost in misère play.
     *
     * @return {@code γ0}
     */
    public long misereValue() {
        return misere[0];
    }

    /**
     * Who wins this game alone in misère play.
     *
     * @return {@link Outcome#P} when {@code γ0} is 0, else {@link Outcome#N}
     */
    public Outcome misereOutcome() {
        return misere[0] == 0 ? Outcome.P : Outcome.N;
    }

    /**
     * Whether this is a tame genus: that of a Nim heap ({@code 0^{120}}, {@code 1^{031}},
     * {@code g^{g,g⊕2}} for {@code g ≥ 2}) or of two heaps of 2 without or with a heap of 1
     * ({@code 0^{02}}, {@code 1^{13}}). A game is tame when every position of it has a tame
     * genus; sums of tame games play like misère Nim.
     *
     * @return true for one of those genera
     */
    public boolean isTame() {
        return misere.length == 2 && misere[0] == grundy && misere[1] == (grundy ^ 2) || isSmall();
    }

    /**
     * Whether this genus is tame and plays like a Nim heap of 0 or 1 ({@code 0^{120}}, {@code 1^{031}}).
     *
     * @return true for exactly those two genera
     */
    public boolean isSmall() {
        return grundy <= 1 && misere.length == 3 && misere[0] == (grundy ^ 1) && misere[1] == (grundy ^ 2)
                && misere[2] == grundy;
    }

    /**
     * The genus of the sum of two tame games: the Grundy values add by xor, and the sum is small
     * (plays like a heap of 0 or 1) iff both are (Conway's tame arithmetic, which is Bouton's
     * misère rule: the sum is lost iff it is small with value 1, or not small with value 0).
     *
     * @param other a tame genus
     * @return the tame genus of the sum
     * @throws IllegalArgumentException if either genus is not tame
     */
    public Genus plus(Genus other) {
        if (!isTame() || !other.isTame()) {
            throw new IllegalArgumentException("only tame genera add up: " + this + " + " + other);
        }
        return tame(grundy ^ other.grundy, isSmall() && other.isSmall());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Genus g && g.grundy == grundy && Arrays.equals(g.misere, misere);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(grundy) * 31 + Arrays.hashCode(misere);
    }

    /**
     * As the books write it, {@code 0^{120}}: the terms run together when each is one digit, else
     * are separated by commas, {@code 12^{12,14}}.
     */
    @Override
    public String toString() {
        boolean digits = true;
        for (long v : misere) {
            digits &= v < 10;
        }
        StringBuilder s = new StringBuilder().append(grundy).append("^{");
        for (int i = 0; i < misere.length; i++) {
            s.append(i > 0 && !digits ? "," : "").append(misere[i]);
        }
        return s.append('}').toString();
    }
}
