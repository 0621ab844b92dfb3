package io.github.grundy.core;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The packages each compiled class refers to, read from its constant pool: class entries, and
 * the descriptors and generic signatures of fields and methods (where a type appears that no
 * instruction names). A small reader of the class-file format (JVMS §4.4), so that the layout
 * tests need no library.
 */
final class ClassReferences {

    private static final Pattern NAME = Pattern.compile("io/github/grundy/[A-Za-z0-9_/$]+");

    private ClassReferences() {
    }

    /**
     * For each package under {@code classes} (a compiled output folder), the packages its classes
     * refer to, itself excluded; only packages under {@code prefix} are kept.
     */
    static Map<String, Set<String>> packageGraph(Path classes, String prefix) throws IOException {
        Map<String, Set<String>> graph = new TreeMap<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class"))::iterator) {
                String from = packageOf(classes.relativize(file).toString().replace('\\', '/'));
                if (from.endsWith("package-info") || !from.startsWith(prefix)) {
                    continue;
                }
                Set<String> to = graph.computeIfAbsent(from, k -> new TreeSet<>());
                for (String name : referencedNames(file)) {
                    String p = packageOf(name);
                    if (p.startsWith(prefix) && !p.equals(from)) {
                        to.add(p);
                    }
                }
            }
        }
        return graph;
    }

    /** {@code io/github/grundy/core/game/Game.class} or {@code io/github/grundy/core/game/Game} → {@code io.github.grundy.core.game}. */
    private static String packageOf(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? "" : path.substring(0, slash).replace('/', '.');
    }

    /** Every {@code io/github/grundy/...} name that occurs in the class's constant pool. */
    static Set<String> referencedNames(Path classFile) throws IOException {
        Set<String> names = new TreeSet<>();
        try (InputStream raw = Files.newInputStream(classFile);
             DataInputStream in = new DataInputStream(raw)) {
            if (in.readInt() != 0xCAFEBABE) {
                throw new IOException(classFile + " is not a class file");
            }
            in.readUnsignedShort();
            in.readUnsignedShort();
            int count = in.readUnsignedShort();
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> {
                        Matcher m = NAME.matcher(in.readUTF());
                        while (m.find()) {
                            names.add(m.group());
                        }
                    }
                    case 3, 4 -> in.skipNBytes(4);
                    case 5, 6 -> {
                        in.skipNBytes(8);
                        i++; // a long or double takes two entries
                    }
                    case 7, 8, 16, 19, 20 -> in.skipNBytes(2);
                    case 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4);
                    case 15 -> in.skipNBytes(3);
                    default -> throw new IOException(classFile + ": unknown constant pool tag " + tag);
                }
            }
        }
        return names;
    }
}
