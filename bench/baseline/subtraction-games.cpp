// Baseline for `grundy judge acwing-893` and `grundy judge poj-2960` (S-Nim): the plain memo
// table of the seeds' solutions, g(n) = mex { g(n - s) : s in S, s <= n }, tabulated up to the
// largest heap of each case; scanf/printf. Usage: subtraction-games acwing-893|poj-2960 < input
#include <cstdio>
#include <cstring>
#include <vector>

static std::vector<int> table(const std::vector<int> &set, int top) {
    std::vector<int> g(top + 1);
    std::vector<char> seen(set.size() + 2);
    for (int n = 0; n <= top; n++) {
        std::fill(seen.begin(), seen.end(), 0);
        for (int s : set) {
            if (s <= n) seen[g[n - s]] = 1;
        }
        int m = 0;
        while (seen[m]) m++;
        g[n] = m;
    }
    return g;
}

int main(int argc, char **argv) {
    bool poj = argc > 1 && strcmp(argv[1], "poj-2960") == 0;
    int k;
    while (scanf("%d", &k) == 1 && k != 0) {
        std::vector<int> set(k);
        for (int &s : set) scanf("%d", &s);
        int positions = 1;
        if (poj) scanf("%d", &positions);
        std::vector<std::vector<int>> heaps(positions);
        int top = 0;
        for (auto &h : heaps) {
            int l;
            scanf("%d", &l);
            h.resize(l);
            for (int &x : h) {
                scanf("%d", &x);
                if (x > top) top = x;
            }
        }
        std::vector<int> g = table(set, top);
        for (auto &h : heaps) {
            int x = 0;
            for (int v : h) x ^= g[v];
            if (poj) putchar(x ? 'W' : 'L');
            else puts(x ? "Yes" : "No");
        }
        if (poj) putchar('\n');
        else break;
    }
    return 0;
}
