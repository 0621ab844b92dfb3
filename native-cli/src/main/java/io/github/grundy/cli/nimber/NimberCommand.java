package io.github.grundy.cli.nimber;

import io.github.grundy.cli.common.Console;
import io.github.grundy.cli.common.DebugOption;
import io.github.grundy.cli.common.ExitCode;
import io.github.grundy.cli.common.Json;
import io.github.grundy.cli.common.QuietOption;
import io.github.grundy.cli.common.UserError;
import io.github.grundy.core.io.AsciiOutput;
import io.github.grundy.core.nimber.NimberExpression;
import io.github.grundy.core.nimber.Nimbers;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code grundy nimber}: nimber expressions, or a nim-multiplication table. */
@Command(name = "nimber", mixinStandardHelpOptions = true,
        header = "Nimber arithmetic: products, roots, logarithms.",
        description = {
            "Evaluate each EXPR over the nimbers below 2^64 (the field whose product decides",
            "coin-turning games on boards), one value a line; or, with --table=K, print the",
            "nim-multiplication table of the nimbers 0..2^K-1.",
            "",
            "An expression: numbers in decimal or 0x hexadecimal; a + b nim-sum (xor, also",
            "⊕), a * b nim-product (also ⊗), a / b nim-quotient (also ⊘), a ^ e a power",
            "with an ordinary integer exponent, sqrt(x), inv(x), parentheses; ord(x) the",
            "multiplicative order and log(a, b) the least x with a^x = b, ordinary integers",
            "both. ^ binds tighter than * and /, which bind tighter than +; quote it for the",
            "shell.",
            "",
            "Examples:",
            "  grundy nimber '8 * 8'            (13)",
            "  grundy nimber 'inv(2)' 'sqrt(3)' (3, then 2)",
            "  grundy nimber 'log(8, 10)'       (4: 8^4 = 10)",
            "  grundy nimber --hex '0x100000000 * 0x100000000'",
            "  grundy nimber --table=2"
        })
public final class NimberCommand implements Callable<Integer> {

    /** The largest K of --table: 256 × 256 products. */
    private static final int MAX_TABLE = 8;

    private final Console console;

    @Mixin
    DebugOption debug;

    /** Accepted as on every command; nimber writes no notes to hide. */
    @Mixin
    QuietOption quiet;

    @Parameters(paramLabel = "EXPR", arity = "0..*", description = "Nimber expressions, each one argument.")
    List<String> expressions = new ArrayList<>();

    @Option(names = "--table", paramLabel = "K",
            description = "The nim-multiplication table of the nimbers 0..2^K-1, K from 0 to " + MAX_TABLE + ".")
    Integer table;

    @Option(names = "--hex", description = "Write values in hexadecimal (0x...).")
    boolean hex;

    @Option(names = "--json", description = "One JSON object: the expressions with their values, or the table.")
    boolean json;

    public NimberCommand(Console console) {
        this.console = console;
    }

    @Override
    public Integer call() throws IOException {
        if (table == null && expressions.isEmpty()) {
            throw new UserError("nimber: give an expression (grundy nimber '8 * 8') or --table=K");
        }
        if (table != null && !expressions.isEmpty()) {
            throw new UserError("nimber: give expressions or --table=K, not both");
        }
        if (table != null && (table < 0 || table > MAX_TABLE)) {
            throw new UserError("nimber: --table takes K from 0 to " + MAX_TABLE + " (the nimbers 0..2^K-1), found "
                    + table);
        }
        // Every value first: an error leaves no half-written answer.
        long[] values = new long[expressions.size()];
        for (int i = 0; i < values.length; i++) {
            try {
                values[i] = NimberExpression.evaluate(expressions.get(i));
            } catch (IllegalArgumentException | ArithmeticException e) {
                throw new UserError("nimber: " + e.getMessage());
            }
        }
        AsciiOutput out = new AsciiOutput(console.out());
        if (table != null) {
            table(out, 1 << table);
        } else if (json) {
            out.text("{\"values\":[");
            for (int i = 0; i < values.length; i++) {
                out.text(i == 0 ? "{\"expression\":" : ",{\"expression\":");
                Json.string(out, expressions.get(i));
                out.text(",\"value\":").text(Long.toUnsignedString(values[i])).text("}");
            }
            out.text("]}").newline();
        } else {
            for (long v : values) {
                out.text(written(v)).newline();
            }
        }
        out.flush();
        return ExitCode.OK;
    }

    private String written(long v) {
        return hex ? "0x" + Long.toHexString(v) : Long.toUnsignedString(v);
    }

    /** Rows of products, aligned; or {@code {"size":n,"products":[[...],...]}}. */
    private void table(AsciiOutput out, int n) throws IOException {
        if (json) {
            out.text("{\"size\":").number(n).text(",\"products\":[");
            for (int a = 0; a < n; a++) {
                out.text(a == 0 ? "[" : ",[");
                for (int b = 0; b < n; b++) {
                    out.text(b == 0 ? "" : ",").number(Nimbers.product(a, b));
                }
                out.text("]");
            }
            out.text("]}").newline();
            return;
        }
        // The nimbers below 2^K are closed under products only when K is a power of two: the
        // widest cell is the largest product, not the largest factor.
        long[] products = new long[n * n];
        int width = 1;
        for (int i = 0; i < products.length; i++) {
            products[i] = Nimbers.product(i / n, i % n);
            width = Math.max(width, written(products[i]).length());
        }
        for (int a = 0; a < n; a++) {
            StringBuilder row = new StringBuilder();
            for (int b = 0; b < n; b++) {
                String cell = written(products[a * n + b]);
                row.append(b == 0 ? "" : " ").append(" ".repeat(width - cell.length())).append(cell);
            }
            out.text(row.toString()).newline();
        }
    }
}
