/** {@code grundy gen}: test inputs for a judge format, from a seed, with the verdicts asked for. */
package io.github.grundy.cli.gen;
