package io.github.grundy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * The GitHub release workflow against the README's "Download" section, which users read: the same
 * platforms, runners and file names, the same smoke-test commands (those of
 * {@code native-cli/smoke-test.sh}), every file smoke-tested before it is uploaded, and the
 * workflows' hygiene (actions pinned by commit, no persisted credentials, read-only permissions
 * but where the release is published).
 */
class ReleaseWorkflowTest {

    /** The platforms a release has a native binary for (issue 8). */
    private static final Set<String> PLATFORMS =
            Set.of("linux-x86_64", "linux-aarch64", "macos-aarch64", "macos-x86_64", "windows-x86_64");

    /** Tests run in the module directory, native-cli. */
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    private static final Pattern SMOKE_COMMAND = Pattern.compile("^out=\\$\\((.*)\\)$");

    /** One row of the native binaries' table, or one entry of the release matrix. */
    record Binary(String artifact, String runner) {
    }

    @Test
    void downloadTableIsTheReleaseMatrix() throws IOException {
        List<Map<String, Object>> matrix = nativeMatrix();
        Set<Binary> fromWorkflow = new TreeSet<>((a, b) -> a.artifact().compareTo(b.artifact()));
        Set<String> platforms = new TreeSet<>();
        for (Map<String, Object> entry : matrix) {
            String platform = string(entry, "platform");
            String artifact = string(entry, "artifact");
            String binary = string(entry, "binary");
            boolean windows = platform.startsWith("windows-");
            assertEquals("grundy-" + platform + (windows ? ".exe" : ""), artifact, "artifact of " + platform);
            assertEquals(windows ? "grundy.exe" : "grundy", binary, "what native-image makes on " + platform);
            platforms.add(platform);
            fromWorkflow.add(new Binary(artifact, string(entry, "runner")));
        }
        assertEquals(new TreeSet<>(PLATFORMS), platforms);
        assertEquals(PLATFORMS.size(), matrix.size(), "one matrix entry per platform");

        List<Binary> fromReadme = readmeBinaries();
        assertEquals(PLATFORMS.size(), fromReadme.size(), "one table row per platform: " + fromReadme);
        assertEquals(List.copyOf(fromWorkflow), fromReadme.stream()
                .sorted((a, b) -> a.artifact().compareTo(b.artifact())).toList());
    }

    @Test
    void smokeTestCommandsAreTheReadmes() throws IOException {
        List<String> script = new ArrayList<>();
        for (String line : Files.readAllLines(ROOT.resolve("native-cli/smoke-test.sh"), StandardCharsets.UTF_8)) {
            Matcher m = SMOKE_COMMAND.matcher(line.strip());
            if (m.matches()) {
                script.add(m.group(1));
            }
        }
        List<String> readme = new ArrayList<>();
        for (String line : downloadSection().lines().toList()) {
            if (line.startsWith("$ ") && line.contains("./grundy")) {
                readme.add(line.substring(2).replace("./grundy", "grundy"));
            }
        }
        assertEquals(List.of("grundy --version", "grundy list", "printf '3\\n3 6 9\\n' | grundy judge luogu-p1247"),
                script, "the commands of native-cli/smoke-test.sh");
        assertEquals(script, readme, "the commands of the README's Download section");
    }

    /** Each job that uploads files first smoke-tests them, and the release collects every one. */
    @Test
    void everyFileIsSmokeTestedBeforeItIsUploaded() throws IOException {
        Map<String, Object> jobs = jobs("release.yml");
        List<Map<String, Object>> nativeSteps = steps(jobs, "native");
        int smoke = indexOfRun(nativeSteps, "native-cli/smoke-test.sh \"dist/$ARTIFACT\" \"$VERSION\"");
        int upload = indexOfUses(nativeSteps, "actions/upload-artifact@");
        assertTrue(smoke >= 0 && smoke < upload, "the native job smoke-tests dist/$ARTIFACT, then uploads it");
        assertEquals("dist/${{ matrix.artifact }}", string(with(nativeSteps.get(upload)), "path"));
        assertEquals("${{ matrix.artifact }}", env(jobs, "native").get("ARTIFACT"));
        assertTrue(indexOfRun(nativeSteps, "native-cli/build-native.sh") < smoke);

        List<Map<String, Object>> jvmSteps = steps(jobs, "jvm");
        int check = indexOfRun(jvmSteps, ".ci/check-jvm-dist \"$VERSION\"");
        int jvmUpload = indexOfUses(jvmSteps, "actions/upload-artifact@");
        assertTrue(check >= 0 && check < jvmUpload, "the jvm job checks the zip, then uploads it");

        List<Map<String, Object>> windowsSteps = steps(jobs, "jvm-windows");
        assertTrue(indexOfRun(windowsSteps, "native-cli/smoke-test.sh \"unpacked/grundy-$VERSION/bin/grundy.cmd\"") >= 0,
                "grundy.cmd is smoke-tested on Windows");

        Object needs = jobs("release.yml").get("publish") instanceof Map<?, ?> publish ? publish.get("needs") : null;
        assertEquals(List.of("prepare", "native", "jvm", "jvm-windows"), needs, "the release waits for every check");
    }

    /** The README's other files are the ones the jvm job collects, by the same names. */
    @Test
    void jvmFilesAreTheReadmes() throws IOException {
        String section = downloadSection();
        String collect = String.join("\n", runs(steps(jobs("release.yml"), "jvm")));
        for (String file : List.of("grundy-<version>-jvm.zip", "grundy-<version>.jar", "grundy-core-<version>.jar")) {
            assertTrue(section.contains("`" + file + "`"), "README names " + file);
            assertTrue(collect.contains(file.replace("<version>", "$VERSION")), "the jvm job collects " + file);
        }
        assertTrue(section.contains("`checksums_sha256.txt`"));
        String publish = String.join("\n", runs(steps(jobs("release.yml"), "publish")));
        String jreleaser = Files.readString(ROOT.resolve("jreleaser.yml"), StandardCharsets.UTF_8);
        assertTrue(publish.contains("./mvnw -B -N jreleaser:full-release"), "JReleaser makes the release");
        assertTrue(jreleaser.contains("checksum:\n  name: checksums.txt\n  algorithms:\n    - SHA_256\n"),
                "the release has checksums_sha256.txt, from JReleaser");
        assertTrue(section.contains("`LICENSE`") && publish.contains("cp LICENSE dist/LICENSE"),
                "the release carries the licence, as README says");
        assertTrue(section.contains("`grundy.1`") && publish.contains("cp native-cli/src/main/man/grundy.1 dist/grundy.1"),
                "the release carries the man page, as README says");
        assertTrue(publish.contains(".ci/release-notes \"$VERSION\""), "its notes come from CHANGELOG.md");
    }

    /** What CI builds and tests is what a release ships: the same script, the same image options. */
    @Test
    void nativeBinariesComeFromBuildNativeSh() throws IOException {
        assertTrue(runs(steps(jobs("ci.yml"), "native")).stream().anyMatch(r -> r.startsWith("native-cli/build-native.sh")));
        assertTrue(runs(steps(jobs("release.yml"), "native")).stream().anyMatch(r -> r.contains("native-cli/build-native.sh")));
        String pom = Files.readString(ROOT.resolve("native-cli/pom.xml"), StandardCharsets.UTF_8);
        assertTrue(pom.contains("<buildArg>-march=compatibility</buildArg>"), "the native profile builds for any CPU");
        String ciRun = Files.readString(ROOT.resolve(".ci/run"), StandardCharsets.UTF_8);
        for (String script : List.of("native-cli/build-native.sh", "native-cli/smoke-test.sh", ".ci/lint-workflows",
                ".ci/check-jvm-dist", ".ci/check-release-version", "./mvnw -B verify")) {
            assertTrue(ciRun.contains(script), ".ci/run runs " + script);
        }
    }

    @Test
    void actionsArePinnedByCommitWithTheirVersion() throws IOException {
        Pattern pinned = Pattern.compile("^\\s*(- )?uses: [\\w.-]+/[\\w.-]+@[0-9a-f]{40} # v\\d+(\\.\\d+)*$");
        int count = 0;
        for (Path workflow : workflows()) {
            for (String line : Files.readAllLines(workflow, StandardCharsets.UTF_8)) {
                if (line.strip().startsWith("uses:") || line.strip().startsWith("- uses:")) {
                    count++;
                    assertTrue(pinned.matcher(line).matches(), workflow.getFileName() + ": not pinned: " + line.strip());
                }
            }
        }
        assertTrue(count > 0);
    }

    @Test
    void checkoutsKeepNoCredentialsAndPermissionsAreReadOnly() throws IOException {
        for (Path workflow : workflows()) {
            String name = workflow.getFileName().toString();
            Map<String, Object> doc = load(workflow);
            assertEquals(Map.of("contents", "read"), doc.get("permissions"), name + ": top-level permissions");
            for (Map.Entry<String, Object> job : jobs(name).entrySet()) {
                @SuppressWarnings("unchecked")
                Map<String, Object> body = (Map<String, Object>) job.getValue();
                Object permissions = body.get("permissions");
                if (name.equals("release.yml") && job.getKey().equals("publish")) {
                    assertEquals(Map.of("contents", "write"), permissions, "publish creates the release");
                } else {
                    assertEquals(null, permissions, name + " " + job.getKey() + " needs no more than contents: read");
                }
                assertTrue(body.containsKey("timeout-minutes"), name + " " + job.getKey() + " has a timeout");
                for (Map<String, Object> step : steps(jobs(name), job.getKey())) {
                    if (String.valueOf(step.get("uses")).startsWith("actions/checkout@")) {
                        assertEquals(false, with(step).get("persist-credentials"),
                                name + " " + job.getKey() + ": checkout with persist-credentials: false");
                    }
                }
            }
            assertTrue(doc.containsKey("concurrency"), name + " has a concurrency group");
        }
    }

    // --- the README

    private static String downloadSection() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        int start = readme.indexOf("\n## Download\n");
        assertTrue(start >= 0, "README.md has a '## Download' section");
        int end = readme.indexOf("\n## ", start + 1);
        return readme.substring(start, end < 0 ? readme.length() : end);
    }

    /** The rows of the Download section's table whose file is a native binary: file and runner. */
    private static List<Binary> readmeBinaries() throws IOException {
        Pattern row = Pattern.compile("^\\|[^|]+\\| `(grundy-[a-z0-9_-]+(?:\\.exe)?)` \\| `([a-z0-9.-]+)` \\|$");
        List<Binary> rows = new ArrayList<>();
        for (String line : downloadSection().lines().toList()) {
            Matcher m = row.matcher(line);
            if (m.matches()) {
                rows.add(new Binary(m.group(1), m.group(2)));
            }
        }
        return rows;
    }

    // --- the workflows

    private static List<Path> workflows() throws IOException {
        try (var files = Files.list(ROOT.resolve(".github/workflows"))) {
            List<Path> list = files.filter(p -> p.toString().endsWith(".yml")).sorted().toList();
            assertEquals(List.of("ci.yml", "release.yml"), list.stream().map(p -> p.getFileName().toString()).toList());
            return list;
        }
    }

    private static Map<String, Object> load(Path file) throws IOException {
        Map<String, Object> doc = new Yaml().load(Files.readString(file, StandardCharsets.UTF_8));
        assertFalse(doc == null || doc.isEmpty(), file + " is empty");
        return doc;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> jobs(String workflow) throws IOException {
        Object jobs = load(ROOT.resolve(".github/workflows").resolve(workflow)).get("jobs");
        if (!(jobs instanceof Map<?, ?>)) {
            fail(workflow + " has no jobs");
        }
        return new LinkedHashMap<>((Map<String, Object>) jobs);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> job(Map<String, Object> jobs, String name) {
        Object job = jobs.get(name);
        if (!(job instanceof Map<?, ?>)) {
            fail("no job " + name + " in " + jobs.keySet());
        }
        return (Map<String, Object>) job;
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> steps(Map<String, Object> jobs, String name) {
        return (List<Map<String, Object>>) job(jobs, name).get("steps");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> env(Map<String, Object> jobs, String name) {
        return (Map<String, Object>) job(jobs, name).get("env");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> with(Map<String, Object> step) {
        Object with = step.get("with");
        return with == null ? Map.of() : (Map<String, Object>) with;
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> nativeMatrix() throws IOException {
        Map<String, Object> strategy = (Map<String, Object>) job(jobs("release.yml"), "native").get("strategy");
        Map<String, Object> matrix = (Map<String, Object>) strategy.get("matrix");
        assertEquals(Set.of("include"), matrix.keySet(), "the native matrix is a list of platforms");
        return (List<Map<String, Object>>) matrix.get("include");
    }

    private static List<String> runs(List<Map<String, Object>> steps) {
        return steps.stream().filter(s -> s.containsKey("run")).map(s -> String.valueOf(s.get("run")).strip()).toList();
    }

    private static int indexOfRun(List<Map<String, Object>> steps, String command) {
        for (int i = 0; i < steps.size(); i++) {
            Object run = steps.get(i).get("run");
            if (run != null && String.valueOf(run).lines().anyMatch(l -> l.strip().startsWith(command))) {
                return i;
            }
        }
        return -1;
    }

    private static int indexOfUses(List<Map<String, Object>> steps, String action) {
        for (int i = 0; i < steps.size(); i++) {
            if (String.valueOf(steps.get(i).get("uses")).startsWith(action)) {
                return i;
            }
        }
        return -1;
    }

    private static String string(Map<String, Object> map, String key) {
        Object value = map.get(key);
        if (value == null) {
            fail("no " + key + " in " + map);
        }
        return String.valueOf(value);
    }
}
