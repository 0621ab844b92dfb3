/**
 * Byte-level input and output for large positions: {@link io.github.grundy.core.io.NumberReader}
 * parses integers with exact error positions, {@link io.github.grundy.core.io.AsciiOutput} writes
 * answers through one buffer. No game and no format knowledge: formats are the CLI's.
 */
package io.github.grundy.core.io;
