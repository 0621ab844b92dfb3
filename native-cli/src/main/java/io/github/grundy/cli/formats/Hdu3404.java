package io.github.grundy.cli.formats;

import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.io.NumberReader;
import java.io.IOException;
import java.util.List;

/**
 * HDU 3404 "Switch lights": Turning Corners (Turning Turtles × Turning Turtles), T cases of n
 * lights (x, y): whether the first player wins, in the problem's words.
 */
public final class Hdu3404 implements JudgeFormat {

    private static final StatedLimit T = new StatedLimit("T", 0, 100);
    private static final StatedLimit N = new StatedLimit("n", 0, 1000);
    private static final StatedLimit X = new StatedLimit("x", 1, 10_000);
    private static final StatedLimit Y = new StatedLimit("y", 1, 10_000);
    private static final Lights LIGHTS = new Lights(2);

    @Override
    public String id() {
        return "hdu-3404";
    }

    @Override
    public String summary() {
        return "Turning Corners, n lights x y per case: 'Have a try, lxhgww.' if the first player wins, else 'Don't waste your time.'";
    }

    @Override
    public void run(NumberReader in, AsciiOutput out) throws IOException {
        int cases = in.nextCount("the number of cases T", Counts.MAX);
        DistinctCells lights = new DistinctCells();
        for (int c = 0; c < cases; c++) {
            int n = in.nextCount("the number of lights n", Counts.MAX);
            long sum = LIGHTS.read(in, n, lights);
            out.text(sum != 0 ? "Have a try, lxhgww." : "Don't waste your time.").newline();
        }
        in.expectEnd("all " + cases + " cases were read");
    }

    @Override
    public String statedLimits() {
        return "T <= 100; n <= 1000; 1 <= x, y <= 10000, the lights distinct (the HDU 3404 statement)";
    }

    @Override
    public List<StatedLimit> limits() {
        return List.of(T, N, X, Y);
    }

    @Override
    public void validate(Validation v) throws IOException {
        int cases = v.count(T);
        DistinctCells lights = new DistinctCells();
        for (int c = 0; c < cases; c++) {
            int n = v.count(N);
            lights.clear();
            for (int i = 0; i < n; i++) {
                long x = v.heap(X);
                long y = v.number(Y);
                v.distinctCell(lights, x, y, 0, "the light (" + x + ", " + y + ")");
            }
            v.caseRead();
        }
        v.end("all " + cases + " cases were read");
    }

    @Override
    public void generate(Generation g) throws IOException {
        int cases = g.cases(T.max());
        long max = g.max(X, X.max());
        g.line(cases);
        for (int c = 0; c < cases; c++) {
            long[] cells = g.counted(N, n -> g.drawn(verdict -> LIGHTS.position(n, 1, max, verdict, g.random())));
            g.line(cells.length / 2);
            for (int i = 0; i < cells.length; i += 2) {
                g.line(cells[i], cells[i + 1]);
            }
        }
    }
}
