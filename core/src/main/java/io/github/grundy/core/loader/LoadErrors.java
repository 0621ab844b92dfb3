package io.github.grundy.core.loader;

import io.github.grundy.core.spi.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Enumeration;
import java.util.ServiceConfigurationError;

/**
 * Turns what loading a provider throws ({@link ServiceConfigurationError}, a constructor's
 * exception, a {@link LinkageError}) into one line that names the class and its jar.
 */
final class LoadErrors {

    private LoadErrors() {
    }

    /**
     * ServiceLoader's errors name the provider class but not its jar: find the services file that
     * lists that class, so the user knows which jar to remove or fix.
     *
     * @param jar the plugin jar's name when {@code loader} holds that jar alone, else null
     */
    static String loadError(ServiceConfigurationError e, ClassLoader loader, String jar) {
        String message = rootMessage(e);
        String[] listed = listing(message, loader);
        String where = jar != null ? jar : listed == null ? null : "listed in " + listed[1];
        String provider = listed == null ? "variant provider" : "variant provider " + listed[0];
        if (listed != null) {
            // ServiceLoader repeats the class name: "Provider X not found", "X not a subtype", "X: ...".
            for (String prefix : new String[] {"Provider " + listed[0] + " ", listed[0] + ": ", listed[0] + " "}) {
                if (message.startsWith(prefix)) {
                    message = message.substring(prefix.length());
                    break;
                }
            }
            if (message.equals("not found")) {
                message = "class not found";
            } else if (message.equals("not a subtype")) {
                message = "it does not implement " + Variant.class.getName();
            }
        }
        return provider + (where == null ? "" : " (" + where + ")") + " could not be loaded: " + message;
    }

    /** The class named in {@code message} and the jar (or file) listing it, or null. */
    private static String[] listing(String message, ClassLoader loader) {
        try {
            Enumeration<URL> files = loader.getResources(VariantCatalog.SERVICES);
            while (files.hasMoreElements()) {
                URL url = files.nextElement();
                String text;
                try (InputStream in = url.openStream()) {
                    text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
                for (String line : text.split("\n")) {
                    String name = line.replaceAll("#.*", "").strip();
                    if (!name.isEmpty() && containsName(message, name)) {
                        String path = url.getPath();
                        int bang = path.indexOf("!/");
                        return new String[] {name,
                            bang >= 0 ? path.substring(path.lastIndexOf('/', bang) + 1, bang) : path};
                    }
                }
            }
        } catch (IOException | RuntimeException ignored) {
            // Only for a better message: without it we still report the error itself.
        }
        return null;
    }

    private static boolean containsName(String message, String className) {
        int i = message.indexOf(className);
        while (i >= 0) {
            int end = i + className.length();
            if (end == message.length() || !Character.isJavaIdentifierPart(message.charAt(end))) {
                return true;
            }
            i = message.indexOf(className, end);
        }
        return false;
    }

    /** One line: what went wrong at the root of {@code e} (a constructor's exception), or its own message. */
    static String causeMessage(Throwable e) {
        Throwable root = root(e);
        if (root == e) {
            return rootMessage(e);
        }
        String line = root.getClass().getSimpleName() + (root.getMessage() == null ? "" : ": " + root.getMessage());
        return line.replace('\n', ' ');
    }

    /** One line: the error's message (without ServiceLoader's service prefix) and its root cause. */
    static String rootMessage(Throwable e) {
        String top = e.getMessage();
        if (top != null && top.startsWith(Variant.class.getName() + ": ")) {
            top = top.substring(Variant.class.getName().length() + 2);
        }
        Throwable root = root(e);
        String cause = root == e ? "" : root.getClass().getSimpleName()
                + (root.getMessage() == null ? "" : ": " + root.getMessage());
        String text = top == null ? e.getClass().getSimpleName() : top;
        String line = cause.isEmpty() ? text : text + " (" + cause + ")";
        return line.replace('\n', ' ');
    }

    /** The innermost cause of {@code e} (at most 32 levels down, in case of a cycle). */
    private static Throwable root(Throwable e) {
        Throwable root = e;
        for (int depth = 0; depth < 32 && root.getCause() != null && root.getCause() != root; depth++) {
            root = root.getCause();
        }
        return root;
    }
}
