// Baseline for `grundy judge hdu-2176`: plain scanf/printf, cases until m = 0.
#include <cstdio>
#include <vector>

int main() {
    int m;
    std::vector<long long> a;
    while (scanf("%d", &m) == 1 && m != 0) {
        a.resize(m);
        long long x = 0;
        for (int i = 0; i < m; i++) {
            scanf("%lld", &a[i]);
            x ^= a[i];
        }
        if (x == 0) {
            printf("No\n");
            continue;
        }
        printf("Yes\n");
        for (int i = 0; i < m; i++) {
            if ((a[i] ^ x) < a[i]) printf("%lld %lld\n", a[i], a[i] ^ x);
        }
    }
    return 0;
}
