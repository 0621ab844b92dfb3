// The floor for the JMH reader (ReaderBenchmark): the digit loop of read-loop.c, timed over an
// input already in memory, so that neither the disk nor read() is measured.
//
//   parse-bench FILE [REPS]
//
// Reads FILE whole into memory once, then runs the loop REPS times (default 20) over the buffer,
// timing each run with clock_gettime(CLOCK_MONOTONIC), and prints the best and the median MB/s
// (MB = 10^6 bytes, as JMH's counters are read) with the count and xor of the numbers, which also
// keeps the loop from being optimised away. For the same bytes as the JMH benchmark, FILE is
// `gen-heaps acwing-891 N 1000000000 20261129` (see bench/README.md). Build with gcc -O2.
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

struct result {
    unsigned long long count, x;
};

// read-loop.c's loop, unchanged, over buf[0..n).
__attribute__((noinline)) static struct result parse(const unsigned char *buf, size_t n) {
    unsigned long long v = 0, x = 0, count = 0;
    int in_number = 0;
    for (size_t i = 0; i < n; i++) {
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
    if (in_number) {
        x ^= v;
        count++;
    }
    struct result r = {count, x};
    return r;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *) a, y = *(const double *) b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: parse-bench FILE [REPS]\n");
        return 2;
    }
    int reps = argc == 3 ? atoi(argv[2]) : 20;
    if (reps < 1) {
        fprintf(stderr, "parse-bench: REPS must be at least 1\n");
        return 2;
    }
    int fd = open(argv[1], O_RDONLY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) {
        perror(argv[1]);
        return 1;
    }
    size_t size = (size_t) st.st_size;
    unsigned char *buf = malloc(size ? size : 1);
    if (!buf) {
        perror("malloc");
        return 1;
    }
    for (size_t got = 0; got < size;) {
        ssize_t n = read(fd, buf + got, size - got);
        if (n <= 0) {
            perror(argv[1]);
            return 1;
        }
        got += (size_t) n;
    }
    close(fd);

    double *seconds = malloc(sizeof(double) * reps);
    struct result first = {0, 0};
    for (int r = 0; r < reps; r++) {
        // The buffer may have changed as far as the compiler knows: every run parses it again.
        __asm__ volatile("" : : "r"(buf) : "memory");
        double t0 = now();
        struct result res = parse(buf, size);
        double t1 = now();
        seconds[r] = t1 - t0;
        if (r == 0) {
            first = res;
        } else if (res.count != first.count || res.x != first.x) {
            fprintf(stderr, "parse-bench: run %d disagrees with the first\n", r);
            return 1;
        }
    }
    qsort(seconds, reps, sizeof(double), by_value);
    double best = seconds[0];
    double median = reps % 2 ? seconds[reps / 2] : (seconds[reps / 2 - 1] + seconds[reps / 2]) / 2;
    printf("%s: %zu bytes, %llu numbers, xor %llu\n", argv[1], size, first.count, first.x);
    printf("%d runs: best %.2f ms = %.1f MB/s, median %.2f ms = %.1f MB/s\n", reps, best * 1e3,
           size / best / 1e6, median * 1e3, size / median / 1e6);
    free(seconds);
    free(buf);
    return 0;
}
