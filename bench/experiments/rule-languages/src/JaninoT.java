import org.codehaus.janino.*;
import org.codehaus.commons.compiler.*;
public class JaninoT {
  public interface LongOp { long apply(long n, long k); }
  public interface Wy { long[] apply(long a, long b); }
  public static void main(String[] x) throws Throwable {
    String E = "janino";
    LongOp op = (LongOp) new ExpressionEvaluator().createFastEvaluator("n - k", LongOp.class, new String[] {"n", "k"});
    H.bench(E, (n, k) -> op.apply(n, k), 1_000_000);
    double[] r = new double[6];
    for (int rep = 0; rep < 6; rep++) { long t0 = System.nanoTime(), s = 0; for (int i = 0; i < 1_000_000; i++) s += op.apply(1000 + i, 7); r[rep] = 1e6 / ((System.nanoTime() - t0) / 1e9); H.sink += s; }
    java.util.Arrays.sort(r, 1, 6); H.line(E, "n-k evals/s primitive loop (no harness boxing)", String.format("%.3g", r[3]));
    H.attempt(E, "overflow Long.MAX_VALUE + 1", () -> ((LongOp) new ExpressionEvaluator().createFastEvaluator("n + k", LongOp.class, new String[] {"n", "k"})).apply(Long.MAX_VALUE, 1));
    H.attempt(E, "syntax error [n - k for k in 1..]", () -> new ExpressionEvaluator().createFastEvaluator("[n - k for k in 1..]", LongOp.class, new String[] {"n", "k"}));
    H.attempt(E, "syntax error (multi-line) 'n -\\n  * k'", () -> new ExpressionEvaluator().createFastEvaluator("n -\n  * k", LongOp.class, new String[] {"n", "k"}));
    ScriptEvaluator se = new ScriptEvaluator();
    Wy w = (Wy) se.createFastEvaluator("long[] r = new long[(int) (2 * (a + b + Math.min(a, b)))]; int i = 0; for (long k = 1; k <= a; k++) { r[i++] = a - k; r[i++] = b; } "
      + "for (long k = 1; k <= b; k++) { r[i++] = a; r[i++] = b - k; } for (long k = 1; k <= Math.min(a, b); k++) { r[i++] = a - k; r[i++] = b - k; } return r;", Wy.class, new String[] {"a", "b"});
    H.attempt(E, "wythoff(10,10)", () -> { long[] o = w.apply(10, 10); return (o.length / 2) + " first=(" + o[0] + "," + o[1] + ")"; });
    H.benchTask(E, "wythoff(10,10)", () -> w.apply(10, 10), 100_000);
    H.attempt(E, "sandbox: arbitrary Java compiles (not run)", () -> new ExpressionEvaluator().createFastEvaluator("java.lang.Runtime.getRuntime().availableProcessors()", LongOp.class, new String[] {"n", "k"}).getClass().getName() + " compiled fine");
    H.line(E, "compile time per expression (ms, mean of 50)", String.format("%.2f", timeCompile()));
  }
  static double timeCompile() throws Exception { long t0 = System.nanoTime(); for (int i = 0; i < 50; i++) new ExpressionEvaluator().createFastEvaluator("n - k + " + i, LongOp.class, new String[] {"n", "k"}); return (System.nanoTime() - t0) / 50 / 1e6; }
}
