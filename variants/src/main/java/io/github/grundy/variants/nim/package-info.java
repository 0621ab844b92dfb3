/** Nim, the game every impartial game is equivalent to a heap of (Sprague–Grundy). */
package io.github.grundy.variants.nim;
