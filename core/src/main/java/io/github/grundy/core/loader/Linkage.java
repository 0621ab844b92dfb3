package io.github.grundy.core.loader;

import io.github.grundy.core.spi.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a plugin's classes link with the grundy-core that runs them, checked when the plugin is
 * loaded: the JVM links lazily, so a plugin built against another grundy-core (classes moved, a
 * method changed) would otherwise load, be listed, and fail with a {@link LinkageError} halfway
 * through a command.
 *
 * <p>From the provider class, every class of the plugin it reaches (those found where the
 * provider's class file is: its jar, or its class directory) is read, not loaded, and each of
 * its references into grundy-core ({@code io.github.grundy.core...}) is resolved as the JVM would:
 * each class it names exists; each field and method it uses is declared by its class or a
 * supertype; each method of a lambda is the interface's; and each concrete class implements every
 * abstract method that grundy-core's types in its hierarchy declare. References to the JDK and to
 * libraries are not what grundy-core's version changes and are left to the JVM.
 *
 * <p>Sound in what it refuses (each problem found is a {@link LinkageError} the JVM would throw
 * on that path); it answers nothing when it cannot read the classes (no class files, as in a
 * native image).
 */
final class Linkage {

    private static final String CORE = "io/github/grundy/core/";
    private static final String OBJECT = "java/lang/Object";

    /**
     * The methods of {@code Object} a class inherits, by name and descriptor: they implement an
     * interface's abstract {@code toString()}, and resolve a call on any class, without reading
     * the JDK's class files.
     */
    private static final Set<String> OBJECT_METHODS = Set.of("toString()Ljava/lang/String;", "hashCode()I",
            "equals(Ljava/lang/Object;)Z", "getClass()Ljava/lang/Class;", "notify()V", "notifyAll()V", "wait()V",
            "wait(J)V", "wait(JI)V", "clone()Ljava/lang/Object;", "finalize()V");

    private final ClassLoader loader;
    /** Where the plugin's class files are: the provider's URL without its own path. */
    private final String origin;
    private final Map<String, Optional<ClassFile>> files = new HashMap<>();

    private Linkage(ClassLoader loader, String origin) {
        this.loader = loader;
        this.origin = origin;
    }

    /**
     * The first reason the classes of {@code provider}'s plugin do not link with this grundy-core,
     * in words ({@code org.example.Squares uses io.github.grundy.core.HeapMoves, a class this
     * grundy-core does not have}); empty when they link, or when the class files cannot be read.
     */
    static Optional<String> problem(Class<?> provider) {
        ClassLoader loader = provider.getClassLoader();
        if (loader == null) {
            return Optional.empty();
        }
        String name = provider.getName().replace('.', '/');
        URL url = loader.getResource(name + ".class");
        if (url == null || loader.getResource(Variant.class.getName().replace('.', '/') + ".class") == null) {
            return Optional.empty(); // no class files to read: nothing can be said
        }
        String at = url.toString();
        if (!at.endsWith(name + ".class")) {
            return Optional.empty();
        }
        return new Linkage(loader, at.substring(0, at.length() - name.length() - ".class".length())).walk(name);
    }

    private Optional<String> walk(String provider) {
        Deque<String> queue = new ArrayDeque<>(List.of(provider));
        Set<String> seen = new HashSet<>(queue);
        while (!queue.isEmpty()) {
            String name = queue.poll();
            Optional<ClassFile> file = pluginClass(name);
            if (file.isEmpty()) {
                continue;
            }
            ClassFile c = file.get();
            for (String used : c.classes()) {
                if (core(used)) {
                    if (loader.getResource(used + ".class") == null) {
                        return Optional.of(java(name) + " uses " + java(used) + ", a class this grundy-core does not have");
                    }
                } else if (!jdk(used) && seen.add(used)) {
                    queue.add(used);
                }
            }
            Optional<String> problem = refs(c).or(() -> lambdas(c)).or(() -> implementsAll(c));
            if (problem.isPresent()) {
                return problem;
            }
        }
        return Optional.empty();
    }

    /** Each field and method of grundy-core used, directly or through a class of the plugin, exists. */
    private Optional<String> refs(ClassFile c) {
        for (ClassFile.Ref ref : c.refs()) {
            boolean ours = !core(ref.owner()) && pluginClass(ref.owner()).isPresent();
            if (!core(ref.owner()) && !ours) {
                continue;
            }
            boolean found = ref.name().equals("<init>")
                    ? read(ref.owner()).map(o -> declares(o, false, ref.name(), ref.descriptor())).orElse(true)
                    : resolves(ref.owner(), ref.field(), ref.name(), ref.descriptor());
            // A member of the plugin's own class missing is grundy-core's doing only if it inherits from it.
            if (!found && (!ours || inheritsFromCore(ref.owner()))) {
                return Optional.of(java(c.name()) + " uses " + member(ref.owner(), ref.name(), ref.descriptor(), ref.field())
                        + ", a " + (ref.field() ? "field" : "method") + " this grundy-core does not have");
            }
        }
        return Optional.empty();
    }

    /** The method of each lambda of a grundy-core interface is one the interface has. */
    private Optional<String> lambdas(ClassFile c) {
        for (ClassFile.Lambda l : c.lambdas()) {
            if (core(l.type()) && !resolves(l.type(), false, l.method(), l.descriptor())) {
                return Optional.of(java(c.name()) + " makes a lambda of " + member(l.type(), l.method(), l.descriptor(),
                        false) + ", a method this grundy-core does not have");
            }
        }
        return Optional.empty();
    }

    /** A concrete class implements every abstract method of grundy-core's types above it. */
    private Optional<String> implementsAll(ClassFile c) {
        if (c.is(ClassFile.ABSTRACT) || c.is(ClassFile.INTERFACE)) {
            return Optional.empty();
        }
        List<ClassFile> chain = new ArrayList<>();
        Set<ClassFile> interfaces = new LinkedHashSet<>();
        Deque<String> pending = new ArrayDeque<>();
        // A record's superclass declares only Object's methods, which every record implements.
        for (String s = c.name(); !s.equals(OBJECT) && !s.equals("java/lang/Record"); ) {
            Optional<ClassFile> f = jdk(s) ? Optional.empty() : read(s);
            if (f.isEmpty()) {
                return Optional.empty(); // a supertype of the JDK's, or one we cannot read: the JVM will tell
            }
            chain.add(f.get());
            pending.addAll(f.get().interfaces());
            s = f.get().superName();
        }
        while (!pending.isEmpty()) {
            String name = pending.poll();
            Optional<ClassFile> f = jdk(name) ? Optional.empty() : read(name);
            if (f.isEmpty()) {
                return Optional.empty();
            }
            if (interfaces.add(f.get())) {
                pending.addAll(f.get().interfaces());
            }
        }
        List<ClassFile> all = new ArrayList<>(chain);
        all.addAll(interfaces);
        for (ClassFile type : all) {
            if (!core(type.name())) {
                continue;
            }
            for (ClassFile.Member m : type.methods()) {
                if (m.is(ClassFile.ABSTRACT) && !OBJECT_METHODS.contains(m.name() + m.descriptor())
                        && !implemented(m, chain, interfaces)) {
                    return Optional.of(java(c.name()) + " does not implement " + member(type.name(), m.name(),
                            m.descriptor(), false) + ", which this grundy-core's " + simple(type.name()) + " requires");
                }
            }
        }
        return Optional.empty();
    }

    /** A class of the chain, or else an interface (a default method), has a body for {@code m}. */
    private static boolean implemented(ClassFile.Member m, List<ClassFile> chain, Set<ClassFile> interfaces) {
        for (ClassFile c : chain) {
            if (body(c, m)) {
                return true;
            }
        }
        for (ClassFile i : interfaces) {
            if (body(i, m)) {
                return true;
            }
        }
        return false;
    }

    private static boolean body(ClassFile c, ClassFile.Member wanted) {
        for (ClassFile.Member m : c.methods()) {
            if (m.name().equals(wanted.name()) && m.descriptor().equals(wanted.descriptor())
                    && !m.is(ClassFile.ABSTRACT) && !m.is(ClassFile.STATIC) && !m.is(ClassFile.PRIVATE)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code owner} or a supertype declares the member, as the JVM resolves it (JVMS
     * §5.4.3.2-4: the class, its superclasses, its interfaces; {@code Object} for an interface).
     * True as well when a type on the way cannot be read.
     */
    private boolean resolves(String owner, boolean field, String name, String descriptor) {
        Deque<String> pending = new ArrayDeque<>(List.of(owner));
        Set<String> seen = new HashSet<>();
        boolean unknown = false;
        while (!pending.isEmpty()) {
            String type = pending.poll();
            if (!seen.add(type)) {
                continue;
            }
            if (type.equals(OBJECT)) {
                if (!field && OBJECT_METHODS.contains(name + descriptor)) {
                    return true;
                }
                continue; // Object has no other member, and no supertype
            }
            // The JDK's types are not read (that costs more than all the rest): unknown.
            Optional<ClassFile> f = jdk(type) ? Optional.empty() : read(type);
            if (f.isEmpty()) {
                unknown = true;
                continue;
            }
            if (declares(f.get(), field, name, descriptor)) {
                return true;
            }
            pending.add(f.get().superName() == null ? OBJECT : f.get().superName());
            pending.addAll(f.get().interfaces());
        }
        return unknown;
    }

    /** Whether a grundy-core type is among {@code type}'s supertypes. */
    private boolean inheritsFromCore(String type) {
        Deque<String> pending = new ArrayDeque<>(List.of(type));
        Set<String> seen = new HashSet<>();
        while (!pending.isEmpty()) {
            String t = pending.poll();
            if (core(t)) {
                return true;
            }
            Optional<ClassFile> f = seen.add(t) && !jdk(t) ? read(t) : Optional.empty();
            if (f.isPresent()) {
                if (f.get().superName() != null) {
                    pending.add(f.get().superName());
                }
                pending.addAll(f.get().interfaces());
            }
        }
        return false;
    }

    private static boolean declares(ClassFile c, boolean field, String name, String descriptor) {
        for (ClassFile.Member m : field ? c.fields() : c.methods()) {
            if (m.name().equals(name) && m.descriptor().equals(descriptor)) {
                return true;
            }
        }
        return false;
    }

    /** The class file of a class of the plugin (found where the provider's is), else empty. */
    private Optional<ClassFile> pluginClass(String name) {
        if (core(name) || jdk(name)) {
            return Optional.empty();
        }
        URL url = loader.getResource(name + ".class");
        return url != null && url.toString().startsWith(origin) ? read(name) : Optional.empty();
    }

    /** Any class's file, read once; empty when it is missing or cannot be read. */
    private Optional<ClassFile> read(String name) {
        Optional<ClassFile> known = files.get(name);
        if (known != null) {
            return known;
        }
        Optional<ClassFile> file = Optional.empty();
        try (InputStream in = loader.getResourceAsStream(name + ".class")) {
            if (in != null) {
                file = Optional.of(ClassFile.read(in.readAllBytes()));
            }
        } catch (IOException | RuntimeException e) {
            // Unreadable: treated as unknown, so that no plugin is refused for what we cannot read.
        }
        files.put(name, file);
        return file;
    }

    private static boolean core(String name) {
        return name.startsWith(CORE);
    }

    /** The JDK's own classes, which grundy-core's version does not change (skipped, not looked up). */
    private static boolean jdk(String name) {
        return name.startsWith("java/") || name.startsWith("javax/") || name.startsWith("jdk/")
                || name.startsWith("sun/");
    }

    private static String java(String name) {
        return name.replace('/', '.');
    }

    private static String simple(String name) {
        return name.substring(name.lastIndexOf('/') + 1);
    }

    /** {@code io.github.grundy.core.game.HeapGame.grundy(long)}, a constructor as {@code new ...(...)}. */
    private static String member(String owner, String name, String descriptor, boolean field) {
        if (field) {
            return java(owner) + "." + name;
        }
        List<String> params = new ArrayList<>();
        int end = descriptor.indexOf(')');
        for (int i = 1; i < end; i++) {
            int dims = 0;
            while (descriptor.charAt(i) == '[') {
                dims++;
                i++;
            }
            String type;
            if (descriptor.charAt(i) == 'L') {
                int semi = descriptor.indexOf(';', i);
                type = simple(descriptor.substring(i + 1, semi)).replace('$', '.');
                i = semi;
            } else {
                type = switch (descriptor.charAt(i)) {
                    case 'J' -> "long";
                    case 'I' -> "int";
                    case 'Z' -> "boolean";
                    case 'D' -> "double";
                    case 'F' -> "float";
                    case 'S' -> "short";
                    case 'B' -> "byte";
                    default -> "char";
                };
            }
            params.add(type + "[]".repeat(dims));
        }
        String call = "(" + String.join(", ", params) + ")";
        return name.equals("<init>") ? "new " + java(owner) + call : java(owner) + "." + name + call;
    }
}
