/** {@code grundy judge}: a classic judge problem's input answered in its exact output format, or validated. */
package io.github.grundy.cli.judge;
