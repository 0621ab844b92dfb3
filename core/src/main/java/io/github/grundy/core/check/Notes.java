package io.github.grundy.core.check;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The notes of a report, one line per topic: a game that repeats an option on every heap gets one
 * note with a count and the first example, not a note per heap.
 */
final class Notes {

    private static final class Topic {
        final String example;
        long count;

        Topic(String example) {
            this.example = example;
        }
    }

    private final Map<String, Topic> topics = new LinkedHashMap<>();

    /** One more case of {@code topic}; the first {@code example} is the one shown. */
    void add(String topic, String example) {
        topics.computeIfAbsent(topic, t -> new Topic(example)).count++;
    }

    List<String> list() {
        List<String> lines = new ArrayList<>();
        topics.forEach((topic, t) -> lines.add(topic + ": " + (t.count == 1 ? t.example
                : t.count + " times, the first " + t.example)));
        return lines;
    }
}
