// Baseline for `grundy judge cf-1310f` (Codeforces 1310F), as accepted solutions do it: nim
// products by halves down to a 256x256 table of byte products, powers by squaring, and the
// logarithm prime by prime over 2^64-1 = 3*5*17*257*641*65537*6700417 (Pohlig-Hellman): each
// element raised to (2^64-1)/p, baby-step giant-step in the subgroup of order p with an
// unordered_map, logarithms to a fixed primitive element (2^32+6), joined by the Chinese remainder
// theorem. It prints the least x (below the order of a), as grundy does, so the outputs compare
// byte for byte; scanf/printf.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <unordered_map>

typedef unsigned long long u64;
static uint8_t table8[256][256];

static u64 product(u64 a, u64 b, int bits, bool small) {
    if (bits == 1) return a & b;
    if (bits == 8 && !small) return table8[a][b];
    int half = bits / 2;
    u64 mask = (1ULL << half) - 1;
    u64 a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
    u64 low = product(a0, b0, half, small);
    u64 high = product(a1, b1, half, small);
    u64 cross = product(a0 ^ a1, b0 ^ b1, half, small);
    return (cross ^ low) << half ^ product(high, 1ULL << (half - 1), half, small) ^ low;
}
static u64 mul(u64 a, u64 b) { return product(a, b, 64, false); }
static u64 power(u64 a, u64 e) {
    u64 r = 1;
    for (; e; e >>= 1, a = mul(a, a))
        if (e & 1) r = mul(r, a);
    return r;
}
static u64 powmod(u64 a, u64 e, u64 p) {
    u64 r = 1;
    for (a %= p; e; e >>= 1, a = a * a % p)
        if (e & 1) r = r * a % p;
    return r;
}

static const u64 P[7] = {3, 5, 17, 257, 641, 65537, 6700417};
static const u64 G = (1ULL << 32) + 6;
static std::unordered_map<u64, u64> baby[7];
static u64 steps[7], giant[7];

// log_G(h) modulo P[i]
static u64 logmod(int i, u64 h) {
    u64 y = power(h, ~0ULL / P[i]);
    for (u64 k = 0; k <= P[i] / steps[i]; k++) {
        auto it = baby[i].find(y);
        if (it != baby[i].end()) return (k * steps[i] + it->second) % P[i];
        y = mul(y, giant[i]);
    }
    return 0;
}

int main() {
    for (int a = 0; a < 256; a++)
        for (int b = 0; b < 256; b++) table8[a][b] = (uint8_t) product(a, b, 8, true);
    for (int i = 0; i < 7; i++) {
        u64 g = power(G, ~0ULL / P[i]);
        steps[i] = (u64) std::ceil(std::sqrt((double) P[i]));
        u64 x = 1;
        for (u64 j = 0; j < steps[i]; j++, x = mul(x, g)) baby[i].emplace(x, j);
        giant[i] = power(x, P[i] - 1);  // x^-1 in the subgroup of order P[i]
    }
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        u64 a, b;
        if (scanf("%llu %llu", &a, &b) != 2) return 1;
        u64 x = 0, m = 1;
        bool ok = true;
        for (int i = 0; i < 7 && ok; i++) {
            u64 p = P[i], la = logmod(i, a), lb = logmod(i, b);
            if (la == 0) { ok = lb == 0; continue; }
            u64 r = lb * powmod(la, p - 2, p) % p;
            u64 k = (r + p - x % p) % p * powmod(m % p, p - 2, p) % p;
            x += m * k;
            m *= p;
        }
        if (ok) printf("%llu\n", x); else printf("-1\n");
    }
    return 0;
}
