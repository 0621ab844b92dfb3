#!/usr/bin/env bash
# Grundy sequences against the published octal solvers: whole processes of tczajka's
# `analyze` (C++), beling's `ogsolve` (Rust, methods rc2 and rc) and grundy (JVM launcher, native
# binary when built), computing the same values of the same game in the same run.
#
#   bench/sequences.sh --quick     # 2^18 and 2^20 only: about 36 minutes on 2 cores, 31 of them
#                                  # the peers on Kayles at 2^20 (135-190 s a run, 4 runs each)
#   bench/sequences.sh             # everything: Grundy's game to 2^24, .6 to 2^22, Kayles to 2^20
#                                  # (about 10 minutes more for the 2^22 rows, and 2^24 on top)
#   bench/sequences.sh --games=grundy,.6 --sizes=22      # one row of sizes only
#
# Games and sizes (heaps 0..N-1, N values):
#   grundy  Grundy's game 4!.0 (tczajka only: ogsolve has no Grundy's game)  2^18 2^20 2^22 2^24
#   .6      octal .6 (both peers; ogsolve -m rc2 and -m rc)                    2^18 2^20 2^22
#   0.77    Kayles, not stopping at its period (both peers)                   2^18 2^20
#   0.04    octal 0.04, no known period, many rare values (both peers)        2^17 2^18
#   0.06    octal 0.06, the same kind (both peers)                            2^17 2^18
#   0.8     hexadecimal 0.8 (take one, leave three heaps): no peer has          2^11 2^12
#           three-heap codes, so grundy alone, its plain engine at N^3/36 triples
#   0.167   octal 0.167, unsolved, 60 rare heaps (both peers; not by default) 2^22 2^24 2^26
#
# Options (each also as an environment variable):
#   --quick              only sizes up to 2^20                                    (SEQ_QUICK=1)
#   --games=LIST         a subset of grundy,.6,0.77,0.04,0.06,0.8 (kayles = 0.77)  (SEQ_GAMES)
#   --sizes=LIST         replaces every selected game's sizes: exponents k for 2^k,
#                        or plain counts above 64, e.g. 10,12 for a dry run         (SEQ_SIZES)
#   --programs=LIST      a subset of tczajka,ogsolve-rc2,ogsolve-rc,grundy-jvm,grundy-native,
#                        grundy-native-t1,grundy-native-tall (--threads=1 and
#                        --threads=$(nproc); grundy-native: every core, by default)  (SEQ_PROGRAMS)
#   --runs=R             timed runs per program and size, default 3 (at least 1)    (SEQ_RUNS)
#   --build-native       build native-cli/target/grundy first (build-native.sh, ~4 minutes);
#                        by default the binary is used when it exists               (SEQ_BUILD_NATIVE=1)
#   --rebuild-peers      build the peers even when their bin/ is up to date         (SEQ_REBUILD_PEERS=1)
#   PEERS_DIR            the peers' directory (default ../shared/peers beside the repository)
#
# The peers come from PEERS_DIR: its build.sh is run there when the directory has write bits;
# when it has none (shared/ is laid read-only) its bin/ is used as it is, or, when bin/ lacks a
# binary or with --rebuild-peers, build.sh runs on a copy in bench/target/peers (ignored by git:
# nothing of the peers is ever put into the repository).
#
# For every game and size each program runs once with its output kept and its peak memory
# measured (/usr/bin/time); all must agree on the checksum (Fletcher over heaps 0..N-1, the same
# formula everywhere), on G[N-1] where printed, on the largest value and its first heap where
# printed, and on the share of P-positions: any difference stops the script with exit 1. Then
# each program is timed with hyperfine (installed with apt-get when missing and we are root; else
# /usr/bin/time loops), median of --runs runs. Prints one table with the ratio of each median to
# the best peer's median of the same row and the growth factor per doubling of N (against the
# previous size of the same game and program in this run: (t(N)/t(M))^(1/log2(N/M))).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$root/bench/target/sequences

quick=${SEQ_QUICK:-0}
games_opt=${SEQ_GAMES:-grundy,.6,0.77,0.04,0.06,0.8}
sizes_opt=${SEQ_SIZES:-}
programs_opt=${SEQ_PROGRAMS:-tczajka,ogsolve-rc2,ogsolve-rc,grundy-jvm,grundy-native}
runs=${SEQ_RUNS:-3}
build_native=${SEQ_BUILD_NATIVE:-0}
rebuild_peers=${SEQ_REBUILD_PEERS:-0}
peers_dir=${PEERS_DIR:-$root/../shared/peers}

log() { printf '%s\n' "$*" >&2; }
die() { log "sequences: $*"; exit 2; }

for arg in "$@"; do
  case $arg in
    --quick) quick=1 ;;
    --games=*) games_opt=${arg#*=} ;;
    --sizes=*) sizes_opt=${arg#*=} ;;
    --programs=*) programs_opt=${arg#*=} ;;
    --runs=*) runs=${arg#*=} ;;
    --build-native) build_native=1 ;;
    --rebuild-peers) rebuild_peers=1 ;;
    -h | --help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument '$arg' (see --help)" ;;
  esac
done
[[ $runs =~ ^[1-9][0-9]*$ ]] || die "--runs must be a positive number, not '$runs'"

rm -rf "$work/out"
mkdir -p "$work/out"

# --- the games -------------------------------------------------------------------------------
# key | label | tczajka's name | ogsolve's code ("" = not supported) | grundy's spec | sizes (log2)
game_rows=(
  "grundy|4!.0|grundy||grundy-game|18 20 22 24"
  ".6|.6|.6|.6|octal --code=.6|18 20 22"
  "0.77|0.77|0.77|0.77|kayles|18 20"
  "0.04|0.04|0.04|0.04|octal --code=0.04|17 18"
  "0.06|0.06|0.06|0.06|octal --code=0.06|17 18"
  "0.8|0.8|||octal --code=0.8|11 12"
  "0.167|0.167|0.167|0.167|octal --code=0.167|22 24 26"
)
selected_games=()
IFS=, read -r -a wanted_games <<<"$games_opt"
for g in "${wanted_games[@]}"; do
  case $g in
    grundy | 4!.0 | grundy-game) g=grundy ;;
    .6 | 0.6) g=.6 ;;
    0.77 | .77 | kayles) g=0.77 ;;
    0.04 | .04) g=0.04 ;;
    0.06 | .06) g=0.06 ;;
    0.8 | .8) g=0.8 ;;
    0.167 | .167) g=0.167 ;;
    *) die "unknown game '$g' (grundy, .6, 0.77, 0.04, 0.06, 0.8, 0.167)" ;;
  esac
  selected_games+=("$g")
done
all_programs=(tczajka ogsolve-rc2 ogsolve-rc grundy-jvm grundy-native grundy-native-t1 grundy-native-tall)
IFS=, read -r -a wanted_programs <<<"$programs_opt"
for p in "${wanted_programs[@]}"; do
  [[ " ${all_programs[*]} " == *" $p "* ]] || die "unknown program '$p' (${all_programs[*]})"
done
wants() { [[ ",$programs_opt," == *",$1,"* ]]; }

count_of() { # 18 -> 262144; 1000 -> 1000
  if (( $1 <= 62 )); then echo $((1 << $1)); else echo "$1"; fi
}
label_of() { # 262144 -> 2^18; 1000 -> 1000
  local n=$1 k=0
  while (( (1 << k) < n )); do k=$((k + 1)); done
  if (( (1 << k) == n )); then echo "2^$k"; else echo "$n"; fi
}

# --- tools -----------------------------------------------------------------------------------
if ! command -v hyperfine >/dev/null 2>&1; then
  if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null 2>&1; then
    log "installing hyperfine (Debian package) ..."
    apt-get install -y -qq hyperfine >/dev/null 2>&1 || { apt-get update -qq >/dev/null && apt-get install -y -qq hyperfine >/dev/null; } || true
  fi
fi
have_hyperfine=0
command -v hyperfine >/dev/null 2>&1 && have_hyperfine=1
(( have_hyperfine )) || log "hyperfine not found: timing with /usr/bin/time loops"
[[ -x /usr/bin/time ]] || die "need /usr/bin/time (Debian package 'time') for peak memory"
command -v python3 >/dev/null 2>&1 || (( ! have_hyperfine )) || die "need python3 to read hyperfine's JSON"

# --- the peers -------------------------------------------------------------------------------
peer_bin=
peers_up_to_date() { # dir: bin/ has both binaries and no source, patch or build.sh is newer
  [[ -x $1/bin/tczajka-analyze-n && -x $1/bin/ogsolve ]] || return 1
  local t newer
  for t in "$1/bin/tczajka-analyze-n" "$1/bin/ogsolve"; do
    newer=$(find "$1/src" "$1/patches" "$1/build.sh" -newer "$t" -print -quit 2>/dev/null)
    [[ -z $newer ]] || return 1
  done
}
build_peers_in() { # dir
  log "building the peers: $1/build.sh (log in $work/peers-build.log) ..."
  if ! bash "$1/build.sh" >"$work/peers-build.log" 2>&1; then
    log "$(grep -h 'ERROR' "$work/peers-build.log" || tail -n 5 "$work/peers-build.log")"
    log "sequences: build.sh in $1 finished with errors; using what it built"
  fi
}
if [[ -f $peers_dir/build.sh ]]; then
  peers_dir=$(cd "$peers_dir" && pwd)
  # Write bits, not access(2): root may write anywhere, but a directory laid without write bits
  # (shared/ in CI) is not ours to build into.
  writable=0
  [[ -w $peers_dir && -n $(find "$peers_dir" -maxdepth 0 -perm -u+w) ]] && writable=1
  if (( writable )); then
    build_peers_in "$peers_dir"
    peer_bin=$peers_dir/bin
  elif (( ! rebuild_peers )) && [[ -x $peers_dir/bin/tczajka-analyze-n && -x $peers_dir/bin/ogsolve ]]; then
    # Laid without write bits, as a copy: the binaries came with the sources (their times say
    # nothing, the copy gave every file about the same one).
    peer_bin=$peers_dir/bin
    log "peers: $peers_dir has no write bits; using its bin/ as it is (--rebuild-peers builds a copy)"
  else
    copy=$root/bench/target/peers
    if (( rebuild_peers )) || ! peers_up_to_date "$copy"; then
      log "peers: $peers_dir has no write bits; building a copy in $copy"
      rm -rf "$copy"
      mkdir -p "$copy"
      cp -R "$peers_dir/src" "$peers_dir/patches" "$peers_dir/build.sh" "$copy/"
      chmod -R u+w "$copy"
      build_peers_in "$copy"
    fi
    peer_bin=$copy/bin
    log "peers: using $peer_bin"
  fi
  # The smoke check of build.sh, on the binaries we are about to time: Dawson's Kayles heaps 0..999.
  for b in tczajka-analyze-n ogsolve; do [[ -x $peer_bin/$b ]] || log "peers: $peer_bin/$b missing: not timed"; done
  if [[ -x $peer_bin/tczajka-analyze-n ]]; then
    c=$("$peer_bin/tczajka-analyze-n" -n 1000 --no-stop 0.07 | sed -n 's/^done .*checksum=//p')
    [[ $c == 5B70A61 ]] || { log "MISMATCH: tczajka-analyze-n 0.07 heaps 0..999 gives checksum '$c', not 5B70A61"; exit 1; }
  fi
  if [[ -x $peer_bin/ogsolve ]]; then
    c=$("$peer_bin/ogsolve" 0.07 -n 999 -m rc2 | sed -n 's/.*checksum: //p')
    [[ $c == 5B70A61 ]] || { log "MISMATCH: ogsolve 0.07 heaps 0..999 gives checksum '$c', not 5B70A61"; exit 1; }
  fi
else
  log "peers: no build.sh in $peers_dir (set PEERS_DIR): only grundy is timed"
fi

# --- grundy ----------------------------------------------------------------------------------
native=$root/native-cli/target/grundy
if (( build_native )) && wants grundy-native; then
  log "building the native binary (native-cli/build-native.sh, a few minutes; log in $work/native-build.log) ..."
  "$root/native-cli/build-native.sh" >"$work/native-build.log" 2>&1 || die "build-native.sh failed; see $work/native-build.log"
fi
if [[ -x $native ]] && wants grundy-native; then
  newer=$(find "$root/pom.xml" "$root"/{core,variants,native-cli}/src/main -type f -newer "$native" -print -quit 2>/dev/null)
  [[ -z $newer ]] || log "warning: $native is older than $newer (timed all the same; --build-native rebuilds it)"
fi
# The launcher builds the jar when needed, and then trains its start-up archive in the
# background: do both now, and wait for the training, so that neither lands in a timing.
if wants grundy-jvm; then
  GRUNDY_JVM=1 "$root/grundy" --version >/dev/null
  for _ in $(seq 120); do
    compgen -G "$root/native-cli/target/jvm-cache/*.lock" >/dev/null || break
    sleep 0.5
  done
fi

# --- one program on one game -----------------------------------------------------------------
command_of() { # program game-row n -> the command line, or nothing when the program lacks the game
  local IFS='|'
  read -r _ _ tcz ogs spec _ <<<"$2"
  local n=$3
  case $1 in
    tczajka)
      [[ -n $peer_bin && -x $peer_bin/tczajka-analyze-n && -n $tcz ]] || return 0
      local stop=""
      [[ $tcz == 0.77 ]] && stop=" --no-stop"
      echo "$peer_bin/tczajka-analyze-n -n $n$stop $tcz" ;;
    ogsolve-rc2 | ogsolve-rc)
      [[ -n $peer_bin && -x $peer_bin/ogsolve && -n $ogs ]] || return 0
      echo "$peer_bin/ogsolve $ogs -n $((n - 1)) -m ${1#ogsolve-}" ;;
    grundy-jvm)
      echo "env GRUNDY_JVM=1 $root/grundy table $spec --max-table=$n --to=$((n - 1)) --summary" ;;
    grundy-native)
      [[ -x $native ]] || return 0
      echo "$native table $spec --max-table=$n --to=$((n - 1)) --summary" ;;
    grundy-native-t1 | grundy-native-tall)
      # One thread (the engine of a table in memory before threads) or every core, said outright
      # (octal codes of at most two heaps; grundy-native takes every core by default too).
      [[ -x $native && $spec != *0.8 ]] || return 0
      local t=1
      [[ $1 == grundy-native-tall ]] && t=$(nproc)
      echo "$native table $spec --max-table=$n --threads=$t --to=$((n - 1)) --summary" ;;
  esac
}

# Reads a program's output into: r_sum (checksum, upper-case hex without leading zeros),
# r_last (G[N-1] or ""), r_max / r_at (largest value and its first heap, or ""), r_p (P-positions
# in percent of N, or ""), r_note. Fails when the output does not cover heaps 0..N-1.
parse_output() { # program n file
  local prog=$1 n=$2 f=$3 line
  r_sum="" r_last="" r_max="" r_at="" r_p="" r_note=""
  case $prog in
    tczajka)
      line=$(grep -E '^done count=' "$f" || true)
      [[ $line =~ ^done\ count=([0-9]+)\ G\[[0-9]+\]=([0-9]+)\ checksum=([0-9A-Fa-f]+) ]] || return 1
      (( BASH_REMATCH[1] == n )) || { log "tczajka stopped at count ${BASH_REMATCH[1]}, not $n"; return 1; }
      r_last=${BASH_REMATCH[2]} r_sum=${BASH_REMATCH[3]}
      # The largest value so far is printed at every power of two of the count.
      line=$(grep -E "^n=2\^[0-9]+ largest" "$f" | tail -n 1 || true)
      if [[ $(label_of "$n") == "2^"* && $line =~ ^n=2\^([0-9]+)\ largest\ G\[([0-9]+)\]=([0-9]+) ]] \
          && (( (1 << BASH_REMATCH[1]) == n )); then
        r_at=${BASH_REMATCH[2]} r_max=${BASH_REMATCH[3]}
      fi
      grep -q '^Found period' "$f" && r_note="$(sed -n 's/^Found period start=\([0-9]*\) period=\([0-9]*\).*/period \2 from \1 (--no-stop)/p' "$f" | head -n 1)" ;;
    ogsolve-*)
      line=$(grep -E '^ nimber of ' "$f" || true)
      [[ $line =~ nimber\ of\ ([0-9]+):\ ([0-9]+)\ +losing\ positions:\ ([0-9.]+)%\ +checksum:\ ([0-9A-Fa-f]+) ]] || return 1
      (( BASH_REMATCH[1] == n - 1 )) || return 1
      r_last=${BASH_REMATCH[2]} r_p=${BASH_REMATCH[3]} r_sum=${BASH_REMATCH[4]}
      grep -q 'found period' "$f" && r_note="$(sed -n 's/^ found period of length \([0-9]*\) and pre-period \([0-9]*\).*/period \1 from \2 (after the run)/p' "$f" | head -n 1)" ;;
    grundy-*)
      line=$(grep -E '^heaps 0\.\.' "$f" || true)
      [[ $line =~ ^heaps\ 0\.\.([0-9]+):\ largest\ value\ ([0-9]+)\ at\ heap\ ([0-9]+)\;\ ([0-9]+)\ P-positions?\;\ checksum\ ([0-9A-Fa-f]+) ]] || return 1
      (( BASH_REMATCH[1] == n - 1 )) || return 1
      r_max=${BASH_REMATCH[2]} r_at=${BASH_REMATCH[3]} r_sum=${BASH_REMATCH[5]}
      r_p=$(awk -v z="${BASH_REMATCH[4]}" -v n="$n" 'BEGIN {printf "%.4f", 100 * z / n}')
      if grep -q '^period proved' "$f"; then
        r_note=$(sed -n 's/^period proved: preperiod \([0-9]*\), period \([0-9]*\).*/period \2 from \1 proved: the rest read from it/p' "$f" | head -n 1)
      fi ;;
  esac
  r_sum=$(printf '%X' "0x$r_sum")
}

median_of() { sort -g | awk '{a[NR]=$1} END {if (NR % 2) printf "%.3f", a[(NR+1)/2]; else printf "%.3f", (a[NR/2]+a[NR/2+1])/2}'; }

time_it() { # command -> median seconds over $runs runs
  local cmd=$1 json=$2
  if (( have_hyperfine )); then
    hyperfine --style none --runs "$runs" --export-json "$json" "$cmd" >/dev/null 2>&1 \
      || { log "hyperfine failed on: $cmd"; return 1; }
    python3 -c "import json,sys; print('%.3f' % json.load(open(sys.argv[1]))['results'][0]['median'])" "$json"
  else
    local times=()
    for _ in $(seq "$runs"); do
      times+=("$(/usr/bin/time -f %e bash -c "$cmd > /dev/null" 2>&1 >/dev/null | tail -n 1)")
    done
    printf '%s\n' "${times[@]}" | median_of
  fi
}

label_of_program() { # tczajka -> tczajka, ogsolve-rc2 -> ogsolve rc2, grundy-jvm -> grundy jvm
  echo "${1/-/ }"
}

# --- run -------------------------------------------------------------------------------------
results=$work/results.tsv
printf 'game\tN\tprogram\tmedian_s\tcheck_wall_s\tcheck_user_s\tcheck_sys_s\tpeak_kb\tchecksum\tlast\tnote\tcommand\n' >"$results"
table=$work/table.txt
declare -A prev_n prev_t
{
  printf '%s\n' "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(java -version 2>&1 | head -n 1)"
  printf '%s\n' "start: $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $runs timed runs each ($( (( have_hyperfine )) && echo hyperfine || echo '/usr/bin/time loop'))"
  printf '%-6s %6s %-14s %10s %9s %9s %9s  %s\n' game N program "median s" "peak MB" "x best" "x/doubl." note
} | tee "$table"
for key in "${selected_games[@]}"; do
  row=
  for r in "${game_rows[@]}"; do [[ ${r%%|*} == "$key" ]] && row=$r; done
  IFS='|' read -r _ glabel _ _ _ gsizes <<<"$row"
  if [[ -n $sizes_opt ]]; then sizes=${sizes_opt//,/ }; else sizes=$gsizes; fi
  for s in $sizes; do
    [[ $s =~ ^[0-9]+$ ]] || die "bad size '$s'"
    n=$(count_of "$s")
    (( quick && n > (1 << 20) )) && continue
    nl=$(label_of "$n")
    ref_prog="" ref_sum="" ref_last="" ref_max="" ref_at="" ref_p=""
    progs=() medians=() peaks=() notes=()
    for prog in "${all_programs[@]}"; do
      wants "$prog" || continue
      cmd=$(command_of "$prog" "$row" "$n")
      [[ -n $cmd ]] || continue
      tag=${key/#./0.}-$n-$prog   # .6 -> 0.6: no hidden files
      out=$work/out/$tag.txt
      log "[$glabel $nl] $prog: $cmd"
      # Correctness first, and peak memory on the same run.
      if ! /usr/bin/time -f '%e %U %S %M' -o "$work/out/$tag.time" bash -c "$cmd > '$out' 2> '$work/out/$tag.err'"; then
        log "FAILED: $prog on $glabel $nl (exit status; see $out and $work/out/$tag.err)"; exit 1
      fi
      read -r cw cu cs peak_kb <"$work/out/$tag.time"
      parse_output "$prog" "$n" "$out" || { log "FAILED: cannot read the result of $prog from $out"; exit 1; }
      # Every program against the first one of the row, on everything both print.
      if [[ -z $ref_prog ]]; then
        ref_prog=$prog ref_sum=$r_sum ref_last=$r_last ref_max=$r_max ref_at=$r_at ref_p=$r_p
      else
        [[ $r_sum == "$ref_sum" ]] || { log "MISMATCH on $glabel $nl: $prog checksum $r_sum, $ref_prog $ref_sum"; exit 1; }
        if [[ -n $r_last && -n $ref_last && $r_last != "$ref_last" ]]; then
          log "MISMATCH on $glabel $nl: $prog G[N-1]=$r_last, $ref_prog $ref_last"; exit 1
        fi
        if [[ -n $r_max && -n $ref_max && "$r_max@$r_at" != "$ref_max@$ref_at" ]]; then
          log "MISMATCH on $glabel $nl: $prog largest value $r_max at $r_at, $ref_prog $ref_max at $ref_at"; exit 1
        fi
        if [[ -n $r_p && -n $ref_p ]] && ! awk -v a="$r_p" -v b="$ref_p" 'BEGIN {d = a - b; exit !(d < 0.006 && d > -0.006)}'; then
          log "MISMATCH on $glabel $nl: $prog P-positions $r_p%, $ref_prog $ref_p%"; exit 1
        fi
        # Whoever printed them first becomes the reference for the others.
        [[ -z $ref_last ]] && ref_last=$r_last
        [[ -z $ref_max ]] && ref_max=$r_max ref_at=$r_at
        [[ -z $ref_p ]] && ref_p=$r_p
      fi
      median=$(time_it "$cmd" "$work/out/$tag.json") || exit 1
      progs+=("$prog") medians+=("$median") peaks+=("$peak_kb") notes+=("$r_note")
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$glabel" "$n" "$prog" "$median" "$cw" "$cu" "$cs" "$peak_kb" "$r_sum" "$r_last" "$r_note" "$cmd" >>"$results"
    done
    log "[$glabel $nl] all agree: checksum $ref_sum${ref_last:+, G[N-1]=$ref_last}${ref_max:+, largest $ref_max at $ref_at}"
    best=""
    for i in "${!progs[@]}"; do
      case ${progs[i]} in
        tczajka | ogsolve-*)
          if [[ -z $best ]] || awk -v a="${medians[i]}" -v b="$best" 'BEGIN {exit !(a < b)}'; then best=${medians[i]}; fi ;;
      esac
    done
    for i in "${!progs[@]}"; do
      p=${progs[i]} t=${medians[i]}
      ratio=-
      [[ -n $best ]] && ratio=$(awk -v a="$t" -v b="$best" 'BEGIN {if (b <= 0) print "-"; else if (a / b < 0.1) printf "%.4f", a / b; else printf "%.2f", a / b}')
      growth=-
      if [[ -n ${prev_n[$key/$p]:-} ]] && (( prev_n[$key/$p] < n )); then
        growth=$(awk -v t="$t" -v u="${prev_t[$key/$p]}" -v n="$n" -v m="${prev_n[$key/$p]}" \
          'BEGIN {if (u <= 0) print "-"; else printf "%.2f", exp(log(t / u) / (log(n / m) / log(2)))}')
      fi
      prev_n[$key/$p]=$n prev_t[$key/$p]=$t
      printf '%-6s %6s %-14s %10s %9.1f %9s %9s  %s\n' "$glabel" "$nl" "$(label_of_program "$p")" "$t" \
        "$(awk -v k="${peaks[i]}" 'BEGIN {print k / 1024}')" "$ratio" "$growth" "${notes[i]}" | tee -a "$table"
    done
  done
done
printf '%s\n' "end: $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$table"
log "table in $table, every run in $results, outputs in $work/out"
exit 0
