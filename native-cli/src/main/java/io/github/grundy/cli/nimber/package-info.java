/** {@code grundy nimber}: nimber expressions and multiplication tables, over core's {@code Nimbers}. */
package io.github.grundy.cli.nimber;
