/**
 * The game on a directed graph (with cycles: draws): tokens slide along edges; each token is a component whose
 * "heap" is its vertex. The graph comes from an edge-list file.
 */
package io.github.grundy.variants.graph;
