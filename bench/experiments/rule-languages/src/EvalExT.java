import com.ezylang.evalex.*;
import com.ezylang.evalex.data.EvaluationValue;
import com.ezylang.evalex.parser.*;
public class EvalExT {
  public static void main(String[] x) throws Throwable {
    String E = "evalex3";
    Expression e = new Expression("n - k");
    e.validate();
    H.bench(E, (n, k) -> { EvaluationValue v = e.with("n", n).and("k", k).evaluate(); return v.getNumberValue(); }, 1_000_000);
    H.attempt(E, "overflow Long.MAX_VALUE + 1", () -> new Expression("n + 1").with("n", Long.MAX_VALUE).evaluate().getNumberValue().toPlainString());
    H.attempt(E, "syntax error [n - k for k in 1..]", () -> { Expression s = new Expression("[n - k for k in 1..]"); s.validate(); return s; });
    H.attempt(E, "syntax error (multi-line) 'n -\\n  * k'", () -> { Expression s = new Expression("n -\n  * k"); s.validate(); return s; });
    H.line(E, "wythoff(10,10)", "not expressible: no loops/comprehensions; arrays only as inputs; BigDecimal values");
  }
}
