package io.github.grundy.core.rule;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The names a part of a rule can see, each a slot of the {@link Frame} and a shape (a number or a
 * truth value). Inner scopes add names; a name cannot be declared twice where both are seen,
 * since one would hide the other.
 */
final class Scope {

    /** A name's slot and shape. */
    record Variable(int slot, Shape shape) {
    }

    private final Scope outer;
    private final Map<String, Variable> names = new HashMap<>();
    private final int[] next;

    private Scope(Scope outer, int[] next) {
        this.outer = outer;
        this.next = next;
    }

    /** The outermost scope, slots from 0. */
    static Scope root() {
        return new Scope(null, new int[] {0});
    }

    /** A scope inside this one, sharing its count of slots. */
    Scope inner() {
        return new Scope(this, next);
    }

    /** The variable {@code name} here or outside, or null. */
    Variable find(String name) {
        for (Scope s = this; s != null; s = s.outer) {
            Variable v = s.names.get(name);
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    /** Declares {@code name}; null when it is already seen here (the caller says so). */
    Variable declare(String name, Shape shape) {
        if (find(name) != null) {
            return null;
        }
        Variable v = new Variable(next[0]++, shape);
        names.put(name, v);
        return v;
    }

    /** How many slots the rule needs, all scopes counted. */
    int slots() {
        return next[0];
    }

    /** The names seen here, for a message about an unknown one. */
    List<String> visible() {
        List<String> all = new ArrayList<>();
        for (Scope s = this; s != null; s = s.outer) {
            all.addAll(s.names.keySet());
        }
        all.sort(null);
        return all;
    }
}
