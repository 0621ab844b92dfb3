#!/usr/bin/env bash
# Smoke test of one grundy executable: a release's native binary (on the runner that built it), the
# local native-cli/target/grundy, or bin/grundy of the JVM distribution. Runs the commands that the
# README's "Download" section shows and checks what they print.
#
#   native-cli/smoke-test.sh EXECUTABLE [VERSION]
#
# With VERSION, `grundy --version` must print exactly "grundy VERSION". Used by .ci/run and by both
# GitHub workflows; ReleaseWorkflowTest checks that the commands are the README's, word for word.
set -uo pipefail

if [[ $# -lt 1 || $# -gt 2 ]]; then
  echo "usage: $0 EXECUTABLE [VERSION]" >&2
  exit 2
fi
bin=$1
version=${2:-}
if [[ ! -f $bin ]]; then
  echo "smoke-test: no file $bin" >&2
  exit 2
fi
[[ $bin == */* ]] || bin=./$bin

# `grundy` below is the executable under test, its standard error merged into its output. Carriage
# returns are dropped: on Windows, lines printed with println end in CR LF.
grundy() {
  "$bin" "$@" 2>&1 | tr -d '\r'
}

failures=0
# check COMMAND STATUS OUTPUT PATTERN: the command exited 0 and its output matches the pattern.
check() {
  if [[ $2 -eq 0 && $3 =~ $4 ]]; then
    echo "smoke-test: ok: $1"
  else
    echo "smoke-test: FAILED: $1 (exit $2), printed:" >&2
    printf '%s\n' "$3" | sed 's/^/  | /' >&2
    printf '  expected output matching: %q\n' "$4" >&2
    failures=$((failures + 1))
  fi
}

if [[ -n $version ]]; then
  expected_version="^grundy $(printf '%s' "$version" | sed 's/[][\\.*^$+?(){}|]/\\&/g')\$"
else
  expected_version='^grundy [0-9]+\.[0-9]+\.[0-9]+[^[:space:]]*$'
fi
out=$(grundy --version)
check "grundy --version" $? "$out" "$expected_version"

out=$(grundy list)
check "grundy list" $? "$out" $'(^|\n) *nim +Nim: '

out=$(printf '3\n3 6 9\n' | grundy judge luogu-p1247)
check "printf '3\n3 6 9\n' | grundy judge luogu-p1247" $? "$out" $'^4 3\n3 6 5$'

# The commands above are those of the README's Download section (ReleaseWorkflowTest): change both.
if ((failures > 0)); then
  echo "smoke-test: $bin: $failures of 3 checks failed" >&2
  exit 1
fi
echo "smoke-test: $bin: all 3 checks passed"
