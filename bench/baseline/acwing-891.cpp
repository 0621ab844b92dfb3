// Baseline for `grundy judge acwing-891`: plain scanf/printf.
#include <cstdio>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    long long x = 0, a;
    for (int i = 0; i < n; i++) {
        scanf("%lld", &a);
        x ^= a;
    }
    printf(x ? "Yes\n" : "No\n");
    return 0;
}
