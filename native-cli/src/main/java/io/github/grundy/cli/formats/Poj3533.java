package io.github.grundy.cli.formats;

import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import java.io.IOException;
import java.util.List;

/**
 * POJ 3533: Turning Turtles in three dimensions, per case until the end of input N lights
 * (x, y, z): "Yes" if the first player loses.
 */
public final class Poj3533 implements JudgeFormat {

    private static final StatedLimit N = StatedLimit.atLeast("N", 0);
    private static final StatedLimit X = StatedLimit.atLeast("x", 1);
    private static final StatedLimit Y = StatedLimit.atLeast("y", 1);
    private static final StatedLimit Z = StatedLimit.atLeast("z", 1);
    private static final Lights LIGHTS = new Lights(3);
    /** The largest coordinate gen draws without --max: a cube as large as HDU 3404's square. */
    private static final long GEN_MAX = 10_000;

    @Override
    public String id() {
        return "poj-3533";
    }

    @Override
    public String summary() {
        return "Turning Turtles in 3-D, N lights x y z per case until the end: 'Yes' if the first player loses";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        DistinctCells lights = new DistinctCells();
        while (!in.atEnd()) {
            int n = in.nextCount("the number of lights N", Counts.MAX);
            long sum = LIGHTS.read(in, n, lights);
            out.text(sum == 0 ? "Yes" : "No").newline();
        }
    }

    @Override
    public String statedLimits() {
        return "not in the statement: the format alone is checked, N >= 0 and x, y, z >= 1 (POJ 3533)";
    }

    @Override
    public List<StatedLimit> limits() {
        return List.of(N, X, Y, Z);
    }

    @Override
    public void validate(Validation v) throws IOException {
        while (v.more()) {
            int n = v.count(N);
            for (int i = 0; i < n; i++) {
                v.heap(X);
                v.number(Y);
                v.number(Z);
            }
            v.caseRead();
        }
    }

    @Override
    public void generate(Generation g) throws IOException {
        int cases = g.cases(Counts.MAX);
        long max = g.max(X, GEN_MAX);
        for (int c = 0; c < cases; c++) {
            long[] cells = g.counted(N, n -> g.drawn(verdict -> LIGHTS.position(n, 1, max, verdict, g.random())));
            g.line(cells.length / 3);
            for (int i = 0; i < cells.length; i += 3) {
                g.line(cells[i], cells[i + 1], cells[i + 2]);
            }
        }
    }
}
