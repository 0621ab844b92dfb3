/**
 * Coin-turning games of <i>Winning Ways</i>, ch. 14, as strips: heap n is a single head at coin n
 * (coins numbered from 1), its options the other coins a move turns over (see
 * {@link io.github.grundy.core.turning}). Games with a closed form answer every coin up to
 * 2^62 at once.
 */
package io.github.grundy.variants.turning;
