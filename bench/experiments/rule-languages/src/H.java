import java.util.*;
/** Shared harness: median-of-5 throughput of eval(n,k) over 10^6 different n. */
public final class H {
  public interface Ev { Object eval(long n, long k) throws Throwable; }
  public interface Task { Object run() throws Throwable; }
  public static long sink;
  public static void line(String engine, String key, Object val) {
    System.out.println(engine + "\t" + key + "\t" + String.valueOf(val).replace('\n', ' ').replace('\t',' '));
  }
  /** returns evals per second (median of 5 runs after 1 warm-up run). */
  public static double bench(String engine, Ev ev, int iters) throws Throwable {
    Object first = ev.eval(10, 3);
    line(engine, "n-k result", first + " (" + (first == null ? "null" : first.getClass().getName()) + ")");
    double[] r = new double[6];
    for (int rep = 0; rep < 6; rep++) {
      long t0 = System.nanoTime(); long s = 0;
      for (int i = 0; i < iters; i++) { Object o = ev.eval(1000 + i, 7); s += ((Number) o).longValue(); }
      long t1 = System.nanoTime(); sink += s;
      if (s != (long) iters * 993 + (long) iters * (iters - 1) / 2) throw new AssertionError("wrong sum " + s);
      r[rep] = iters / ((t1 - t0) / 1e9);
    }
    double[] m = Arrays.copyOfRange(r, 1, 6); Arrays.sort(m);
    line(engine, "n-k evals/s (median of 5 x " + iters + ")", String.format("%.3g", m[2]));
    return m[2];
  }
  /** median time of 5 runs of a task executed iters times; prints ops/s */
  public static void benchTask(String engine, String what, Task t, int iters) throws Throwable {
    double[] r = new double[6];
    for (int rep = 0; rep < 6; rep++) {
      long t0 = System.nanoTime();
      for (int i = 0; i < iters; i++) { Object o = t.run(); if (o == null) sink++; }
      r[rep] = iters / ((System.nanoTime() - t0) / 1e9);
    }
    double[] m = Arrays.copyOfRange(r, 1, 6); Arrays.sort(m);
    line(engine, what + " evals/s (median of 5 x " + iters + ")", String.format("%.3g", m[2]));
  }
  public static void attempt(String engine, String key, Task t) {
    try { Object o = t.run(); line(engine, key, "RESULT " + o + (o == null ? "" : " (" + o.getClass().getName() + ")")); }
    catch (Throwable e) { line(engine, key, "THROWS " + e.getClass().getName() + ": " + e.getMessage()); }
  }
}
