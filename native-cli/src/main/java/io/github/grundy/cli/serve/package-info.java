/**
 * {@code grundy serve}: a web page, served by grundy itself on this machine, that runs the command
 * line's own answers ({@code solve}, {@code table}, {@code list}) for a visitor who would rather
 * click than type. The page is three static files with no outside resource; its one API runs a
 * checked command line in this process (docs/web.md).
 */
package io.github.grundy.cli.serve;
