/** {@code grundy solve}: the answer for one position, as text or JSON, its winning moves counted or listed. */
package io.github.grundy.cli.solve;
