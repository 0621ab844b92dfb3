import io.github.grundy.cli.plot.PlotSize;
import io.github.grundy.cli.plot.SequencePlot;
import io.github.grundy.core.game.HeapGame;
import io.github.grundy.core.sequence.TakeBreakCode;
import io.github.grundy.variants.octal.TakeBreak;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/** In-process timing of grundy's own PNG path (SequencePlot.write(..., png=true)): cold first call, then warm median. */
public final class GrundyInProc {
    public static void main(String[] a) throws Exception {
        int warm = a.length > 1 ? Integer.parseInt(a[1]) : 30;
        HeapGame g = new TakeBreak(TakeBreakCode.parse("0.137"), "octal --code=0.137", 1_000_000L).prepare(10000);
        long t0 = System.nanoTime();
        ByteArrayOutputStream bos = new ByteArrayOutputStream(1 << 16);
        SequencePlot.write(bos, g, 0, 10000, PlotSize.DEFAULT, true);
        long t1 = System.nanoTime();
        Files.write(Path.of(a[0]), bos.toByteArray());
        System.err.printf("grundy cold: layout+draw+encode %.1f ms, png %d bytes%n", (t1 - t0) / 1e6, bos.size());
        double[] d = new double[warm];
        for (int i = 0; i < warm; i++) {
            ByteArrayOutputStream b = new ByteArrayOutputStream(1 << 16);
            long x = System.nanoTime();
            SequencePlot.write(b, g, 0, 10000, PlotSize.DEFAULT, true);
            d[i] = (System.nanoTime() - x) / 1e6;
        }
        Arrays.sort(d);
        System.err.printf("grundy warm (median of %d): %.2f ms%n", warm, d[warm / 2]);
    }
}
