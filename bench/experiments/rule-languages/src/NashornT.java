import javax.script.*;
import org.openjdk.nashorn.api.scripting.*;
public class NashornT {
  public static void main(String[] x) throws Throwable {
    String E = "nashorn15";
    NashornScriptEngine en = (NashornScriptEngine) new NashornScriptEngineFactory().getScriptEngine(new String[] {"--no-java", "--no-syntax-extensions"}, NashornT.class.getClassLoader(), cls -> false);
    en.eval("function f(n, k) { return n - k; }");
    H.bench(E, (n, k) -> en.invokeFunction("f", n, k), 1_000_000);
    H.attempt(E, "overflow Long.MAX_VALUE + 1", () -> en.invokeFunction("f", Long.MAX_VALUE, -1L));
    H.attempt(E, "syntax error [n - k for k in 1..]", () -> en.compile("[n - k for k in 1..]"));
    H.attempt(E, "syntax error (multi-line) 'n -\\n  * k'", () -> en.compile("n -\n  * k"));
    en.eval("function w(a, b) { var r = []; for (var k = 1; k <= a; k++) r.push([a - k, b]); for (var k = 1; k <= b; k++) r.push([a, b - k]); "
        + "for (var k = 1; k <= Math.min(a, b); k++) r.push([a - k, b - k]); return r; }");
    H.attempt(E, "wythoff(10,10)", () -> { ScriptObjectMirror l = (ScriptObjectMirror) en.invokeFunction("w", 10, 10); return l.size() + " first=" + ((ScriptObjectMirror) l.getSlot(0)).getSlot(0) + "," + ((ScriptObjectMirror) l.getSlot(0)).getSlot(1); });
    H.benchTask(E, "wythoff(10,10)", () -> en.invokeFunction("w", 10, 10), 20_000);
    H.attempt(E, "sandbox: --no-java Java.type", () -> en.eval("Java.type('java.lang.System').exit(3)"));
    H.attempt(E, "sandbox: quit()/exit() builtins", () -> en.eval("typeof quit + ' ' + typeof exit"));
  }
}
