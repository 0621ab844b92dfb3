/**
 * What every command shares, below them all: the options given to several commands
 * ({@code --timeout}, {@code --quiet}, {@code --plugins}, {@code --debug}), the catalogue of games
 * with its warnings and the placement of options, standard output and files written whole, the
 * progress line, exit codes and the user's errors. It refers to no command.
 */
package io.github.grundy.cli.common;
