// Baseline for `grundy judge luogu-p1247`: plain scanf/printf, as a contestant would write it.
#include <cstdio>
#include <vector>

int main() {
    int k;
    if (scanf("%d", &k) != 1) return 1;
    std::vector<long long> a(k);
    long long x = 0;
    for (int i = 0; i < k; i++) {
        scanf("%lld", &a[i]);
        x ^= a[i];
    }
    if (x == 0) {
        printf("lose\n");
        return 0;
    }
    for (int i = 0; i < k; i++) {
        if ((a[i] ^ x) < a[i]) {
            long long left = a[i] ^ x;
            printf("%lld %d\n", a[i] - left, i + 1);
            a[i] = left;
            break;
        }
    }
    for (int i = 0; i < k; i++) {
        printf(i + 1 < k ? "%lld " : "%lld\n", a[i]);
    }
    return 0;
}
