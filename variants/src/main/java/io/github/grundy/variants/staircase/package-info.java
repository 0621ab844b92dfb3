/**
 * Staircase Nim: coins move down a staircase; the game is Nim on the odd stairs. A
 * {@link io.github.grundy.core.game.PositionGame}: the whole staircase is one position.
 */
package io.github.grundy.variants.staircase;
