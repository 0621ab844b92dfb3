/*
 * Stand-ins for the JDK's libextnet (jdk.net's Linux socket options), for native-image toolchains
 * that ship without it: the one ../shared/tools/native-image/setup.sh assembles from Maven Central
 * has only the java, nio, net and zip static libraries. Any server socket reaches
 * jdk.net.LinuxSocketOptions (grundy serve's server socket does), and its class initializer asks
 * which extended options the system supports. Here: none, which only hides options grundy never
 * sets (TCP keep-alive tuning, quick ACK, NAPI ids). A real GraalVM links its own libextnet, and
 * native-cli/build-native.sh then leaves this file out.
 */
int JNI_OnLoad_extnet(void *vm, void *reserved) {
    (void) vm;
    (void) reserved;
    return 0x00010008; /* JNI_VERSION_1_8 */
}

unsigned char Java_jdk_net_LinuxSocketOptions_keepAliveOptionsSupported0(void *env, void *cls) {
    (void) env;
    (void) cls;
    return 0;
}

unsigned char Java_jdk_net_LinuxSocketOptions_quickAckSupported0(void *env, void *cls) {
    (void) env;
    (void) cls;
    return 0;
}

unsigned char Java_jdk_net_LinuxSocketOptions_incomingNapiIdSupported0(void *env, void *cls) {
    (void) env;
    (void) cls;
    return 0;
}
