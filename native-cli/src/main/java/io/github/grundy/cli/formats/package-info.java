/**
 * The judge formats: thin adapters between the text of a classic judge problem and the games
 * and engines. An adapter reads a case completely, then answers it; it holds no game theory (a
 * rule or a formula here is a bug: it belongs to a variant or to core).
 */
package io.github.grundy.cli.formats;
