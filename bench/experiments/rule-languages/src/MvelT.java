import org.mvel2.*;
import org.mvel2.optimizers.OptimizerFactory;
import java.io.Serializable;
import java.util.*;
public class MvelT {
  public static void main(String[] x) throws Throwable {
    String E = "mvel2" + (x.length > 0 ? "(" + x[0] + ")" : "(default=ASM JIT)");
    if (x.length > 0) OptimizerFactory.setDefaultOptimizer(x[0]); // "reflective" avoids ASM bytecode generation
    Serializable c = MVEL.compileExpression("n - k");
    Map<String, Object> vars = new HashMap<>();
    H.bench(E, (n, k) -> { vars.put("n", n); vars.put("k", k); return MVEL.executeExpression(c, vars); }, 1_000_000);
    H.attempt(E, "overflow Long.MAX_VALUE + 1", () -> { Map<String,Object> v = new HashMap<>(); v.put("n", Long.MAX_VALUE); return MVEL.executeExpression(MVEL.compileExpression("n + 1"), v); });
    H.attempt(E, "syntax error [n - k for k in 1..]", () -> MVEL.compileExpression("[n - k for k in 1..]"));
    H.attempt(E, "syntax error (multi-line) 'n -\\n  * k'", () -> MVEL.compileExpression("n -\n  * k"));
    Serializable w = MVEL.compileExpression("r = []; for (k = 1; k <= a; k++) { r.add([a - k, b]); } for (k = 1; k <= b; k++) { r.add([a, b - k]); } "
        + "for (k = 1; k <= Math.min(a, b); k++) { r.add([a - k, b - k]); } r");
    Map<String, Object> ab = new HashMap<>();
    H.attempt(E, "wythoff(10,10)", () -> { ab.clear(); ab.put("a", 10L); ab.put("b", 10L); List<?> l = (List<?>) MVEL.executeExpression(w, ab); return l.size() + " first=" + l.get(0) + " elemType=" + ((List<?>) l.get(0)).get(0).getClass().getSimpleName(); });
    H.benchTask(E, "wythoff(10,10)", () -> { ab.clear(); ab.put("a", 10L); ab.put("b", 10L); return MVEL.executeExpression(w, ab); }, 20_000);
    H.attempt(E, "sandbox: java.io.File", () -> MVEL.eval("new java.io.File('/etc/passwd').exists()"));
    H.attempt(E, "sandbox: Runtime", () -> MVEL.eval("Runtime.getRuntime().availableProcessors()"));
  }
}
