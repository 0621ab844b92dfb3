// Baseline for `grundy judge hdu-3404`, `hdu-3537` and `poj-3533`, as the problems' accepted
// solutions do it: scanf/printf, a coin's or light's worth by the theorems (Mock Turtles' coin a
// is the a-th odious number; a light (x, y[, z]) of Turning Turtles is worth x ⊗ y [⊗ z], nim
// products by halves over a 256x256 table of bytes), repeats removed by sorting (a coin or light
// listed twice is one head, as grundy reads it). Usage: coin-turning hdu-3404|hdu-3537|poj-3533 < input
#include <algorithm>
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <tuple>
#include <vector>

static uint8_t table8[256][256];

static uint64_t product(uint64_t a, uint64_t b, int bits, bool small) {
    if (bits == 1) return a & b;
    if (bits == 8 && !small) return table8[a][b];
    int half = bits / 2;
    uint64_t mask = (1ULL << half) - 1;
    uint64_t a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
    uint64_t low = product(a0, b0, half, small), high = product(a1, b1, half, small);
    uint64_t cross = product(a0 ^ a1, b0 ^ b1, half, small);
    return (cross ^ low) << half ^ product(high, 1ULL << (half - 1), half, small) ^ low;
}

int main(int argc, char **argv) {
    for (int a = 0; a < 256; a++)
        for (int b = 0; b < 256; b++) table8[a][b] = (uint8_t) product(a, b, 8, true);
    const char *f = argc > 1 ? argv[1] : "";
    if (strcmp(f, "hdu-3537") == 0) {
        int n;
        while (scanf("%d", &n) == 1) {
            std::vector<long long> a(n);
            for (auto &x : a) scanf("%lld", &x);
            std::sort(a.begin(), a.end());
            a.erase(std::unique(a.begin(), a.end()), a.end());
            long long s = 0;
            for (long long x : a) s ^= 2 * x + (__builtin_popcountll(x) % 2 == 0 ? 1 : 0);
            puts(s == 0 ? "Yes" : "No");
        }
        return 0;
    }
    bool three = strcmp(f, "poj-3533") == 0;
    int t = 1 << 30;
    if (!three && scanf("%d", &t) != 1) return 1;
    int n;
    for (int c = 0; c < t && scanf("%d", &n) == 1; c++) {
        std::vector<std::tuple<long long, long long, long long>> cells(n);
        for (auto &[x, y, z] : cells) {
            scanf("%lld %lld", &x, &y);
            z = 1;
            if (three) scanf("%lld", &z);
        }
        std::sort(cells.begin(), cells.end());
        cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
        uint64_t s = 0;
        for (auto &[x, y, z] : cells) s ^= product(product(x, y, 64, false), z, 64, false);
        if (three) puts(s == 0 ? "Yes" : "No");
        else puts(s != 0 ? "Have a try, lxhgww." : "Don't waste your time.");
    }
    return 0;
}
