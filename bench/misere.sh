#!/usr/bin/env bash
# Misère quotients against Siegel's MisereSolver: whole processes of the MisereSolver peer
# (bin/misere-solver, CGSuite's sources, on the JVM) and grundy (JVM launcher, native binary when
# built) computing the quotient of the same octal code over the same heaps, in the same run.
#
#   bench/misere.sh                          # the default rows: 0.77 to heap 300, 0.07 to heap 30
#   bench/misere.sh --rows=0.07:33 --runs=1  # other rows: CODE:MAXHEAP, comma-separated
#
# Options (each also as an environment variable):
#   --rows=LIST       CODE:MAXHEAP pairs, e.g. 0.77:300,0.07:30                  (MIS_ROWS)
#   --programs=LIST   a subset of misere-solver,grundy-jvm,grundy-native        (MIS_PROGRAMS)
#   --runs=R          timed runs per program and row, default 3                 (MIS_RUNS)
#   --timeout=SEC     each run's limit, default 900 (a program past it is
#                     reported as stopped, not timed)                           (MIS_TIMEOUT)
#   PEERS_DIR         the peers' directory (default ../shared/peers beside the repository)
#
# Every program runs once with its output kept and its peak memory measured (/usr/bin/time):
# all must print the same presentation of the quotient (generators, relations and P, as both
# write it), so the same |Q| and |P|; any difference stops the script with exit 1. Then each is
# timed with hyperfine (or /usr/bin/time loops without it), median of --runs runs. Prints one
# table with the ratio of each median to MisereSolver's in the same row.
#
# grundy runs `table octal --code=CODE --misere --quotient --to=MAXHEAP` (heaps 0..MAXHEAP);
# MisereSolver `misere-solver -q CODE MAXHEAP` (heaps 1..MAXHEAP; heap 0 adds nothing).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$root/bench/target/misere

rows_opt=${MIS_ROWS:-0.77:300,0.07:30}
programs_opt=${MIS_PROGRAMS:-misere-solver,grundy-jvm,grundy-native}
runs=${MIS_RUNS:-3}
limit=${MIS_TIMEOUT:-900}
peers_dir=${PEERS_DIR:-$root/../shared/peers}

log() { printf '%s\n' "$*" >&2; }
die() { log "misere: $*"; exit 2; }

for arg in "$@"; do
  case $arg in
    --rows=*) rows_opt=${arg#*=} ;;
    --programs=*) programs_opt=${arg#*=} ;;
    --runs=*) runs=${arg#*=} ;;
    --timeout=*) limit=${arg#*=} ;;
    -h | --help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument '$arg' (see --help)" ;;
  esac
done
[[ $runs =~ ^[1-9][0-9]*$ ]] || die "--runs must be a positive number, not '$runs'"
[[ $limit =~ ^[1-9][0-9]*$ ]] || die "--timeout must be a positive number of seconds, not '$limit'"
IFS=, read -r -a rows <<<"$rows_opt"
for r in "${rows[@]}"; do
  [[ $r =~ ^[0-9A-Fa-f]*\.[0-9A-Fa-f]+:[1-9][0-9]*$ ]] || die "a row is CODE:MAXHEAP, e.g. 0.07:30, not '$r'"
done
IFS=, read -r -a programs <<<"$programs_opt"
for p in "${programs[@]}"; do
  [[ $p == misere-solver || $p == grundy-jvm || $p == grundy-native ]] \
    || die "unknown program '$p' (misere-solver, grundy-jvm, grundy-native)"
done
[[ -x /usr/bin/time ]] || die "need /usr/bin/time (Debian package 'time') for peak memory"
have_hyperfine=0
command -v hyperfine >/dev/null 2>&1 && command -v python3 >/dev/null 2>&1 && have_hyperfine=1
(( have_hyperfine )) || log "hyperfine (or python3) not found: timing with /usr/bin/time loops"

solver=$peers_dir/bin/misere-solver
if [[ " ${programs[*]} " == *" misere-solver "* && ! -x $solver ]]; then
  [[ -f $peers_dir/build.sh && -w $peers_dir ]] || die "no $solver, and $peers_dir cannot be built into"
  log "building the peers ($peers_dir/build.sh) ..."
  bash "$peers_dir/build.sh" >"$work-peers-build.log" 2>&1 || true
  [[ -x $solver ]] || die "$peers_dir/build.sh did not build bin/misere-solver (see $work-peers-build.log)"
fi
native=$root/native-cli/target/grundy
if [[ " ${programs[*]} " == *" grundy-jvm "* ]]; then
  # The launcher builds the jar when the sources changed: now, not in a timing.
  GRUNDY_JVM=1 "$root/grundy" --version >/dev/null
fi

command_of() { # program code maxheap -> the command, or nothing when the program is not there
  case $1 in
    misere-solver) echo "$solver -q --timeout $limit $2 $3" ;;
    grundy-jvm) echo "env GRUNDY_JVM=1 $root/grundy table octal --code=$2 --misere --quotient --to=$3 --timeout=$limit" ;;
    grundy-native) [[ -x $native ]] && echo "$native table octal --code=$2 --misere --quotient --to=$3 --timeout=$limit" ;;
  esac
}

presentation_of() { # program file -> the presentation "Q = <...>; P = {...}"
  case $1 in
    misere-solver) sed -n 's/.* presentation=//p' "$2" | head -n 1 ;;
    *) grep -m1 '^Q = <' "$2" || true ;;
  esac
}

time_it() { # command json -> median seconds
  if (( have_hyperfine )); then
    hyperfine --style none --runs "$runs" --export-json "$2" "$1" >/dev/null 2>&1 || return 1
    python3 -c "import json,sys; print('%.3f' % json.load(open(sys.argv[1]))['results'][0]['median'])" "$2"
  else
    for _ in $(seq "$runs"); do
      /usr/bin/time -f %e bash -c "$1 > /dev/null" 2>&1 >/dev/null | tail -n 1
    done | sort -g | awk '{a[NR]=$1} END {printf "%.3f", a[int((NR+1)/2)]}'
  fi
}

rm -rf "$work"
mkdir -p "$work"
table=$work/table.txt
{
  echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(java -version 2>&1 | head -n 1)"
  echo "start: $(date -u '+%Y-%m-%d %H:%M') UTC, load average $(cut -d' ' -f1-3 /proc/loadavg), $runs timed runs each"
  printf '%-6s %5s %-14s %10s %9s %9s %6s %5s\n' code heaps program "median s" "peak MB" "x solver" "|Q|" "|P|"
} | tee "$table"
for row in "${rows[@]}"; do
  code=${row%%:*} n=${row##*:}
  expected="" solver_t=""
  for p in "${programs[@]}"; do
    cmd=$(command_of "$p" "$code" "$n") || true
    [[ -n $cmd ]] || { log "[$code $n] $p: not available, skipped"; continue; }
    log "[$code $n] $p: $cmd"
    out=$work/$p-$code-$n.txt
    status=0
    /usr/bin/time -f '%M' -o "$out.mem" timeout "$((limit + 60))" bash -c "$cmd" >"$out" 2>"$out.err" || status=$?
    # time(1) writes "Command exited with non-zero status N" before the size when the program fails.
    peak=$(tail -n 1 "$out.mem" 2>/dev/null | awk '{printf "%.1f", $1 / 1024}')
    got=$(presentation_of "$p" "$out")
    if [[ $status -ne 0 || -z $got ]]; then
      # A program stopped by its --timeout writes the quotient of the heaps it finished: not this row's.
      printf '%-6s %5s %-14s %10s %9s %9s %6s %5s  %s\n' "$code" "$n" "${p/-/ }" "-" "${peak:-?}" "-" "-" "-" \
        "stopped or failed, exit $status (see $out.err)" | tee -a "$table"
      continue
    fi
    if [[ -z $expected ]]; then
      expected=$got
    elif [[ $got != "$expected" ]]; then
      log "MISMATCH on $code to heap $n: $p prints"
      log "  $got"
      log "where the first program printed"
      log "  $expected"
      exit 1
    fi
    q=$(grep -o '|Q| \{0,1\}= \{0,1\}[0-9]*' "$out" | head -n 1 | grep -o '[0-9]*$')
    pp=$(grep -o '|P| \{0,1\}= \{0,1\}[0-9]*' "$out" | head -n 1 | grep -o '[0-9]*$')
    t=$(time_it "$cmd" "$work/$p-$code-$n.json") || t=""
    ratio="-"
    [[ $p == misere-solver ]] && solver_t=$t
    [[ -n $t && -n $solver_t ]] && ratio=$(awk -v a="$t" -v b="$solver_t" 'BEGIN {if (b > 0) printf "%.2f", a / b; else print "-"}')
    printf '%-6s %5s %-14s %10s %9s %9s %6s %5s\n' "$code" "$n" "${p/-/ }" "${t:--}" "$peak" "$ratio" "$q" "$pp" \
      | tee -a "$table"
  done
done
echo "end: $(date -u '+%Y-%m-%d %H:%M') UTC, load average $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$table"
log "table in $table, outputs in $work"
