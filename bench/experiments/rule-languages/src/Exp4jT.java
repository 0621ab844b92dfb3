import net.objecthunter.exp4j.*;
public class Exp4jT {
  public static void main(String[] x) throws Throwable {
    String E = "exp4j";
    Expression e = new ExpressionBuilder("n - k").variables("n", "k").build();
    H.bench(E, (n, k) -> { e.setVariable("n", n); e.setVariable("k", k); return e.evaluate(); }, 1_000_000);
    H.attempt(E, "overflow Long.MAX_VALUE + 1", () -> { e.setVariable("n", Long.MAX_VALUE); e.setVariable("k", -1); return e.evaluate(); });
    H.attempt(E, "syntax error [n - k for k in 1..]", () -> new ExpressionBuilder("[n - k for k in 1..]").variables("n", "k").build());
    H.attempt(E, "syntax error (multi-line) 'n -\\n  * k'", () -> new ExpressionBuilder("n -\n  * k").variables("n", "k").build().setVariable("n", 1).setVariable("k", 2).evaluate());
    H.line(E, "wythoff(10,10)", "not expressible: double-valued single expressions, no lists/tuples/loops");
  }
}
