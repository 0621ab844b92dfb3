package io.github.grundy.core.loader;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a compiled class links against, read from its class file (JVMS §4): its supertypes and
 * members, every class its constant pool names, the fields and methods it uses, and the lambdas
 * it makes. A reader of the format's few parts that linking needs, so that a plugin is checked
 * without loading its classes or running its code, and without a library.
 *
 * @param name       the class's binary name, with {@code /}: {@code org/example/Squares}
 * @param superName  its superclass, or null for {@code java/lang/Object}
 * @param interfaces the interfaces it implements (or extends)
 * @param access     its access flags ({@link #ABSTRACT}, {@link #INTERFACE}, ...)
 * @param fields     the fields it declares
 * @param methods    the methods (and constructors) it declares
 * @param classes    every class it names: in its constant pool, and in the descriptors of the
 *                   members it declares and uses; in the order met
 * @param refs       the fields and methods it uses, of any class
 * @param lambdas    the lambdas and method references it makes with {@code LambdaMetafactory}
 */
record ClassFile(String name, String superName, List<String> interfaces, int access, List<Member> fields,
        List<Member> methods, Set<String> classes, List<Ref> refs, List<Lambda> lambdas) {

    /** {@code ACC_STATIC}. */
    static final int STATIC = 0x0008;
    /** {@code ACC_PRIVATE}. */
    static final int PRIVATE = 0x0002;
    /** {@code ACC_INTERFACE}. */
    static final int INTERFACE = 0x0200;
    /** {@code ACC_ABSTRACT}. */
    static final int ABSTRACT = 0x0400;

    private static final int UTF8 = 1;
    private static final int CLASS = 7;
    private static final int FIELD_REF = 9;
    private static final int INTERFACE_METHOD_REF = 11;
    private static final int NAME_AND_TYPE = 12;
    private static final int METHOD_HANDLE = 15;
    private static final int METHOD_TYPE = 16;
    private static final int INVOKE_DYNAMIC = 18;

    /** A field or method a class declares. */
    record Member(String name, String descriptor, int access) {

        boolean is(int flag) {
            return (access & flag) != 0;
        }
    }

    /** A field or method a class uses: {@code owner.name descriptor}. */
    record Ref(boolean field, String owner, String name, String descriptor) {
    }

    /**
     * A lambda (or method reference): an object of the functional interface {@code type} whose
     * method {@code method} has the descriptor {@code descriptor}.
     */
    record Lambda(String type, String method, String descriptor) {
    }

    /** True if the class has {@code flag} among its access flags. */
    boolean is(int flag) {
        return (access & flag) != 0;
    }

    /**
     * Reads a class file.
     *
     * @throws IOException if {@code bytes} is not a class file this reader knows
     */
    static ClassFile read(byte[] bytes) throws IOException {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes))) {
            return new Pool(in).classFile();
        } catch (RuntimeException e) {
            // An index out of the pool, a wrong tag: a damaged file, not a bug here.
            throw new IOException("not a class file: " + e, e);
        }
    }

    /** The class names in a descriptor or a class entry: {@code (JLa/B;[Lc/D;)V} → {@code a/B}, {@code c/D}. */
    static List<String> classNames(String descriptor) {
        if (descriptor.indexOf(';') < 0 && descriptor.charAt(0) != '[' && descriptor.charAt(0) != '(') {
            return List.of(descriptor); // a class entry names the class itself
        }
        List<String> names = new ArrayList<>();
        for (int i = descriptor.indexOf('L'); i >= 0; i = descriptor.indexOf('L', i)) {
            int end = descriptor.indexOf(';', i);
            names.add(descriptor.substring(i + 1, end));
            i = end;
        }
        return names;
    }

    /** The constant pool, read entry by entry, then the rest of the file. */
    private static final class Pool {
        private final DataInputStream in;
        private final int[] tags;
        private final String[] utf8;
        private final int[] first;
        private final int[] second;

        Pool(DataInputStream in) throws IOException {
            this.in = in;
            if (in.readInt() != 0xCAFEBABE) {
                throw new IOException("not a class file (no magic number)");
            }
            in.readUnsignedShort(); // minor version
            in.readUnsignedShort(); // major version
            int count = in.readUnsignedShort();
            tags = new int[count];
            utf8 = new String[count];
            first = new int[count];
            second = new int[count];
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                tags[i] = tag;
                switch (tag) {
                    case UTF8 -> utf8[i] = in.readUTF();
                    case 3, 4 -> in.skipNBytes(4);
                    case 5, 6 -> {
                        in.skipNBytes(8);
                        i++; // a long or a double takes two entries
                    }
                    case CLASS, 8, METHOD_TYPE, 19, 20 -> first[i] = in.readUnsignedShort();
                    case FIELD_REF, 10, INTERFACE_METHOD_REF, NAME_AND_TYPE, 17, INVOKE_DYNAMIC -> {
                        first[i] = in.readUnsignedShort();
                        second[i] = in.readUnsignedShort();
                    }
                    case METHOD_HANDLE -> {
                        first[i] = in.readUnsignedByte();
                        second[i] = in.readUnsignedShort();
                    }
                    default -> throw new IOException("unknown constant pool tag " + tag);
                }
            }
        }

        private String text(int index) {
            return utf8[index];
        }

        private String className(int classIndex) {
            return text(first[classIndex]);
        }

        ClassFile classFile() throws IOException {
            int access = in.readUnsignedShort();
            String name = className(in.readUnsignedShort());
            int superIndex = in.readUnsignedShort();
            String superName = superIndex == 0 ? null : className(superIndex);
            List<String> interfaces = new ArrayList<>();
            for (int n = in.readUnsignedShort(); n > 0; n--) {
                interfaces.add(className(in.readUnsignedShort()));
            }
            List<Member> fields = members();
            List<Member> methods = members();
            int[][] bootstraps = bootstrapMethods();

            Set<String> classes = new LinkedHashSet<>();
            List<Ref> refs = new ArrayList<>();
            List<Lambda> lambdas = new ArrayList<>();
            for (int i = 1; i < tags.length; i++) {
                switch (tags[i]) {
                    case CLASS -> classes.addAll(classNames(className(i)));
                    case NAME_AND_TYPE -> classes.addAll(classNames(text(second[i])));
                    case METHOD_TYPE -> classes.addAll(classNames(text(first[i])));
                    case FIELD_REF, 10, INTERFACE_METHOD_REF -> {
                        int nat = second[i];
                        refs.add(new Ref(tags[i] == FIELD_REF, className(first[i]), text(first[nat]), text(second[nat])));
                    }
                    case INVOKE_DYNAMIC -> lambda(bootstraps[first[i]], second[i]).ifPresent(lambdas::add);
                    default -> {
                        // Nothing that links: numbers, strings, modules, the entries read through others.
                    }
                }
            }
            for (Member m : fields) {
                classes.addAll(classNames(m.descriptor()));
            }
            for (Member m : methods) {
                classes.addAll(classNames(m.descriptor()));
            }
            return new ClassFile(name, superName, List.copyOf(interfaces), access, fields, methods, classes,
                    List.copyOf(refs), List.copyOf(lambdas));
        }

        private List<Member> members() throws IOException {
            List<Member> members = new ArrayList<>();
            for (int n = in.readUnsignedShort(); n > 0; n--) {
                int access = in.readUnsignedShort();
                String name = text(in.readUnsignedShort());
                String descriptor = text(in.readUnsignedShort());
                skipAttributes();
                members.add(new Member(name, descriptor, access));
            }
            return List.copyOf(members);
        }

        private void skipAttributes() throws IOException {
            for (int n = in.readUnsignedShort(); n > 0; n--) {
                in.readUnsignedShort();
                in.skipNBytes(in.readInt() & 0xFFFFFFFFL);
            }
        }

        /** The class's {@code BootstrapMethods}: for each, its method handle, then its arguments. */
        private int[][] bootstrapMethods() throws IOException {
            int[][] methods = new int[0][];
            for (int n = in.readUnsignedShort(); n > 0; n--) {
                String attribute = text(in.readUnsignedShort());
                long length = in.readInt() & 0xFFFFFFFFL;
                if (!attribute.equals("BootstrapMethods")) {
                    in.skipNBytes(length);
                    continue;
                }
                methods = new int[in.readUnsignedShort()][];
                for (int k = 0; k < methods.length; k++) {
                    int handle = in.readUnsignedShort();
                    int[] entry = new int[1 + in.readUnsignedShort()];
                    entry[0] = handle;
                    for (int a = 1; a < entry.length; a++) {
                        entry[a] = in.readUnsignedShort();
                    }
                    methods[k] = entry;
                }
            }
            return methods;
        }

        /**
         * The lambda an {@code invokedynamic} makes, if its bootstrap method is
         * {@code LambdaMetafactory}'s: the interface is what the call site returns, the method its
         * name, the descriptor the bootstrap's first argument ({@code samMethodType}).
         */
        private Optional<Lambda> lambda(int[] bootstrap, int nameAndType) {
            int ref = second[bootstrap[0]];
            if (!className(first[ref]).equals("java/lang/invoke/LambdaMetafactory") || bootstrap.length < 2
                    || tags[bootstrap[1]] != METHOD_TYPE) {
                return Optional.empty();
            }
            String site = text(second[nameAndType]);
            int returned = site.indexOf(")L");
            if (returned < 0) {
                return Optional.empty();
            }
            String type = site.substring(returned + 2, site.length() - 1);
            return Optional.of(new Lambda(type, text(first[nameAndType]), text(first[bootstrap[1]])));
        }
    }
}
