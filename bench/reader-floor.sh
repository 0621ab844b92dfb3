#!/usr/bin/env bash
# The C floor of the JMH reader benchmark: bench/baseline/parse-bench.c (read-loop.c's digit loop
# over an in-memory buffer) on the very bytes ReaderBenchmark parses, for 10^6 and 10^7 heaps.
#
#   bench/reader-floor.sh [REPS]     # REPS timed runs per input (default 20)
#
# The inputs come from gen-heaps (acwing-891 format, values 0..10^9, seed 20261129, as in
# bench/e2e.sh). When bench/target/benchmarks.jar is built, each input is first compared byte for
# byte with the one the JMH setup generates (BenchData's main), so both sides time the same bytes.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$root/bench/target/floor
mkdir -p "$work/bin" "$work/in"
reps=${1:-20}

command -v gcc >/dev/null || { echo "need gcc" >&2; exit 2; }
for f in gen-heaps parse-bench; do
  [[ $work/bin/$f -nt $root/bench/baseline/$f.c ]] || gcc -O2 -o "$work/bin/$f" "$root/bench/baseline/$f.c"
done

jar=$root/bench/target/benchmarks.jar
printf '%s\n' "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(gcc --version | head -n 1), load:$(uptime | sed 's/.*load average://')"
for n in 1000000 10000000; do
  file=$work/in/acwing-891-$n-1e9.txt
  [[ -s $file ]] || "$work/bin/gen-heaps" acwing-891 "$n" 1000000000 20261129 >"$file"
  if [[ -f $jar ]]; then
    java -cp "$jar" io.github.grundy.bench.BenchData "$n" "$work/in/jmh-$n.txt"
    if ! cmp -s "$file" "$work/in/jmh-$n.txt"; then
      echo "MISMATCH: the JMH input of $n heaps differs from gen-heaps' output" >&2
      exit 1
    fi
    rm -f "$work/in/jmh-$n.txt"
    echo "$n heaps: the same bytes as ReaderBenchmark (heaps=$n)"
  fi
  "$work/bin/parse-bench" "$file" "$reps"
done
