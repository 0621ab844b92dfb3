/**
 * The {@code rule} variant, a game written in the rule language ({@code --rule='n -> [...]'}), and
 * the games of rule files ({@link io.github.grundy.variants.rule.RuleFiles}: a directory of
 * {@code NAME.rule} files, each a variant of its own); both make their games in one place,
 * {@code RuleVariant.game}.
 */
package io.github.grundy.variants.rule;
