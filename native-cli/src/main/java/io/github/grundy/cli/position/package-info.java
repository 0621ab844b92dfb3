/**
 * A position as the user gives it to {@code solve}, {@code play} and {@code table}: read from the
 * arguments or a file into a {@link io.github.grundy.cli.position.Problem} with core's analysis of
 * it ({@code --misere} included), and the explanation of the answer ({@code --explain}, play's
 * {@code explain}).
 */
package io.github.grundy.cli.position;
