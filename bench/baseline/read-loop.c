// The floor for the reader: read() into a 64 KiB buffer and fold digits into a 64-bit value,
// nothing else (no validation, no positions). `read-loop < file` prints the count and the xor.
#include <stdio.h>
#include <unistd.h>

int main(void) {
    static unsigned char buf[1 << 16];
    unsigned long long v = 0, x = 0, count = 0;
    int in_number = 0;
    ssize_t n;
    while ((n = read(0, buf, sizeof buf)) > 0) {
        for (ssize_t i = 0; i < n; i++) {
            unsigned d = buf[i] - '0';
            if (d < 10) {
                v = v * 10 + d;
                in_number = 1;
            } else if (in_number) {
                x ^= v;
                count++;
                v = 0;
                in_number = 0;
            }
        }
    }
    if (in_number) {
        x ^= v;
        count++;
    }
    printf("%llu %llu\n", count, x);
    return 0;
}
