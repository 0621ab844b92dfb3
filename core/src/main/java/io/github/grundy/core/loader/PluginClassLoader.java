package io.github.grundy.core.loader;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.Enumeration;

/**
 * The class loader of one plugin jar. Its parent (grundy-core's loader) supplies the classes,
 * but not the services files: ServiceLoader then sees the providers this jar lists, not those
 * of the class path again.
 */
final class PluginClassLoader extends URLClassLoader {

    static {
        ClassLoader.registerAsParallelCapable();
    }

    PluginClassLoader(String name, URL jar, ClassLoader parent) {
        super(name, new URL[] {jar}, parent);
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
        return name.equals(VariantCatalog.SERVICES) ? findResources(name) : super.getResources(name);
    }

    @Override
    public URL getResource(String name) {
        return name.equals(VariantCatalog.SERVICES) ? findResource(name) : super.getResource(name);
    }
}
