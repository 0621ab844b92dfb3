import dev.cel.common.*;
import dev.cel.common.types.*;
import dev.cel.compiler.*;
import dev.cel.runtime.*;
import dev.cel.extensions.CelExtensions;
import java.util.*;
public class CelT {
  public static void main(String[] x) throws Throwable {
    String E = "cel-java";
    CelOptions opts = CelOptions.current().build();
    CelCompiler c = CelCompilerFactory.standardCelCompilerBuilder().setOptions(opts).setStandardMacros(dev.cel.parser.CelStandardMacro.STANDARD_MACROS)
        .addVar("n", SimpleType.INT).addVar("k", SimpleType.INT).addVar("a", SimpleType.INT).addVar("b", SimpleType.INT)
        .addLibraries(CelExtensions.lists(), CelExtensions.math(opts)).build();
    CelRuntime rt = CelRuntimeFactory.standardCelRuntimeBuilder().setOptions(opts)
        .addLibraries(CelExtensions.lists(), CelExtensions.math(opts)).build();
    CelRuntime.Program p = rt.createProgram(c.compile("n - k").getAst());
    long[] env = new long[2];
    CelVariableResolver res = name -> name.equals("n") ? Optional.of(env[0]) : name.equals("k") ? Optional.of(env[1]) : Optional.empty();
    H.bench(E, (n, k) -> { env[0] = n; env[1] = k; return p.eval(res); }, 1_000_000);
    H.attempt(E, "overflow Long.MAX_VALUE + 1", () -> rt.createProgram(c.compile("n + 1").getAst()).eval(Map.of("n", Long.MAX_VALUE)));
    H.attempt(E, "syntax error [n - k for k in 1..]", () -> c.compile("[n - k for k in 1..]").getAst());
    H.attempt(E, "syntax error (multi-line) 'n -\\n  * k'", () -> c.compile("n -\n  * k").getAst());
    String w = "lists.range(a).map(i, [a - (i + 1), b]) + lists.range(b).map(i, [a, b - (i + 1)])"
             + " + lists.range(math.least(a, b)).map(i, [a - (i + 1), b - (i + 1)])";
    CelRuntime.Program wp = rt.createProgram(c.compile(w).getAst());
    Map<String, Object> ab = Map.of("a", 10L, "b", 10L);
    H.attempt(E, "wythoff(10,10)", () -> { List<?> l = (List<?>) wp.eval(ab); return l.size() + " first=" + l.get(0) + " elemType=" + ((List<?>) l.get(0)).get(0).getClass().getSimpleName(); });
    H.benchTask(E, "wythoff(10,10)", () -> wp.eval(ab), 20_000);
    H.attempt(E, "sandbox: no host access (type error at compile)", () -> c.compile("java.lang.System.exit(1)").getAst());
  }
}
