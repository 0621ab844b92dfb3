package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The rule files docs/rules.md shows are the ones its examples read (DocExamplesIT copies
 * src/test/resources/rules/games to rules/): a file changed on one side only fails here.
 */
class RuleFilesDocTest {

    private static final Path GAMES = Path.of("src/test/resources/rules/games");

    @Test
    void theRuleFilesShownAreTheTestsOwn() throws IOException {
        String doc = Files.readString(Path.of("../docs/rules.md"), StandardCharsets.UTF_8);
        Matcher shown = Pattern.compile("`rules/([a-z0-9-]+\\.rule)`:\n\n```\n(.*?)```\n", Pattern.DOTALL).matcher(doc);
        List<String> names = new ArrayList<>();
        while (shown.find()) {
            names.add(shown.group(1));
            assertEquals(Files.readString(GAMES.resolve(shown.group(1)), StandardCharsets.UTF_8), shown.group(2),
                    "docs/rules.md shows " + shown.group(1) + " otherwise than " + GAMES + " holds it");
        }
        try (var files = Files.list(GAMES)) {
            assertEquals(files.map(f -> f.getFileName().toString()).sorted().toList(), names,
                    "docs/rules.md shows every file of " + GAMES + ", in the order of their names");
        }
    }
}
