/* Experiment only: the toolchain's libjvm shim lacks JVM_IsStaticallyLinked (JDK 25's libawt needs it). */
int JVM_IsStaticallyLinked(void) { return 0; }
