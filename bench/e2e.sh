#!/usr/bin/env bash
# End-to-end benchmark: whole processes of grundy (JVM launcher, native binary when built) against
# plain C++ baselines: scanf/printf on deterministic judge inputs of 10^4..10^7 heaps, and, for
# `grundy solve graph`, a generalized Sprague-Grundy labelling on random graph files with cycles
# of 10^4..10^6 vertices (bench/baseline/graph-outcome.cpp).
#
#   bench/e2e.sh                 # everything (about 7-12 minutes on 2 cores)
#   bench/e2e.sh --quick         # 10^4..10^6 heaps only, fewer runs (the same graphs, fewer runs)
#   bench/e2e.sh --only=graph    # only the graph rows (also: judge, startup; comma-separated)
#   bench/e2e.sh --check         # the four judge rows of 10^6 heaps against bench/e2e-baseline.tsv:
#                                # exit 1 when a ratio is worse than its baseline beyond the noise
#   bench/e2e.sh --check --update-baseline   # the same rows, written as the new baseline
#
# For every input it first checks that each runner's output equals the baseline's, then times it
# with hyperfine (median of several runs; installed with apt-get when missing and we are root,
# else /usr/bin/time loops), and measures peak memory with /usr/bin/time. Prints one table with
# the ratio of each median to the C++ median measured in the same run (and one for the graphs).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$root/bench/target/e2e
mkdir -p "$work/bin" "$work/in" "$work/out"

quick=0
check=0
update=0
only=judge,graph,startup
baseline=$root/bench/e2e-baseline.tsv
for arg in "$@"; do
  case $arg in
    --quick) quick=1 ;;
    --only=*) only=${arg#--only=} ;;
    --check) check=1; only=judge ;;
    --update-baseline) update=1 ;;
    *) printf 'usage: bench/e2e.sh [--quick] [--only=judge,graph,startup] [--check [--update-baseline]]\n' >&2; exit 2 ;;
  esac
done
(( update && !check )) && { printf 'bench/e2e.sh: --update-baseline goes with --check\n' >&2; exit 2; }
wants() { [[ ,$only, == *,$1,* ]]; }

log() { printf '%s\n' "$*" >&2; }

# --- tools -----------------------------------------------------------------------------------
if ! command -v hyperfine >/dev/null 2>&1; then
  if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null 2>&1; then
    log "installing hyperfine (Debian package) ..."
    apt-get install -y -qq hyperfine >/dev/null 2>&1 || { apt-get update -qq >/dev/null && apt-get install -y -qq hyperfine >/dev/null; } || true
  fi
fi
have_hyperfine=0
command -v hyperfine >/dev/null 2>&1 && have_hyperfine=1
[[ -x /usr/bin/time ]] || { log "need /usr/bin/time (Debian package 'time') for peak memory"; exit 2; }
command -v g++ >/dev/null || { log "need g++ for the C++ baselines"; exit 2; }

for f in luogu-p1247 acwing-891 hdu-2176 nim-product-64 cf-1310f; do
  [[ $work/bin/$f -nt $root/bench/baseline/$f.cpp ]] || g++ -O2 -o "$work/bin/$f" "$root/bench/baseline/$f.cpp"
done
[[ $work/bin/subtraction-games -nt $root/bench/baseline/subtraction-games.cpp ]] \
  || g++ -O2 -o "$work/bin/subtraction-games" "$root/bench/baseline/subtraction-games.cpp"
[[ $work/bin/coin-turning -nt $root/bench/baseline/coin-turning.cpp ]] \
  || g++ -O2 -std=c++17 -o "$work/bin/coin-turning" "$root/bench/baseline/coin-turning.cpp"
[[ $work/bin/graph-outcome -nt $root/bench/baseline/graph-outcome.cpp ]] \
  || g++ -O2 -o "$work/bin/graph-outcome" "$root/bench/baseline/graph-outcome.cpp"
[[ $work/bin/gen-heaps -nt $root/bench/baseline/gen-heaps.c ]] || gcc -O2 -o "$work/bin/gen-heaps" "$root/bench/baseline/gen-heaps.c"

# --- what runs -------------------------------------------------------------------------------
# The launcher builds the jar when needed; do it now so that no build lands in a timing.
GRUNDY_JVM=1 "$root/grundy" --version >/dev/null
runners=("jvm")
native=$root/native-cli/target/grundy
[[ -x $native ]] && runners+=("native")

command_of() { # runner format
  case $1 in
    cpp) case $2 in
           acwing-893 | poj-2960) echo "$work/bin/subtraction-games $2" ;;
           hdu-3404 | hdu-3537 | poj-3533) echo "$work/bin/coin-turning $2" ;;
           *) echo "$work/bin/$2" ;;
         esac ;;
    jvm) echo "env GRUNDY_JVM=1 $root/grundy judge $2" ;;
    native) echo "$native judge $2" ;;
  esac
}

# --- inputs ----------------------------------------------------------------------------------
sizes=(10000 100000 1000000 10000000)
(( quick )) && sizes=(10000 100000 1000000)
inputs=()
for f in luogu-p1247 acwing-891 hdu-2176; do
  for n in "${sizes[@]}"; do
    # hdu-2176 lists a line per winning heap: 10^6 heaps are enough to show its cost.
    [[ $f == hdu-2176 && $n -gt 1000000 ]] && continue
    inputs+=("$f $n 1000000000")
  done
done
inputs+=("luogu-p1247 1000000 4611686018427387904")   # values up to 2^62
# Subtraction games at the problems' maxima (100 sizes from 2..200, heaps up to 10^4): one
# AcWing 893 case, and POJ 2960 with 100 cases of 100 positions of 100 heaps ("heaps" = cases).
inputs+=("acwing-893 1 10000" "poj-2960 100 10000")
# Nim products of uniform 64-bit words (issue 40: at most 0.5x the C++ of the 256x256 table).
inputs+=("nim-product-64 100000 18446744073709551615" "nim-product-64 1000000 18446744073709551615")
# The coin-turning formats at their problems' maxima, from grundy gen (seed 1): hdu-3404 with 100
# cases of 1000 lights up to 10^4; hdu-3537 with 10^4 cases of 100 coins below 10^8; poj-3533 with
# 1000 cases of 1000 lights up to 10^4 ("heaps" = cases, "values" = lights per case).
inputs+=("hdu-3404 100 1000" "hdu-3537 10000 100" "poj-3533 1000 1000")
# Codeforces 1310F at its maximum: t = 100 discrete logarithms of 64-bit words (grundy gen, seed 1).
inputs+=("cf-1310f 100 -")
if (( check )); then
  # The rows the judge path is held to (issue 24): 10^6 heaps, 7 runs each.
  inputs=("luogu-p1247 1000000 1000000000" "acwing-891 1000000 1000000000" "hdu-2176 1000000 1000000000"
          "luogu-p1247 1000000 4611686018427387904")
fi

runs() { # heaps -> number of timed runs
  if (( quick )); then echo 3; elif (( $1 >= 10000000 )); then echo 3; else echo 7; fi
}

# measure NAME RUNS COMMAND: sets median_ms and peak_mb for the shell command COMMAND (with its
# redirections), from hyperfine's median (else /usr/bin/time loops) and /usr/bin/time's peak RSS.
measure() {
  local name=$1 n_runs=$2 cmd=$3 peak_kb
  peak_kb=$(/usr/bin/time -f %M bash -c "$cmd" 2>&1 >/dev/null | tail -n 1)
  peak_mb=$(awk -v k="$peak_kb" 'BEGIN {printf "%.1f", k/1024}')
  if (( have_hyperfine )); then
    local json=$work/out/$name.json
    hyperfine --style none --warmup 1 --runs "$n_runs" --export-json "$json" "$cmd" >/dev/null 2>&1
    median_ms=$(python3 -c "import json,sys; print('%.1f' % (json.load(open(sys.argv[1]))['results'][0]['median']*1000))" "$json")
    # The spread of the runs: interquartile range over median (how far one median may wander).
    spread=$(python3 -c "
import json,sys,statistics
t=sorted(json.load(open(sys.argv[1]))['results'][0]['times'])
q=statistics.quantiles(t,n=4) if len(t)>=2 else [t[0],t[0],t[0]]
print('%.4f' % ((q[2]-q[0])/statistics.median(t)))" "$json")
  else
    spread=0.10
    local times=()
    for _ in $(seq "$n_runs"); do
      times+=("$(/usr/bin/time -f %e bash -c "$cmd" 2>&1 >/dev/null | tail -n 1)")
    done
    median_ms=$(printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {printf "%.1f", a[int((NR+1)/2)]*1000}')
  fi
}

ratio_to() { # median base: their ratio
  # A baseline about as short as starting a shell: hyperfine's shell correction can leave 0 ms.
  awk -v a="$1" -v b="$2" 'BEGIN {if (b < 0.05) print "n/a"; else printf "%.2f", a / b}'
}

printf '%s\n' "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(java -version 2>&1 | head -n 1)"
printf '%s\n' "start: $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
wants judge && printf '%-12s %9s %-6s %-7s %11s %10s %9s\n' format heaps values runner "median ms" "peak MB" "x C++"
wants judge || inputs=()
checked=()
for spec in "${inputs[@]}"; do
  read -r format n max <<<"$spec"
  case $max in
    1000000000) tag=1e9 ;;
    10000) tag=1e4 ;;
    18446744073709551615) tag=2^64 ;;
    *) tag=2^62 ;;
  esac
  file=$work/in/$format-$n-$tag.txt
  case $format in
    hdu-3404 | hdu-3537 | poj-3533)
      tag=gen; file=$work/in/$format-$n-$max.txt
      [[ -s $file ]] || GRUNDY_JVM=1 "$root/grundy" gen "$format" --cases "$n" --heaps "$max" --seed 1 >"$file" ;;
    cf-1310f)
      tag=gen; file=$work/in/$format-$n.txt
      [[ -s $file ]] || GRUNDY_JVM=1 "$root/grundy" gen "$format" --cases "$n" --seed 1 >"$file" ;;
    *) [[ -s $file ]] || "$work/bin/gen-heaps" "$format" "$n" "$max" 20261129 >"$file" ;;
  esac
  base_ms=""
  for runner in cpp "${runners[@]}"; do
    cmd=$(command_of "$runner" "$format")
    out=$work/out/$format-$n-$tag-$runner.txt
    # Correctness first: the same output as the baseline, byte for byte.
    bash -c "$cmd < '$file' > '$out'"
    if [[ $runner != cpp ]] && ! cmp -s "$out" "$work/out/$format-$n-$tag-cpp.txt"; then
      log "MISMATCH: $runner $format on $file differs from the C++ baseline"; exit 1
    fi
    measure "$format-$n-$tag-$runner" "$(runs "$n")" "$cmd < '$file' > /dev/null"
    [[ $runner == cpp ]] && { base_ms=$median_ms; base_spread=$spread; }
    [[ $runner != cpp ]] && checked+=("$format $n $tag $runner $(ratio_to "$median_ms" "$base_ms") $base_spread $spread")
    printf '%-12s %9s %-6s %-7s %11s %10s %9s\n' "$format" "$n" "$tag" "$runner" "$median_ms" "$peak_mb" "$(ratio_to "$median_ms" "$base_ms")"
  done
done

# --- the regression guard --------------------------------------------------------------------
# A row regresses when its ratio to C++ exceeds the baseline's by more than the noise measured
# in this run: the two runners' spreads (interquartile range over median) added, at least 10%.
if (( check )); then
  if (( update )); then
    { printf '# bench/e2e.sh --check baseline: format heaps values runner ratio-to-C++\n'
      printf '# %s; %s\n' "$(date -u '+%Y-%m-%d %H:%M UTC')" "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
      for row in "${checked[@]}"; do read -r f n t r ratio _ <<<"$row"; printf '%s %s %s %s %s\n' "$f" "$n" "$t" "$r" "$ratio"; done
    } >"$baseline"
    log "wrote $baseline"
    exit 0
  fi
  [[ -f $baseline ]] || { log "no $baseline: run bench/e2e.sh --check --update-baseline first"; exit 2; }
  worse=0
  printf '\n%-12s %9s %-6s %-7s %8s %8s %8s  %s\n' format heaps values runner baseline now allowed verdict
  for row in "${checked[@]}"; do
    read -r f n t r ratio s_cpp s_run <<<"$row"
    base=$(awk -v f="$f" -v n="$n" -v t="$t" -v r="$r" '$1 == f && $2 == n && $3 == t && $4 == r {print $5}' "$baseline")
    [[ -n $base ]] || { printf '%-12s %9s %-6s %-7s %8s %8s %8s  %s\n' "$f" "$n" "$t" "$r" - "$ratio" - "no baseline"; continue; }
    allowed=$(awk -v b="$base" -v a="$s_cpp" -v c="$s_run" 'BEGIN {s = a + c; if (s < 0.10) s = 0.10; printf "%.2f", b * (1 + s)}')
    verdict=$(awk -v x="$ratio" -v y="$allowed" 'BEGIN {print (x > y) ? "WORSE" : "ok"}')
    [[ $verdict == WORSE ]] && worse=1
    printf '%-12s %9s %-6s %-7s %8s %8s %8s  %s\n' "$f" "$n" "$t" "$r" "$base" "$ratio" "$allowed" "$verdict"
  done
  exit "$worse"
fi

# --- graphs ----------------------------------------------------------------------------------
# `grundy solve graph` on random graph files (gen-heaps graph: uniform edges, one in 64 a loop;
# cycles everywhere, so the generalized Sprague-Grundy labelling: wins, losses and draws) against
# graph-outcome.cpp. The timed position is three tokens on the command line, answered with
# --json --moves=none; the comparison is on the fields graph-outcome prints (graph_answer). Two
# more positions check the whole labelling before any timing: every vertex of finite value plus
# the first of infinite value (grundy must find that one infinite token, its K and the xor of all
# finite values), and every vertex of infinite value (as many infinite tokens).
graph_inputs=("10000 30000" "100000 300000" "1000000 2000000" "1000000 3000000")
graph_tokens="1 2 3"

graph_answer() { # grundy's --json answer on stdin -> the line graph-outcome prints for it
  local j='.*"grundy":([^,]*),"outcome":"([PND])"'
  sed -E -e "s/$j.*\"rule\":\"[^\"]*: ([0-9]+) components have infinite values.*/outcome=\\2 grundy=\\1 infinite=\\3/" -e t \
    -e "s/$j.*\"rule\":\"[^\"]* ([0-9]+) has an infinite value, with K = (\\{[^}]*\\})[^\"]*xor to ([0-9]+).*/outcome=\\2 grundy=\\1 infinite=1 token=\\3 K=\\4 x=\\5/" -e t \
    -e "s/$j.*\"rule\":\"[^\"]* ([0-9]+) has an infinite value, with K = (\\{[^}]*\\}).*/outcome=\\2 grundy=\\1 infinite=1 token=\\3 K=\\4/" -e t \
    -e "s/$j.*/outcome=\\2 grundy=\\1/"
}

graph_command() { # runner file tokens...: the command that answers the position on graph file
  local runner=$1 file=$2
  shift 2
  case $runner in
    cpp) echo "$work/bin/graph-outcome $file $*" ;;
    jvm) echo "env GRUNDY_JVM=1 $root/grundy solve graph --graph=$file --json --moves=none $*" ;;
    native) echo "$native solve graph --graph=$file --json --moves=none $*" ;;
  esac
}

if wants graph; then
  printf '\n%-12s %9s %9s %-7s %11s %10s %9s\n' graph vertices edges runner "median ms" "peak MB" "x C++"
  for spec in "${graph_inputs[@]}"; do
    read -r n m <<<"$spec"
    file=$work/in/graph-$n-$m.txt
    [[ -s $file ]] || "$work/bin/gen-heaps" graph "$n" "$m" 20261129 >"$file"
    for kind in finite infinite; do
      pos=$work/in/graph-$n-$m-$kind.pos
      [[ $pos -nt $file && $pos -nt $work/bin/graph-outcome ]] || "$work/bin/graph-outcome" --position=$kind "$file" >"$pos"
    done
    base_ms=""
    for runner in cpp "${runners[@]}"; do
      # Correctness first: the timed position, then the two positions of the whole labelling.
      for position in tokens finite infinite; do
        case $position in
          tokens) args=$graph_tokens ;;
          *) args="-i $work/in/graph-$n-$m-$position.pos" ;;
        esac
        [[ $position != tokens && ! -s $work/in/graph-$n-$m-$position.pos ]] && continue
        out=$work/out/graph-$n-$m-$position-$runner.txt
        # shellcheck disable=SC2086 # args is a list of words
        if [[ $runner == cpp ]]; then
          bash -c "$(graph_command cpp "$file" $args)" >"$out"
        else
          bash -c "$(graph_command "$runner" "$file" $args)" | graph_answer >"$out"
          if ! cmp -s "$out" "$work/out/graph-$n-$m-$position-cpp.txt"; then
            log "MISMATCH: $runner on $file ($position position) differs from the C++ baseline:"
            log "$(printf '  %-7s %s' "$runner:" "$(cat "$out")")"
            log "$(printf '  %-7s %s' cpp: "$(cat "$work/out/graph-$n-$m-$position-cpp.txt")")"
            exit 1
          fi
        fi
      done
      # shellcheck disable=SC2086
      measure "graph-$n-$m-$runner" "$(runs "$n")" "$(graph_command "$runner" "$file" $graph_tokens) > /dev/null"
      [[ $runner == cpp ]] && base_ms=$median_ms
      printf '%-12s %9s %9s %-7s %11s %10s %9s\n' graph "$n" "$m" "$runner" "$median_ms" "$peak_mb" "$(ratio_to "$median_ms" "$base_ms")"
    done
  done
fi

# --- start-up --------------------------------------------------------------------------------
if ! wants startup; then
  printf '%s\n' "end: $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
  exit 0
fi
printf '\n%-34s %11s\n' "start-up" "median ms"
startup() { # label command
  if (( have_hyperfine )); then
    local json=$work/out/startup.json
    hyperfine --style none --warmup 2 --runs 15 --export-json "$json" "$2" >/dev/null 2>&1
    printf '%-34s %11s\n' "$1" "$(python3 -c "import json,sys; print('%.1f' % (json.load(open(sys.argv[1]))['results'][0]['median']*1000))" "$json")"
  fi
}
startup "java -version" "java -version"
startup "grundy --version (JVM launcher)" "env GRUNDY_JVM=1 $root/grundy --version"
[[ -x $native ]] && startup "grundy --version (native)" "$native --version"
printf '2\n2 3\n' >"$work/in/acwing-891-sample.txt"
startup "judge acwing-891 sample (JVM)" "env GRUNDY_JVM=1 $root/grundy judge acwing-891 < $work/in/acwing-891-sample.txt"
[[ -x $native ]] && startup "judge acwing-891 sample (native)" "$native judge acwing-891 < $work/in/acwing-891-sample.txt"
printf '%s\n' "end: $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
exit 0
