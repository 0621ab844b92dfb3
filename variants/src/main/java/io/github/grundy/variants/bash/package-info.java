/** Bash's game: take at most {@code max} objects from a heap. */
package io.github.grundy.variants.bash;
