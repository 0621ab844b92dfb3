import org.springframework.expression.*;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.*;
import org.springframework.expression.spel.*;
public class SpelT {
  public static void main(String[] x) throws Throwable {
    String E = "spel";
    SpelExpressionParser p = new SpelExpressionParser();
    SimpleEvaluationContext ctx = SimpleEvaluationContext.forReadOnlyDataBinding().build();
    Expression e = p.parseExpression("#n - #k");
    H.bench(E, (n, k) -> { ctx.setVariable("n", n); ctx.setVariable("k", k); return e.getValue(ctx); }, 1_000_000);
    H.attempt(E, "overflow Long.MAX_VALUE + 1", () -> { ctx.setVariable("n", Long.MAX_VALUE); return p.parseExpression("#n + 1").getValue(ctx); });
    H.attempt(E, "syntax error [n - k for k in 1..]", () -> p.parseExpression("[n - k for k in 1..]"));
    H.attempt(E, "syntax error (multi-line) 'n -\\n  * k'", () -> p.parseExpression("#n -\n  * #k"));
    // No ranges or comprehensions; closest: projection over a list supplied by the host
    ctx.setVariable("a", 10L); ctx.setVariable("b", 10L); ctx.setVariable("ks", java.util.List.of(1L,2L,3L,4L,5L,6L,7L,8L,9L,10L));
    Expression w = p.parseExpression("#ks.![{#a - #this, #b}]");
    H.attempt(E, "wythoff first third via projection over host list", () -> { java.util.List<?> l = (java.util.List<?>) w.getValue(ctx); return l.size() + " first=" + l.get(0); });
    H.benchTask(E, "wythoff third (10 opts, projection)", () -> w.getValue(ctx), 20_000);
    H.attempt(E, "sandbox: T(System).exit with SimpleEvaluationContext", () -> p.parseExpression("T(java.lang.System).exit(3)").getValue(ctx));
    H.attempt(E, "sandbox: T(System) with StandardEvaluationContext", () -> p.parseExpression("T(java.lang.System).getProperty('java.version')").getValue(new StandardEvaluationContext()));
  }
}
