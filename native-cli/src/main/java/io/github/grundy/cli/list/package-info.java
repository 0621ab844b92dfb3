/** {@code grundy list}: the installed games, their rules and parameters. */
package io.github.grundy.cli.list;
