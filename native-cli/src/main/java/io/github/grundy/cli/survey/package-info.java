/**
 * {@code grundy survey}: the take-and-break codes of a family until their periods are proved,
 * printed as the literature's tables, merged from parts and compared with a published table.
 */
package io.github.grundy.cli.survey;
