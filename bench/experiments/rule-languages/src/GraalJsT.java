import org.graalvm.polyglot.*;
import org.graalvm.polyglot.io.IOAccess;
public class GraalJsT {
  public static void main(String[] x) throws Throwable {
    String E = "graaljs24";
    Context ctx = Context.newBuilder("js").allowAllAccess(false).allowIO(IOAccess.NONE).allowHostClassLookup(c -> false)
        .allowCreateProcess(false).allowCreateThread(false).allowNativeAccess(false).build();
    Value f = ctx.eval("js", "(function(n, k) { return n - k; })");
    H.bench(E, (n, k) -> f.execute(n, k).asLong(), 1_000_000);
    H.attempt(E, "n-k raw result", () -> f.execute(10L, 3L).toString());
    H.attempt(E, "overflow Long.MAX_VALUE + 1", () -> { Value v = f.execute(Long.MAX_VALUE, -1L); return v + " fitsInLong=" + v.fitsInLong(); });
    H.attempt(E, "syntax error [n - k for k in 1..]", () -> ctx.eval(Source.create("js", "[n - k for k in 1..]")));
    H.attempt(E, "syntax error (multi-line) 'n -\\n  * k'", () -> ctx.eval(Source.create("js", "n -\n  * k")));
    Value w = ctx.eval("js", "(function(a, b) { const r = []; for (let k = 1; k <= a; k++) r.push([a - k, b]); for (let k = 1; k <= b; k++) r.push([a, b - k]); "
        + "for (let k = 1; k <= Math.min(a, b); k++) r.push([a - k, b - k]); return r; })");
    H.attempt(E, "wythoff(10,10)", () -> { Value l = w.execute(10, 10); return l.getArraySize() + " first=" + l.getArrayElement(0); });
    H.benchTask(E, "wythoff(10,10)", () -> w.execute(10, 10), 20_000);
    H.attempt(E, "sandbox: Java.type", () -> ctx.eval("js", "Java.type('java.lang.System').exit(3)"));
    H.attempt(E, "sandbox: quit/exit/load", () -> ctx.eval("js", "typeof quit + ' ' + typeof exit + ' ' + typeof load"));
    H.attempt(E, "bounded: statement limit via ResourceLimits", () -> {
      Context c2 = Context.newBuilder("js").resourceLimits(ResourceLimits.newBuilder().statementLimit(100000, null).build()).build();
      return c2.eval("js", "while (true) {}"); });
  }
}
