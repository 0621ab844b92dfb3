/** The plot of a Grundy sequence ({@code table --plot}): one layout, drawn as SVG or as PNG by a canvas and font of our own. */
package io.github.grundy.cli.plot;
