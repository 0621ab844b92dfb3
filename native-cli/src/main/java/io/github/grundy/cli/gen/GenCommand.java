package io.github.grundy.cli.gen;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.DebugOption;
import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.OutputFiles;
import io.github.grundy.cli.common.QuietOption;
import io.github.grundy.cli.common.TimeoutOption;
import io.github.grundy.cli.common.TopCommand;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.cli.formats.GenRequest;
import io.github.grundy.cli.formats.Generation;
import io.github.grundy.cli.formats.GenerationRefused;
import io.github.grundy.cli.formats.JudgeFormat;
import io.github.grundy.cli.formats.JudgeFormats;
import io.github.grundy.cli.formats.Validation;
import io.github.grundy.core.gen.SplitMix64;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.InputException;
import io.github.grundy.core.io.NumberReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code grundy gen FORMAT}: random inputs of a judge format within its problem's stated limits,
 * and with {@code --out} the tests a problem setter uploads, answered by grundy's own solver.
 * The inputs come from the format ({@link JudgeFormat#generate}); this class parses the request,
 * and checks each test it writes against the format's own validator before it writes it.
 */
@Command(name = "gen", mixinStandardHelpOptions = true,
        header = "Generate random inputs of a judge format, and their answers.",
        description = {
            // Lines of at most 79 characters: picocli wraps at 80, which would break them twice.
            "Write a random input of a judge problem (see 'grundy judge --list') within",
            "the problem's stated limits, to standard output; with --out, that many tests",
            "as Polygon-style pairs 01.in/01.out ..., each answered by 'grundy judge",
            "FORMAT'. The same arguments give the same bytes everywhere. Test i of --out",
            "is the input that --seed SEED+i-1 prints alone.",
            "",
            "Examples:",
            "  grundy gen luogu-p1247 --heaps 5 --max 100 --seed 7",
            "  grundy gen poj-2975 --cases 4 --unique-winning-move",
            "  grundy gen acwing-893 --verdict lose --out tests --tests 20",
            "  grundy gen cf-1370c --cases 100 | grundy judge cf-1370c --validate"
        })
public final class GenCommand implements Callable<Integer> {

    /** Tests written by --out when --tests does not say. */
    static final int DEFAULT_TESTS = 10;

    private final Console console;

    @Parameters(paramLabel = "FORMAT", arity = "0..1",
            description = "The judge format, e.g. luogu-p1247 ('grundy gen --list').")
    String format;

    @Option(names = "--list", description = "List the formats (as 'grundy judge --list').")
    boolean list;

    @Option(names = "--cases", paramLabel = "N", description = "Cases per input (formats with several; default 3).")
    Integer cases;

    @Option(names = "--heaps", paramLabel = "N",
            description = "Heaps per position (default: random, 1 to 10 within the stated limit).")
    Integer heaps;

    @Option(names = "--max", paramLabel = "V",
            description = "The largest heap drawn (default: the stated limit; beyond it, inputs for a harder variant, with"
                    + " a warning).")
    Long max;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "The random seed, any 64-bit integer (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--verdict", paramLabel = "WHO", defaultValue = "mixed",
            description = "Who wins each position, for the player to move: win, lose, mixed (a fair coin each) or any (as"
                    + " random positions fall: mostly wins) (default: ${DEFAULT-VALUE}).")
    String verdict;

    @Option(names = "--unique-winning-move",
            description = "Positions with exactly one winning move (formats that print or count moves).")
    boolean uniqueWinningMove;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Write the tests to DIR as 01.in/01.out ... instead of one input to standard output.")
    Path out;

    @Option(names = "--tests", paramLabel = "T", description = "Tests written by --out (default: 10).")
    Integer tests;

    @Mixin
    DebugOption debug;

    @Mixin
    QuietOption quiet;

    @ParentCommand
    TopCommand top;

    @Mixin
    TimeoutOption timeout;

    public GenCommand(Console console) {
        this.console = console;
    }

    @Override
    public Integer call() throws Exception {
        return timeout.run(console, debug.debug, this::generate);
    }

    private int generate(Console console) throws IOException {
        if (list) {
            AsciiOutput text = new AsciiOutput(console.out());
            JudgeFormats.list(text);
            text.flush();
            return ExitCode.OK;
        }
        if (format == null) {
            throw new UserError("which format? (" + JudgeFormats.ids() + ")");
        }
        JudgeFormat f = JudgeFormats.named(format);
        GenRequest request = request(f);
        if (out == null) {
            if (tests != null) {
                throw new UserError("--tests is for --out DIR; without it gen prints one input");
            }
            Drawn drawn = input(f, request, seed);
            warn(console, drawn);
            console.out().write(drawn.bytes());
            console.out().flush();
            return ExitCode.OK;
        }
        int count = tests == null ? DEFAULT_TESTS : tests;
        if (count < 1 || count > 9999) {
            throw new UserError("--tests must be 1..9999, found " + count);
        }
        OutputFiles.checkWritableDirectory("--out", out);
        write(console, f, request, count);
        return ExitCode.OK;
    }

    private GenRequest request(JudgeFormat f) {
        GenRequest.Verdict wanted = switch (verdict) {
            case "win" -> GenRequest.Verdict.WIN;
            case "lose" -> GenRequest.Verdict.LOSE;
            case "mixed" -> GenRequest.Verdict.MIXED;
            case "any" -> GenRequest.Verdict.ANY;
            default -> throw new UserError("--verdict must be win, lose, mixed or any, found '" + verdict + "'");
        };
        if (!f.answersWithVerdicts() && wanted.outcome() != null) {
            throw new UserError(f.id() + " answers with numbers, not wins and losses: --verdict " + verdict
                    + " does not apply");
        }
        if (uniqueWinningMove && !f.answersWithMoves()) {
            throw new UserError(f.id() + "'s answer names no moves: --unique-winning-move is for "
                    + String.join(", ", JudgeFormats.all().stream().filter(JudgeFormat::answersWithMoves)
                            .map(JudgeFormat::id).toList()));
        }
        if (uniqueWinningMove && wanted == GenRequest.Verdict.LOSE) {
            throw new UserError("--unique-winning-move and --verdict lose contradict: a position with a winning move is won");
        }
        return new GenRequest(cases == null ? OptionalInt.empty() : OptionalInt.of(cases),
                heaps == null ? OptionalInt.empty() : OptionalInt.of(heaps),
                max == null ? OptionalLong.empty() : OptionalLong.of(max), wanted, uniqueWinningMove);
    }

    /** One input: its bytes, and what of it is beyond the problem's stated limits, if anything. */
    private record Drawn(byte[] bytes, Optional<String> beyondLimits) {
    }

    /** One input for {@code seed}. */
    private static Drawn input(JudgeFormat f, GenRequest request, long seed) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AsciiOutput text = new AsciiOutput(bytes);
        Generation g = new Generation(f.id(), request, new SplitMix64(seed), text);
        try {
            f.generate(g);
        } catch (GenerationRefused e) {
            throw new UserError(e.getMessage());
        }
        text.flush();
        return new Drawn(bytes.toByteArray(), g.beyondLimits());
    }

    /** Data for a harder variant is allowed, and said once, unless --quiet. */
    private void warn(Console console, Drawn drawn) {
        if (drawn.beyondLimits().isPresent() && !quiet.given(top)) {
            console.err().println("grundy: warning: " + drawn.beyondLimits().get());
        }
    }

    /**
     * The tests, each checked by the format's validator and answered by its solver, written one at
     * a time beside their names (so that memory holds one test, however many there are) and then
     * all renamed; none that exists is replaced, and a failure leaves no test written, half or whole.
     */
    private void write(Console console, JudgeFormat f, GenRequest request, int count) throws IOException {
        int width = Math.max(2, Integer.toString(count).length());
        List<Path> targets = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            String name = String.format("%0" + width + "d", i);
            targets.add(out.resolve(name + ".in"));
            targets.add(out.resolve(name + ".out"));
        }
        for (Path target : targets) {
            if (Files.exists(target)) {
                throw new UserError("--out " + out + ": " + target.getFileName() + " exists; gen replaces no file"
                        + " (remove the tests or choose another directory)");
            }
        }
        List<Path> staged = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                Path in = targets.get(2 * i);
                Drawn drawn = input(f, request, seed + i);
                byte[] input = drawn.bytes();
                if (i == 0) {
                    warn(console, drawn);
                }
                if (drawn.beyondLimits().isEmpty()) {
                    // Within the stated limits, the format's validator must accept it; beyond, it cannot.
                    check(f, input, in.getFileName().toString());
                }
                byte[] answer = answer(f, input, in.getFileName().toString());
                if (i == 0) {
                    // Only once there is a test to write: a refused request leaves no directory behind.
                    Files.createDirectories(out);
                }
                staged.add(Files.write(staging(in), input));
                staged.add(Files.write(staging(targets.get(2 * i + 1)), answer));
            }
            for (int i = 0; i < targets.size(); i++) {
                Files.move(staged.get(i), targets.get(i), StandardCopyOption.ATOMIC_MOVE);
            }
        } catch (FileAlreadyExistsException e) {
            throw new UserError("--out " + out + ": " + e.getFile() + " appeared while writing; gen replaces no file");
        } catch (IOException e) {
            throw new UserError("--out " + out + ": cannot write the tests (" + OutputFiles.reason(e) + ")");
        } finally {
            for (Path p : staged) {
                Files.deleteIfExists(p);
            }
        }
        AsciiOutput text = new AsciiOutput(console.out());
        text.text("wrote " + count + (count == 1 ? " test" : " tests") + " of " + f.id() + " to " + out + ": "
                + targets.get(0).getFileName() + "/" + targets.get(1).getFileName()
                + (count > 1 ? " .. " + targets.get(targets.size() - 2).getFileName() + "/"
                        + targets.get(targets.size() - 1).getFileName() : "")).newline();
        text.flush();
    }

    /** Where {@code target} is written before it is renamed: a hidden name beside it, this process's. */
    private static Path staging(Path target) {
        return target.resolveSibling("." + target.getFileName() + ".tmp-" + ProcessHandle.current().pid());
    }

    /** A generated input the format's own validator refuses is grundy's bug, not the user's. */
    private static void check(JudgeFormat f, byte[] in, String name) throws IOException {
        try {
            f.validate(new Validation(new NumberReader(new ByteArrayInputStream(in), name), f.id()));
        } catch (InputException e) {
            throw new IllegalStateException("gen wrote an input that " + f.id() + "'s validator refuses: " + e.getMessage(), e);
        }
    }

    private static byte[] answer(JudgeFormat f, byte[] in, String name) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AsciiOutput text = new AsciiOutput(bytes);
        f.run(new NumberReader(new ByteArrayInputStream(in), name), text);
        text.flush();
        return bytes.toByteArray();
    }
}
