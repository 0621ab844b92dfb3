/** Baseline: the "own language" design — AST compiled to a tree of closures over primitive long.
 *  Trees are built by hand here (what a parser would emit) for `n - k` and the Wythoff rule. */
public final class Closures {
  interface LNode { long eval(long[] env); }          // env = local slots, no boxing
  interface Emit  { void run(long[] env, Out out); }   // comprehension body emits option tuples
  static final class Out { long[] buf = new long[256]; int len; void add2(long x, long y){ if (len + 2 > buf.length) buf = java.util.Arrays.copyOf(buf, buf.length * 2); buf[len++] = x; buf[len++] = y; } }
  static final class EvalError extends RuntimeException { EvalError(String m){ super(m); } }
  static LNode var(int slot) { return env -> env[slot]; }
  static LNode lit(long v) { return env -> v; }
  static LNode sub(LNode a, LNode b) { return env -> { try { return Math.subtractExact(a.eval(env), b.eval(env)); } catch (ArithmeticException e) { throw new EvalError("integer overflow in '-' at 1:3"); } }; }
  static LNode add(LNode a, LNode b) { return env -> { try { return Math.addExact(a.eval(env), b.eval(env)); } catch (ArithmeticException e) { throw new EvalError("integer overflow in '+' at 1:3"); } }; }
  static LNode min(LNode a, LNode b) { return env -> Math.min(a.eval(env), b.eval(env)); }
  static final long[] steps = {0}; static final long MAX_STEPS = 1L << 40;
  /** [ (e1, e2) for slot in lo..hi ] */
  static Emit forRange(int slot, LNode lo, LNode hi, LNode e1, LNode e2) {
    return (env, out) -> { long h = hi.eval(env); for (long v = lo.eval(env); v <= h; v++) { if (++steps[0] > MAX_STEPS) throw new EvalError("step budget exceeded"); env[slot] = v; out.add2(e1.eval(env), e2.eval(env)); } };
  }
  static Emit concat(Emit... parts) { return (env, out) -> { for (Emit p : parts) p.run(env, out); }; }
  public static void main(String[] a) throws Throwable {
    String E = "closures(own)";
    LNode nk = sub(var(0), var(1));
    long[] env = new long[4];
    if (a.length > 0) { // pollute type profiles so call sites are megamorphic, as in a real interpreter
      LNode[] mix = { sub(add(var(0), lit(3)), min(var(1), lit(2))), add(min(var(0), var(1)), sub(lit(9), var(1))), min(sub(var(0), lit(1)), add(var(1), var(0))), sub(var(0), var(1)) };
      for (int i = 0; i < 2_000_000; i++) { env[0] = i; env[1] = 5; H.sink += mix[i & 3].eval(env); }
      E = "closures(own, megamorphic)";
    }
    H.bench(E, (n, k) -> { env[0] = n; env[1] = k; return nk.eval(env); }, 1_000_000); // boxing here only at harness boundary
    // primitive-only loop (no harness boxing)
    double[] r = new double[6];
    for (int rep = 0; rep < 6; rep++) { long t0 = System.nanoTime(), s = 0; for (int i = 0; i < 1_000_000; i++) { env[0] = 1000 + i; env[1] = 7; s += nk.eval(env); } r[rep] = 1e6 / ((System.nanoTime() - t0) / 1e9); H.sink += s; }
    double[] m = java.util.Arrays.copyOfRange(r, 1, 6); java.util.Arrays.sort(m);
    H.line(E, "n-k evals/s primitive loop, no harness boxing", String.format("%.3g", m[2]));
    H.attempt(E, "overflow Long.MAX_VALUE + 1", () -> { env[0] = Long.MAX_VALUE; env[1] = 1; return add(var(0), var(1)).eval(env); });
    // Wythoff: (a,b) -> [(a-k,b) for k in 1..a] + [(a,b-k) for k in 1..b] + [(a-k,b-k) for k in 1..min(a,b)]
    LNode A = var(0), B = var(1), K = var(2);
    Emit w = concat(forRange(2, lit(1), A, sub(A, K), B), forRange(2, lit(1), B, A, sub(B, K)), forRange(2, lit(1), min(A, B), sub(A, K), sub(B, K)));
    Out out = new Out(); env[0] = 10; env[1] = 10; w.run(env, out);
    H.line(E, "wythoff(10,10) options", (out.len / 2) + " first=(" + out.buf[0] + "," + out.buf[1] + ")");
    H.benchTask(E, "wythoff(10,10)", () -> { out.len = 0; env[0] = 10; env[1] = 10; w.run(env, out); return out; }, 100_000);
    H.line(E, "boxing", "none: env is long[], nodes return long");
  }
}
