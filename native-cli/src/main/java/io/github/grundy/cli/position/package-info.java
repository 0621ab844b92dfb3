/**
 * A position as the user gives it to {@code solve} and {@code play}, and the games {@code table}
 * names: read from the arguments or a file by {@link io.github.grundy.cli.position.PositionReader}
 * into a {@link io.github.grundy.cli.position.Position} (games made by
 * {@link io.github.grundy.cli.position.GameMaker}, nothing analysed), then turned by
 * {@link io.github.grundy.cli.position.Problem#of} into a {@link io.github.grundy.cli.position.Problem}
 * with core's analysis, in one call to core in the play asked ({@code --misere}); and the
 * explanation of the answer ({@code --explain}, play's {@code explain}).
 */
package io.github.grundy.cli.position;
