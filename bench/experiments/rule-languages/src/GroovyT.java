import groovy.lang.*;
import org.codehaus.groovy.control.*;
import org.codehaus.groovy.control.customizers.*;
import java.util.*;
public class GroovyT {
  public static void main(String[] x) throws Throwable {
    String E = "groovy4";
    GroovyShell sh = new GroovyShell();
    Closure<?> f = (Closure<?>) sh.evaluate("{ long n, long k -> n - k }");
    H.bench(E, (n, k) -> f.call(n, k), 1_000_000);
    H.attempt(E, "overflow Long.MAX_VALUE + 1", () -> ((Closure<?>) sh.evaluate("{ long n -> n + 1 }")).call(Long.MAX_VALUE));
    H.attempt(E, "syntax error [n - k for k in 1..]", () -> sh.parse("[n - k for k in 1..]"));
    H.attempt(E, "syntax error (multi-line) 'n -\\n  * k'", () -> sh.parse("n -\n  * k"));
    Closure<?> w = (Closure<?>) sh.evaluate("{ long a, long b -> (1..a).collect { k -> [a - k, b] } + (1..b).collect { k -> [a, b - k] } + (1..Math.min(a, b)).collect { k -> [a - k, b - k] } }");
    H.attempt(E, "wythoff(10,10)", () -> { List<?> l = (List<?>) w.call(10L, 10L); return l.size() + " first=" + l.get(0) + " elemType=" + ((List<?>) l.get(0)).get(0).getClass().getSimpleName(); });
    H.attempt(E, "wythoff(0,0) (1..0 is a descending range)", () -> ((List<?>) w.call(0L, 0L)).toString());
    H.benchTask(E, "wythoff(10,10)", () -> w.call(10L, 10L), 20_000);
    CompilerConfiguration cc = new CompilerConfiguration();
    SecureASTCustomizer sec = new SecureASTCustomizer(); sec.setAllowedReceivers(List.of("java.lang.Object", "java.lang.Long", "java.lang.Math")); sec.setIndirectImportCheckEnabled(true);
    cc.addCompilationCustomizers(sec);
    GroovyShell safe = new GroovyShell(cc);
    H.attempt(E, "sandbox: default shell System.getProperty", () -> sh.evaluate("System.getProperty('java.version')"));
    H.attempt(E, "sandbox: SecureASTCustomizer System.exit", () -> safe.evaluate("System.exit(3)"));
    H.attempt(E, "sandbox: SecureASTCustomizer bypass via dynamic receiver", () -> safe.evaluate("def c = 'java.lang.System'; def k = Class.forName(c); k.getProperty('java.version')"));
  }
}
