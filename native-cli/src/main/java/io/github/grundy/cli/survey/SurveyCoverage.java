package io.github.grundy.cli.survey;

import io.github.grundy.core.survey.CodePattern;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Whether the parts of a survey hold every code of its patterns, and which part does not: a part
 * that a scheduler never ran to its end (a failed array task) is named as {@code --shard=I/N}
 * names it, so that the user knows which one to run again.
 */
final class SurveyCoverage {

    /** How many missing codes a message names before it says "and K more". */
    private static final int NAMED = 4;

    private SurveyCoverage() {
    }

    /**
     * What is wrong with the lines' codes {@code have} as the merge of the survey of {@code codes}
     * (in their list's order) cut into {@code shards} parts, or empty when they are exactly its codes.
     *
     * @param shards the parts' {@code N} of {@code --shard=I/N}, or 1 when they are not shards
     */
    static Optional<String> problem(List<CodePattern.Entry> codes, int shards, Set<String> have) {
        Set<String> wanted = new HashSet<>();
        for (CodePattern.Entry e : codes) {
            wanted.add(SurveyRun.key(e));
        }
        for (String code : have) {
            if (!wanted.contains(code)) {
                return Optional.of("the parts have the code " + code + ", which is not one of the survey's "
                        + codes.size() + " codes");
            }
        }
        List<String> problems = new ArrayList<>();
        for (int shard = 1; shard <= shards; shard++) {
            List<String> missing = new ArrayList<>();
            int of = 0;
            for (int i = shard - 1; i < codes.size(); i += shards) {
                of++;
                String key = SurveyRun.key(codes.get(i));
                if (!have.contains(key)) {
                    missing.add(key);
                }
            }
            if (missing.isEmpty()) {
                continue;
            }
            String part = shards == 1 ? "the survey" : "shard " + shard + "/" + shards;
            if (shards > 1 && missing.size() == of) {
                problems.add(part + " is missing (none of its " + of + " codes has a line)");
            } else {
                problems.add(part + " is incomplete (no line for " + missing.size() + " of its " + of + " codes: "
                        + named(missing) + ")");
            }
        }
        return problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems));
    }

    private static String named(List<String> codes) {
        List<String> first = codes.subList(0, Math.min(NAMED, codes.size()));
        String s = String.join(", ", first);
        return codes.size() > NAMED ? s + " and " + (codes.size() - NAMED) + " more" : s;
    }
}
