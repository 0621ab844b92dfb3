/**
 * Nimber arithmetic: the field of the nimbers below 2^64 ({@link
 * io.github.grundy.core.nimber.Nimbers}), whose product decides coin-turning games on boards
 * (Conway, <i>On Numbers and Games</i>, ch. 6; Berlekamp, Conway and Guy, <i>Winning Ways</i>,
 * ch. 14). Knows no game; depends on nothing but the JDK.
 */
package io.github.grundy.core.nimber;
