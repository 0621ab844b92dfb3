#!/usr/bin/env bash
# Ctrl-C ends `grundy table` whole: the values so far, a `stopped:` line and the summary, not a
# cut-off line. Sends SIGINT (what a terminal's Ctrl-C sends) to a long table after a second and
# checks what it printed. For the release binaries, built with a real GraalVM, on Linux and macOS
# (.github/workflows/release.yml); the native binary built with this workplace's stand-in
# toolchain ends at once on SIGINT (its exit handlers are not installed), so .ci/run does not
# run it. On the JVM: GRUNDY_JVM=1 native-cli/sigint-test.sh ./grundy.
#
#   native-cli/sigint-test.sh EXECUTABLE
set -uo pipefail

if [[ $# -ne 1 || ! -f $1 ]]; then
  echo "usage: $0 EXECUTABLE" >&2
  exit 2
fi
bin=$1
[[ $bin == */* ]] || bin=./$bin
out=$(mktemp)
trap 'rm -f "$out"' EXIT

# .6 to 5*10^7 heaps takes minutes: the signal always comes in the middle. Job control on: without
# it a script's background job starts with SIGINT ignored, and the JVM then keeps it ignored.
set -m
"$bin" table octal --code=.6 --max-table=50000001 --to=50000000 --summary >"$out" 2>&1 &
pid=$!
set +m
sleep "${SIGINT_AFTER:-2}"
kill -INT "$pid"
status=0
for _ in $(seq 100); do
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.1
done
if kill -0 "$pid" 2>/dev/null; then
  kill -KILL "$pid"
  echo "sigint-test: FAILED: $bin still ran 10 s after SIGINT" >&2
  exit 1
fi
wait "$pid" || status=$?
if grep -q '^stopped: heaps 0\.\.[0-9]* of 0\.\.50000000 written' "$out" && grep -q '^period: none proved$' "$out"; then
  echo "sigint-test: ok: SIGINT ended the table whole (exit $status)"
  exit 0
fi
echo "sigint-test: FAILED: after SIGINT (exit $status) $bin printed:" >&2
sed 's/^/  | /' "$out" >&2
exit 1
