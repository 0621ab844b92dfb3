/**
 * Surveys of take-and-break codes: the literature's tables (Winning Ways' game locator,
 * Flammenkamp's and tczajka's tables of all octal games {@code 0.???}) computed again.
 *
 * <ul>
 *   <li>{@link io.github.grundy.core.survey.CodePattern}: a family of codes written with {@code ?},
 *       listed in order, each with the code it is the same game as by definition;</li>
 *   <li>{@link io.github.grundy.core.survey.SurveyRow}: one code's row (period proved or the reach,
 *       largest value, P-positions, checksum, rare/common split), and its
 *       {@link io.github.grundy.core.survey.Fingerprint}, which parts computed apart compare by;</li>
 *   <li>{@link io.github.grundy.core.survey.Equivalences}: codes grouped by their values from the
 *       heap where they first have a move, proved equal or equal as far as reached, and near misses
 *       with their first difference; {@link io.github.grundy.core.survey.TableName}: the tables' names
 *       and order;</li>
 *   <li>{@link io.github.grundy.core.survey.MisereRow}: a code in misère play, where that is cheap:
 *       how far its heaps are tame, and its misère quotient while it stays small.</li>
 * </ul>
 *
 * <p>Rests on sequences (the values and their proved periods) and on misère play (genera and
 * quotients).
 */
package io.github.grundy.core.survey;
