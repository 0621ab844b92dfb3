/** {@code grundy play}: a game against the computer at the terminal, heap by heap or a whole position. */
package io.github.grundy.cli.play;
