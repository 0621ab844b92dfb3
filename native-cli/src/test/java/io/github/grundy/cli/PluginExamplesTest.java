package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The plugin projects outside the reactor (examples/wythoff-plugin and the guide's pom.xml) build
 * against this grundy with the Maven plugins this build has resolved: PluginGuideIT builds them,
 * offline when this build is. A version that drifts fails here, in a second, with the fix named.
 */
class PluginExamplesTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern JUNIT = Pattern.compile("<junit.version>([^<]+)</junit.version>");
    private static final Pattern PLUGIN = Pattern.compile(
            "<artifactId>(maven-[a-z]+-plugin)</artifactId>\\s*<version>([^<]+)</version>");

    private static String read(String path) throws IOException {
        return Files.readString(ROOT.resolve(path), StandardCharsets.UTF_8);
    }

    /** The project's version: grundy-parent's own, the first version after its artifactId. */
    private static String projectVersion() throws IOException {
        Matcher m = Pattern.compile("<artifactId>grundy-parent</artifactId>\\s*<version>([^<]+)</version>")
                .matcher(read("pom.xml"));
        assertTrue(m.find(), "no version in pom.xml");
        return m.group(1);
    }

    /** The guide's pom.xml: the block after the marker that writes it. */
    private static String guidePom() throws IOException {
        List<GuideSteps.Step> steps = GuideSteps.steps(read("docs/plugins.md"));
        return steps.stream().filter(s -> "pom.xml".equals(s.path())).findFirst().orElseThrow().body();
    }

    private static Map<String, String> pinnedPlugins(String pom) {
        Map<String, String> pinned = new LinkedHashMap<>();
        Matcher m = PLUGIN.matcher(pom);
        while (m.find()) {
            pinned.put(m.group(1), m.group(2));
        }
        return pinned;
    }

    @Test
    void theyBuildAgainstThisVersionOfGrundyCore() throws IOException {
        String version = projectVersion();
        for (String[] pom : List.of(new String[] {"examples/wythoff-plugin/pom.xml", read("examples/wythoff-plugin/pom.xml")},
                new String[] {"the pom.xml of docs/plugins.md", guidePom()})) {
            assertTrue(pom[1].contains("<grundy.version>" + version + "</grundy.version>"),
                    pom[0] + ": set <grundy.version> to " + version + ", the version of grundy-core this clone builds");
        }
    }

    /** Their tests (GameChecker, from JUnit) resolve offline only with the JUnit this build has. */
    @Test
    void theyTestWithTheJUnitOfThisBuild() throws IOException {
        Matcher parent = JUNIT.matcher(read("pom.xml"));
        assertTrue(parent.find(), "pom.xml has no <junit.version>");
        for (String[] pom : List.of(new String[] {"examples/wythoff-plugin/pom.xml", read("examples/wythoff-plugin/pom.xml")},
                new String[] {"the pom.xml of docs/plugins.md", guidePom()})) {
            Matcher m = JUNIT.matcher(pom[1]);
            assertTrue(m.find(), pom[0] + " should set <junit.version> for its test");
            assertEquals(parent.group(1), m.group(1), pom[0] + ": <junit.version> should be " + parent.group(1)
                    + ", as in grundy's pom.xml (a build that is offline has only that one)");
        }
    }

    @Test
    void theyPinTheMavenPluginsOfThisBuild() throws IOException {
        String parent = read("pom.xml");
        for (String[] pom : List.of(new String[] {"examples/wythoff-plugin/pom.xml", read("examples/wythoff-plugin/pom.xml")},
                new String[] {"the pom.xml of docs/plugins.md", guidePom()})) {
            Map<String, String> pinned = pinnedPlugins(pom[1]);
            assertFalse(pinned.isEmpty(), pom[0]);
            for (Map.Entry<String, String> e : pinned.entrySet()) {
                // maven-compiler-plugin -> <compiler-plugin.version>, maven-surefire-plugin -> <surefire.version>.
                String name = e.getKey().substring("maven-".length(), e.getKey().length() - "-plugin".length());
                Matcher m = Pattern.compile("<(?:" + name + "-plugin|" + name + ")\\.version>([^<]+)</").matcher(parent);
                assertTrue(m.find(), "pom.xml has no <" + name + "-plugin.version> or <" + name + ".version>");
                assertEquals(m.group(1), e.getValue(), pom[0] + ": " + e.getKey() + " should be " + m.group(1)
                        + ", as in grundy's pom.xml (a build that is offline has only that one)");
            }
            for (String needed : List.of("maven-resources-plugin", "maven-compiler-plugin", "maven-surefire-plugin",
                    "maven-jar-plugin")) {
                assertTrue(pinned.containsKey(needed), pom[0] + " should pin " + needed + " (used by mvn package)");
            }
        }
    }
}
