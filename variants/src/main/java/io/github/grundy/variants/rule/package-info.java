/** The {@code rule} variant: a game written in the rule language, {@code --rule='n -> [...]'}. */
package io.github.grundy.variants.rule;
