import java.lang.reflect.Modifier;
import java.net.URI;
import java.nio.file.*;
import java.util.*;
import java.util.stream.*;
/** Writes reachability-metadata.json: JNI access (all declared fields/methods/constructors) for the java.desktop classes
 *  that declare native methods, plus class names found as strings in the AWT .so files, plus their superclasses. */
public final class GenMeta {
    public static void main(String[] a) throws Exception {
        Set<String> names = new TreeSet<>(Files.readAllLines(Path.of(a[0])).stream().map(s -> s.replace('/', '.')).filter(s -> !s.startsWith("java.lang.") && !s.startsWith("java.util.")).toList());
        FileSystem jrt = FileSystems.getFileSystem(URI.create("jrt:/"));
        try (Stream<Path> s = Files.walk(jrt.getPath("/modules/java.desktop"))) {
            for (Path p : (Iterable<Path>) s::iterator) {
                String f = p.toString();
                if (!f.endsWith(".class") || f.endsWith("module-info.class")) continue;
                String cn = f.substring("/modules/java.desktop/".length(), f.length() - 6).replace('/', '.');
                String pkg = cn.substring(0, cn.lastIndexOf('.'));
                if (!Set.of("java.awt", "java.awt.image", "java.awt.geom", "java.awt.color", "sun.awt.image", "sun.java2d",
                        "sun.java2d.loops", "sun.java2d.pipe", "sun.font").contains(pkg)) continue;
                if (pkg.equals("java.awt") && cn.matches(".*(Window|Frame|Dialog|Component|Button|Menu|Event|Checkbox|Choice|Label|List|Scrollbar|ScrollPane|Text|Container|Cursor|Toolkit|Keyboard|Panel|Canvas|Desktop|Robot|Splash|Tray|MouseInfo|Taskbar).*")) continue;
                try {
                    Class<?> c = Class.forName(cn, false, null);
                    names.add(cn);
                } catch (Throwable t) { }
            }
        }
        Set<String> all = new TreeSet<>();
        for (String n : names) {
            try { for (Class<?> c = Class.forName(n, false, null); c != null && !c.getName().startsWith("java.lang."); c = c.getSuperclass()) all.add(c.getName()); }
            catch (Throwable t) { all.add(n); }
        }
        StringBuilder sb = new StringBuilder("{\n  \"jni\": [\n");
        sb.append(all.stream().map(n -> "    {\"type\": \"" + n + "\", \"allDeclaredFields\": true, \"allDeclaredMethods\": true, \"allDeclaredConstructors\": true}")
                .collect(Collectors.joining(",\n")));
        sb.append("\n  ]\n}\n");
        Files.createDirectories(Path.of(a[1]).getParent());
        Files.writeString(Path.of(a[1]), sb);
        System.out.println(all.size() + " JNI types");
    }
}
