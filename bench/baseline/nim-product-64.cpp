// Baseline for `grundy judge nim-product-64`: scanf/printf and the standard method of the
// problem's solutions, a 256x256 table of the nim products of bytes (the subfield GF(2^8)), and
// 64-bit products by halves down to it: (a1 X + a0)(b1 X + b0) with X the half's Fermat 2-power,
// X*X = X + X/2, three half products (Karatsuba) and one product by X/2.
#include <cstdio>
#include <cstdint>

static uint8_t table8[256][256];

// The product of a and b below 2^bits (bits a power of two), by halves; bytes from the table
// once it is filled (small: while filling it).
static uint64_t product(uint64_t a, uint64_t b, int bits, bool small) {
    if (bits == 1) return a & b;
    if (bits == 8 && !small) return table8[a][b];
    int half = bits / 2;
    uint64_t mask = (1ULL << half) - 1;
    uint64_t a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
    uint64_t low = product(a0, b0, half, small);
    uint64_t high = product(a1, b1, half, small);
    uint64_t cross = product(a0 ^ a1, b0 ^ b1, half, small);
    // X * (a1b1 + a1b0 + a0b1) + a1b1 * (X/2) + a0b0
    return (cross ^ low) << half ^ product(high, 1ULL << (half - 1), half, small) ^ low;
}

int main() {
    for (int a = 0; a < 256; a++)
        for (int b = 0; b < 256; b++) table8[a][b] = (uint8_t) product(a, b, 8, true);
    int t;
    if (scanf("%d", &t) != 1) return 1;
    for (int i = 0; i < t; i++) {
        unsigned long long a, b;
        if (scanf("%llu %llu", &a, &b) != 2) return 1;
        printf("%llu\n", (unsigned long long) product(a, b, 64, false));
    }
    return 0;
}
