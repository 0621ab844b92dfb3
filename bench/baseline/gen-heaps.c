// Deterministic inputs for the benchmarks: `gen-heaps FORMAT N MAX SEED` writes a judge input of
// N heaps with values in [0, MAX] (splitmix64), for FORMAT luogu-p1247, acwing-891 or hdu-2176;
// for acwing-893 and poj-2960 (subtraction games), N cases at the problems' maxima: 100 distinct
// sizes from 2..200 (sets with no short period) and 100 heaps (poj-2960: 100 positions of 100
// heaps) up to MAX, one heap of MAX in each case; for graph, the edge list of `grundy solve graph`
// ("N M", then M edges "u v", directed, vertices 0..N-1) with M = MAX random edges: both ends
// uniform, except that one edge in 64 is a loop u -> u (cycles everywhere, and draws); for
// nim-product-64, N lines "A B" of values in [0, MAX] (MAX = 18446744073709551615: all 64 bits).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long state;

static unsigned long long next(void) {
    unsigned long long z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: gen-heaps FORMAT N MAX SEED (gen-heaps graph VERTICES EDGES SEED)\n");
        return 2;
    }
    const char *format = argv[1];
    long n = atol(argv[2]);
    unsigned long long max = strtoull(argv[3], NULL, 10);
    state = strtoull(argv[4], NULL, 10);
    static char out[1 << 16];
    setvbuf(stdout, out, _IOFBF, sizeof out);
    if (strcmp(format, "graph") == 0) {
        printf("%ld %llu\n", n, max);
        for (unsigned long long e = 0; e < max; e++) {
            unsigned long long u = next() % n, v = next() % n;
            if (next() % 64 == 0) v = u;
            printf("%llu %llu\n", u, v);
        }
        return 0;
    }
    if (strcmp(format, "nim-product-64") == 0) {
        printf("%ld\n", n);
        for (long i = 0; i < n; i++) {
            unsigned long long a = max == ~0ULL ? next() : next() % (max + 1);
            unsigned long long b = max == ~0ULL ? next() : next() % (max + 1);
            printf("%llu %llu\n", a, b);
        }
        return 0;
    }
    int acwing = strcmp(format, "acwing-893") == 0;
    if (acwing || strcmp(format, "poj-2960") == 0) {
        for (long c = 0; c < n; c++) {
            char in[201] = {0};
            printf("100\n");
            for (int k = 0; k < 100;) {
                int s = 2 + (int) (next() % 199);
                if (!in[s]) {
                    in[s] = 1;
                    printf(++k < 100 ? "%d " : "%d\n", s);
                }
            }
            int positions = acwing ? 1 : 100;
            if (!acwing) printf("%d\n", positions);
            for (int p = 0; p < positions; p++) {
                printf("100\n");
                for (int i = 0; i < 100; i++) {
                    unsigned long long v = i == 0 && p == 0 ? max : next() % (max + 1);
                    printf(i + 1 < 100 ? "%llu " : "%llu\n", v);
                }
            }
            if (acwing) break;
        }
        if (!acwing) printf("0\n");
        return 0;
    }
    printf("%ld\n", n);
    for (long i = 0; i < n; i++) {
        unsigned long long v = max == ~0ULL ? next() : next() % (max + 1);
        printf(i + 1 < n ? "%llu " : "%llu\n", v);
    }
    if (strcmp(format, "hdu-2176") == 0) {
        printf("0\n");
    }
    return 0;
}
