import org.mozilla.javascript.*;
public class RhinoT {
  public static void main(String[] x) throws Throwable {
    String E = "rhino(interpreted)";
    Context cx = Context.enter();
    cx.setInterpretedMode(true);            // no bytecode generation (opt level -1)
    cx.setLanguageVersion(Context.VERSION_ES6);
    cx.setClassShutter(name -> false);      // no Java class visible to scripts
    Scriptable scope = cx.initSafeStandardObjects();
    Function f = (Function) cx.evaluateString(scope, "(function(n, k) { return n - k; })", "rule", 1, null);
    Object[] args = new Object[2];
    H.bench(E, (n, k) -> { args[0] = n; args[1] = k; return f.call(cx, scope, scope, args); }, 1_000_000);
    H.attempt(E, "overflow Long.MAX_VALUE + 1", () -> f.call(cx, scope, scope, new Object[] { Long.MAX_VALUE, -1L }));
    H.attempt(E, "exactness 2^53 + 1 == 2^53", () -> cx.evaluateString(scope, "9007199254740992 + 1 == 9007199254740992", "rule", 1, null));
    H.attempt(E, "BigInt overflow 2n**63n", () -> cx.evaluateString(scope, "String(2n ** 63n)", "rule", 1, null));
    H.attempt(E, "syntax error [n - k for k in 1..]", () -> cx.compileString("[n - k for k in 1..]", "rule", 1, null));
    H.attempt(E, "syntax error (multi-line) 'n -\\n  * k'", () -> cx.compileString("n -\n  * k", "rule", 1, null));
    Function w = (Function) cx.evaluateString(scope, "(function(a, b) { var r = []; for (var k = 1; k <= a; k++) r.push([a - k, b]); for (var k = 1; k <= b; k++) r.push([a, b - k]); "
        + "for (var k = 1; k <= Math.min(a, b); k++) r.push([a - k, b - k]); return r; })", "w", 1, null);
    Object[] ab = { 10, 10 };
    H.attempt(E, "wythoff(10,10)", () -> { NativeArray l = (NativeArray) w.call(cx, scope, scope, ab); return l.size() + " first=" + l.get(0) + " elemType=" + ((NativeArray) l.get(0)).get(0).getClass().getSimpleName(); });
    H.benchTask(E, "wythoff(10,10)", () -> w.call(cx, scope, scope, ab), 20_000);
    H.attempt(E, "sandbox: java.lang.System with ClassShutter", () -> cx.evaluateString(scope, "java.lang.System.exit(3)", "s", 1, null));
    H.attempt(E, "sandbox: Packages", () -> cx.evaluateString(scope, "typeof Packages", "s", 1, null));
  }
}
