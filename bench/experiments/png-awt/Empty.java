public final class Empty { public static void main(String[] a) { } }
