import org.apache.commons.jexl3.*;
import org.apache.commons.jexl3.introspection.JexlPermissions;
public class JexlT {
  public static void main(String[] x) throws Throwable {
    String E = "jexl";
    JexlEngine jexl = new JexlBuilder().permissions(JexlPermissions.RESTRICTED).strict(true).safe(false).silent(false).create();
    JexlScript s = jexl.createScript("n - k", "n", "k");
    JexlContext ctx = new MapContext();
    H.bench(E, (n, k) -> s.execute(ctx, n, k), 1_000_000);
    H.attempt(E, "overflow Long.MAX_VALUE + 1", () -> jexl.createScript("n + 1", "n").execute(ctx, Long.MAX_VALUE));
    H.attempt(E, "syntax error [n - k for k in 1..]", () -> jexl.createScript("[n - k for k in 1..]", "n"));
    H.attempt(E, "syntax error (multi-line) 'n -\\n  * k'", () -> jexl.createScript("n -\n  * k", "n", "k"));
    String w = "var r = [...]; for (var k : 1..a) r.add([a - k, b]); for (var k : 1..b) r.add([a, b - k]);"
             + " for (var k : 1..(a < b ? a : b)) r.add([a - k, b - k]); r";
    JexlScript ws = jexl.createScript(w, "a", "b");
    H.attempt(E, "wythoff(10,10)", () -> { java.util.List<?> l = (java.util.List<?>) ws.execute(ctx, 10L, 10L); return l.size() + " first=" + java.util.Arrays.toString((long[]) l.get(0)) + " elemType=" + l.get(0).getClass().getSimpleName(); });
    H.benchTask(E, "wythoff(10,10)", () -> ws.execute(ctx, 10L, 10L), 20_000);
    H.attempt(E, "empty range 1..0 loop count", () -> jexl.createScript("var c = 0; for (var k : 1..0) c = c + 1; c").execute(ctx));
    H.attempt(E, "sandbox: System.exit via class", () -> jexl.createScript("var s = 'x'.getClass().forName('java.lang.System'); s.exit(3)").execute(ctx));
    H.attempt(E, "sandbox: new java.io.File", () -> jexl.createScript("new('java.io.File', '/etc/passwd').exists()").execute(ctx));
    H.attempt(E, "bounded: infinite loop (timeout via interrupt)", () -> {
      JexlScript inf = jexl.createScript("var i = 0; while (true) { i = i + 1 }");
      Thread t = Thread.currentThread(); new Thread(() -> { try { Thread.sleep(300); } catch (Exception e) {} t.interrupt(); }).start();
      try { return inf.execute(ctx); } finally { Thread.interrupted(); } });
  }
}
