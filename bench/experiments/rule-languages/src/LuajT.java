import org.luaj.vm2.*;
import org.luaj.vm2.lib.*;
import org.luaj.vm2.lib.jse.*;
import org.luaj.vm2.compiler.LuaC;
public class LuajT {
  public static void main(String[] x) throws Throwable {
    String E = "luaj";
    // Sandboxed globals (LuaJ's documented pattern): only base, table, string, math; no io/os/luajava
    Globals g = new Globals();
    g.load(new JseBaseLib()); g.load(new PackageLib()); g.load(new TableLib()); g.load(new StringLib()); g.load(new JseMathLib());
    LoadState.install(g); LuaC.install(g);
    LuaValue f = g.load("return function(n, k) return n - k end", "rule").call();
    H.bench(E, (n, k) -> { LuaValue r = f.call(LuaValue.valueOf((double) n), LuaValue.valueOf((double) k)); return r.tolong(); }, 1_000_000);
    H.line(E, "n-k result type", f.call(LuaValue.valueOf(10), LuaValue.valueOf(3)).getClass().getName() + " (LuaJ numbers are int or double)");
    H.attempt(E, "overflow Long.MAX_VALUE + 1", () -> { LuaValue r = g.load("return function(n) return n + 1 end").call().call(LuaValue.valueOf((double) Long.MAX_VALUE)); return r.getClass().getSimpleName() + " " + r.todouble() + " tolong=" + r.tolong(); });
    H.attempt(E, "overflow 2^53 + 1 (exactness)", () -> g.load("return 9007199254740992 + 1 == 9007199254740992").call());
    H.attempt(E, "syntax error [n - k for k in 1..]", () -> g.load("return [n - k for k in 1..]", "rule"));
    H.attempt(E, "syntax error (multi-line) 'n -\\n  * k'", () -> g.load("return n -\n  * k", "rule"));
    LuaValue w = g.load("return function(a, b) local r = {} for k = 1, a do r[#r+1] = {a - k, b} end for k = 1, b do r[#r+1] = {a, b - k} end "
        + "for k = 1, math.min(a, b) do r[#r+1] = {a - k, b - k} end return r end", "wythoff").call();
    H.attempt(E, "wythoff(10,10)", () -> { LuaValue r = w.call(LuaValue.valueOf(10), LuaValue.valueOf(10)); return r.length() + " first=(" + r.get(1).get(1) + "," + r.get(1).get(2) + ")"; });
    H.benchTask(E, "wythoff(10,10)", () -> w.call(LuaValue.valueOf(10), LuaValue.valueOf(10)), 20_000);
    H.attempt(E, "sandbox: os.exit in sandboxed globals", () -> g.load("os.exit(3)").call());
    H.attempt(E, "sandbox: luajava in sandboxed globals", () -> g.load("return luajava.bindClass('java.lang.System')").call());
    H.attempt(E, "sandbox: require/load io", () -> g.load("return io.open('/etc/passwd')").call());
    H.attempt(E, "bounded: debug.sethook instruction limit", () -> "possible only with DebugLib installed (LuaJ sandbox sample uses coroutine+sethook)");
  }
}
