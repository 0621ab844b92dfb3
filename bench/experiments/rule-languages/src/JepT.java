import org.nfunk.jep.*;
public class JepT {
  public static void main(String[] x) throws Throwable {
    String E = "jep2.4.2(scijava)";
    JEP j = new JEP(); j.addStandardFunctions(); j.addVariable("n", 0.0); j.addVariable("k", 0.0);
    Node node = j.parse("n - k");
    H.bench(E, (n, k) -> { j.setVarValue("n", (double) n); j.setVarValue("k", (double) k); return j.evaluate(node); }, 1_000_000);
    H.attempt(E, "overflow Long.MAX_VALUE + 1", () -> { j.setVarValue("n", (double) Long.MAX_VALUE); j.setVarValue("k", -1.0); return j.evaluate(node); });
    H.attempt(E, "syntax error [n - k for k in 1..]", () -> j.parse("[n - k for k in 1..]"));
    H.attempt(E, "syntax error (multi-line) 'n -\\n  * k'", () -> j.parse("n -\n  * k"));
    H.line(E, "wythoff(10,10)", "not expressible: no loops/comprehensions (vectors only as literals)");
  }
}
