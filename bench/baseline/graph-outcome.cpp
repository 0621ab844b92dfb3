// Baseline for `grundy solve graph --graph=FILE TOKEN... --json --moves=none`: who wins with tokens
// on the vertices of a directed graph that may have cycles and loops, by the generalized
// Sprague-Grundy function (Smith 1966; Fraenkel and Yesha 1986), written from its definition.
//
//   graph-outcome FILE TOKEN...              tokens on the command line
//   graph-outcome FILE -i TOKENS             tokens read from the file TOKENS (whitespace-separated)
//   graph-outcome --position=finite FILE     prints a position, a vertex a line: every vertex of
//                                            finite value, then the first of infinite value
//   graph-outcome --position=infinite FILE   every vertex of infinite value
//   graph-outcome --stats FILE               the labelling's figures (values, rounds, outcomes)
//
// The two positions check the whole labelling (bench/e2e.sh): on the first, grundy must find the
// same single infinite token, its K and the xor of every finite value; on the second, as many
// infinite tokens as there are vertices of infinite value.
//
// FILE is "n m", then m edges "u v" (vertices 0..n-1), read with fread and a digit loop.
//
// The labelling, round by round (i = 0, 1, 2, ...): an unlabelled vertex u gets i when no follower
// of u has i and every follower of u that is unlabelled or infinite has a follower labelled i.
// Labelling a vertex can make more vertices qualify, so this runs to a fixed point with a queue.
// Then every still unlabelled vertex without a follower labelled i gets infinity. A vertex still
// unlabelled at round i has followers labelled 0..i-1 (else it got infinity earlier), so i is the
// mex of its finite followers, and every follower of a larger value can be answered by a move back
// to i. Each round is O(n + m); there are at most (largest finite value + 2) rounds.
//
// Who wins (Smith's theorem): finite values add by xor; one infinite token of K with the others'
// xor x is won iff x is in K, else a draw; two or more infinite tokens are a draw. One line of
// output, the fields of grundy's JSON answer (graph_answer in bench/e2e.sh extracts them):
//   outcome=P|N grundy=X                              all tokens finite, X the xor of their values
//   outcome=D grundy=null infinite=C                  C >= 2 tokens of infinite value
//   outcome=N|D grundy=null infinite=1 token=T K={a, b} [x=X]
//                                                     one infinite token, the T-th (from 1); K the
//                                                     finite values it can move to; X the others'
//                                                     xor (printed with 2+ tokens; 0 for one)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

struct Reader {
    FILE *f = nullptr;
    const char *name = "";
    static const size_t SIZE = 1 << 16;
    unsigned char buf[SIZE];
    size_t pos = 0, len = 0;
    bool eof = false;

    int peek() {
        if (pos == len) {
            if (eof) return -1;
            len = fread(buf, 1, SIZE, f);
            pos = 0;
            if (len == 0) {
                eof = true;
                return -1;
            }
        }
        return buf[pos];
    }

    // The next non-negative number; exits on anything else.
    long long number(const char *what) {
        int c;
        while ((c = peek()) == ' ' || c == '\n' || c == '\r' || c == '\t') pos++;
        if (c < '0' || c > '9') {
            fprintf(stderr, "graph-outcome: %s: expected %s\n", name, what);
            exit(2);
        }
        long long v = 0;
        while ((c = peek()) >= '0' && c <= '9') {
            v = v * 10 + (c - '0');
            if (v > (1LL << 40)) {
                fprintf(stderr, "graph-outcome: %s: %s too large\n", name, what);
                exit(2);
            }
            pos++;
        }
        return v;
    }

    bool atEnd() {
        int c;
        while ((c = peek()) == ' ' || c == '\n' || c == '\r' || c == '\t') pos++;
        return c == -1;
    }

    void open(const char *file) {
        f = fopen(file, "rb");
        if (!f) {
            fprintf(stderr, "graph-outcome: cannot read %s\n", file);
            exit(2);
        }
        name = file;
        pos = len = 0;
        eof = false;
    }
};

const unsigned char UNLABELLED = 0, FINITE = 1, INFINITE = 2;

struct Graph {
    int n = 0;
    // Predecessors: pred[start[v] .. start[v+1]) are the u of every edge u -> v (one per edge).
    std::vector<int> start, pred;
    std::vector<unsigned char> state;
    std::vector<int> value;  // the finite value, when state is FINITE
    int rounds = 0;

    void read(const char *name) {
        static Reader r;
        r.open(name);
        long long nn = r.number("the vertex count"), mm = r.number("the edge count");
        if (nn > 2000000000 || mm > 2000000000) {
            fprintf(stderr, "graph-outcome: %s: too large\n", name);
            exit(2);
        }
        n = (int) nn;
        int m = (int) mm;
        std::vector<int> from(m), to(m);
        start.assign(n + 1, 0);
        for (int e = 0; e < m; e++) {
            long long u = r.number("an edge's start"), v = r.number("an edge's end");
            if (u >= n || v >= n) {
                fprintf(stderr, "graph-outcome: %s: edge %d: no vertex %lld\n", name, e + 1, u >= n ? u : v);
                exit(2);
            }
            from[e] = (int) u;
            to[e] = (int) v;
            start[v + 1]++;
        }
        if (!r.atEnd()) {
            fprintf(stderr, "graph-outcome: %s: more than %d edges\n", name, m);
            exit(2);
        }
        fclose(r.f);
        for (int v = 0; v < n; v++) start[v + 1] += start[v];
        pred.resize(m);
        std::vector<int> fill(start.begin(), start.end() - 1);
        for (int e = 0; e < m; e++) pred[fill[to[e]]++] = from[e];
    }

    void label() {
        state.assign(n, UNLABELLED);
        value.assign(n, -1);
        std::vector<int> open(n);        // followers unlabelled or infinite, not yet reaching i
        std::vector<char> reaches(n);    // has a follower labelled i (this round)
        std::vector<int> queue;
        queue.reserve(n);
        long long left = n;
        for (int i = 0; left > 0; i++) {
            rounds++;
            std::fill(reaches.begin(), reaches.end(), 0);
            std::fill(open.begin(), open.end(), 0);
            for (int w = 0; w < n; w++) {
                if (state[w] == FINITE) continue;
                for (int k = start[w]; k < start[w + 1]; k++) {
                    if (state[pred[k]] == UNLABELLED) open[pred[k]]++;
                }
            }
            queue.clear();
            for (int u = 0; u < n; u++) {
                if (state[u] == UNLABELLED && open[u] == 0) queue.push_back(u);
            }
            for (size_t head = 0; head < queue.size(); head++) {
                int u = queue[head];
                if (reaches[u]) continue;  // a follower got i after u was queued
                state[u] = FINITE;
                value[u] = i;
                left--;
                for (int k = start[u]; k < start[u + 1]; k++) {
                    int p = pred[k];
                    if (reaches[p]) continue;
                    reaches[p] = 1;
                    if (state[p] == FINITE) continue;
                    // p (unlabelled or infinite) can now move to i: it no longer holds up its
                    // unlabelled predecessors.
                    for (int j = start[p]; j < start[p + 1]; j++) {
                        int q = pred[j];
                        if (state[q] == UNLABELLED && --open[q] == 0 && !reaches[q]) queue.push_back(q);
                    }
                }
            }
            for (int u = 0; u < n; u++) {
                if (state[u] == UNLABELLED && !reaches[u]) {
                    state[u] = INFINITE;
                    left--;
                }
            }
        }
    }

    // K of vertex t: the finite values among its followers, sorted, each once.
    std::vector<int> kernel(int t) const {
        std::vector<int> k;
        for (int w = 0; w < n; w++) {
            if (state[w] != FINITE) continue;
            for (int j = start[w]; j < start[w + 1]; j++) {
                if (pred[j] == t) {
                    k.push_back(value[w]);
                    break;
                }
            }
        }
        std::sort(k.begin(), k.end());
        k.erase(std::unique(k.begin(), k.end()), k.end());
        return k;
    }
};

void answer(const Graph &g, const std::vector<int> &tokens) {
    long long x = 0;
    int infinite = 0, first = -1;
    for (size_t i = 0; i < tokens.size(); i++) {
        int t = tokens[i];
        if (g.state[t] == FINITE) {
            x ^= g.value[t];
        } else if (infinite++ == 0) {
            first = (int) i;
        }
    }
    if (infinite == 0) {
        printf("outcome=%c grundy=%lld\n", x == 0 ? 'P' : 'N', x);
    } else if (infinite >= 2) {
        printf("outcome=D grundy=null infinite=%d\n", infinite);
    } else {
        std::vector<int> k = g.kernel(tokens[first]);
        bool won = x <= 0x7fffffff && std::binary_search(k.begin(), k.end(), (int) x);
        printf("outcome=%c grundy=null infinite=1 token=%d K={", won ? 'N' : 'D', first + 1);
        for (size_t i = 0; i < k.size(); i++) printf(i ? ", %d" : "%d", k[i]);
        if (tokens.size() > 1) printf("} x=%lld\n", x);
        else printf("}\n");
    }
}

int token(const Graph &g, long long t) {
    if (t < 0 || t >= g.n) {
        fprintf(stderr, "graph-outcome: no vertex %lld (the graph has vertices 0..%d)\n", t, g.n - 1);
        exit(2);
    }
    return (int) t;
}

void usage() {
    fprintf(stderr, "usage: graph-outcome FILE TOKEN... | FILE -i TOKENS | --position=finite|infinite FILE | --stats FILE\n");
    exit(2);
}

}  // namespace

int main(int argc, char **argv) {
    if (argc < 3) usage();
    Graph g;
    bool finite = strcmp(argv[1], "--position=finite") == 0;
    if (finite || strcmp(argv[1], "--position=infinite") == 0 || strcmp(argv[1], "--stats") == 0) {
        if (argc != 3) usage();
        g.read(argv[2]);
        g.label();
        if (argv[1][2] == 'p') {
            static char out[1 << 16];
            setvbuf(stdout, out, _IOFBF, sizeof out);
            int inf = -1;
            for (int v = 0; v < g.n; v++) {
                if ((g.state[v] == FINITE) == finite) printf("%d\n", v);
                else if (inf < 0) inf = v;
            }
            if (finite && inf >= 0) printf("%d\n", inf);
            return 0;
        }
        // Figures: values, and the outcome of one token on each vertex.
        std::vector<long long> byValue;
        long long infinite = 0, zeroInK = 0;
        std::vector<char> reachesZero(g.n);
        for (int w = 0; w < g.n; w++) {
            if (g.state[w] == FINITE && g.value[w] == 0) {
                for (int j = g.start[w]; j < g.start[w + 1]; j++) reachesZero[g.pred[j]] = 1;
            }
        }
        for (int v = 0; v < g.n; v++) {
            if (g.state[v] == FINITE) {
                if ((size_t) g.value[v] >= byValue.size()) byValue.resize(g.value[v] + 1);
                byValue[g.value[v]]++;
            } else {
                infinite++;
                zeroInK += reachesZero[v];
            }
        }
        long long loops = 0;
        for (int w = 0; w < g.n; w++) {
            for (int j = g.start[w]; j < g.start[w + 1]; j++) loops += g.pred[j] == w;
        }
        printf("vertices %d, edges %zu (loops %lld), rounds %d\n", g.n, g.pred.size(), loops, g.rounds);
        printf("finite values:");
        for (size_t i = 0; i < byValue.size(); i++) printf(" %zu:%lld", i, byValue[i]);
        printf("\ninfinite: %lld (0 in K: %lld)\n", infinite, zeroInK);
        long long p = byValue.empty() ? 0 : byValue[0];
        printf("one token: P %lld, N %lld, D %lld\n", p, g.n - p - infinite + zeroInK, infinite - zeroInK);
        return 0;
    }
    g.read(argv[1]);
    std::vector<int> tokens;
    if (strcmp(argv[2], "-i") == 0) {
        if (argc != 4) usage();
        static Reader r;
        r.open(argv[3]);
        while (!r.atEnd()) tokens.push_back(token(g, r.number("a vertex")));
        fclose(r.f);
    } else {
        for (int i = 2; i < argc; i++) {
            char *end;
            long long t = strtoll(argv[i], &end, 10);
            if (*argv[i] == 0 || *end != 0) usage();
            tokens.push_back(token(g, t));
        }
    }
    if (tokens.empty()) usage();
    g.label();
    answer(g, tokens);
    return 0;
}
