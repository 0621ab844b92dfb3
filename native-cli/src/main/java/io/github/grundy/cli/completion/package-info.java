/** {@code grundy completion}: the shell completion script for bash, zsh or fish. */
package io.github.grundy.cli.completion;
