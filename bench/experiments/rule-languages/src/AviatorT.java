import com.googlecode.aviator.*;
import java.util.*;
public class AviatorT {
  public static void main(String[] x) throws Throwable {
    boolean interp = x.length > 0;
    String E = interp ? "aviator(INTERPRETER)" : "aviator(default=ASM)";
    AviatorEvaluatorInstance av = AviatorEvaluator.newInstance(interp ? EvalMode.INTERPRETER : EvalMode.ASM);
    Expression c = av.compile("n - k", true);
    Map<String, Object> vars = new HashMap<>();
    H.bench(E, (n, k) -> { vars.put("n", n); vars.put("k", k); return c.execute(vars); }, 1_000_000);
    H.attempt(E, "overflow Long.MAX_VALUE + 1", () -> av.compile("n + 1").execute(Map.of("n", Long.MAX_VALUE)));
    H.attempt(E, "syntax error [n - k for k in 1..]", () -> av.compile("[n - k for k in 1..]"));
    H.attempt(E, "syntax error (multi-line) 'n -\\n  * k'", () -> av.compile("n -\n  * k"));
    Expression w = av.compile("let r = seq.list(); for k in range(1, a + 1) { seq.add(r, tuple(a - k, b)); } for k in range(1, b + 1) { seq.add(r, tuple(a, b - k)); } "
        + "for k in range(1, min(a, b) + 1) { seq.add(r, tuple(a - k, b - k)); } return r;", true);
    Map<String, Object> ab0 = Map.of("a", 10L, "b", 10L);
    H.attempt(E, "wythoff(10,10)", () -> { List<?> l = (List<?>) w.execute(new HashMap<>(ab0)); Object f = l.get(0); return l.size() + " first=" + Arrays.toString((Object[]) f); });
    H.benchTask(E, "wythoff(10,10)", () -> w.execute(new HashMap<>(ab0)), 20_000);
    H.attempt(E, "sandbox: new java.io.File", () -> av.execute("new java.io.File('/etc/passwd')"));
    H.attempt(E, "sandbox: Runtime via class", () -> av.execute("Runtime.getRuntime()"));
    H.line(E, "sandbox: default System.exit", "calling System.exit(3) now; if the next line is missing the JVM exited (see exit code)");
    System.out.flush();
    H.attempt(E, "sandbox: System.exit returned?", () -> av.execute("System.exit(3)"));
  }
}
