#!/usr/bin/env bash
# Builds the native binary native-cli/target/grundy with GraalVM native-image and runs the
# acceptance cases against it: ./mvnw -B -Pnative -pl native-cli -am verify [extra Maven args].
#
# native-image comes from, in this order:
#   1. GRAALVM_HOME, if it has bin/native-image (bin/native-image.cmd on Windows);
#   2. native-image on the PATH (GRAALVM_HOME is set to the GraalVM it belongs to);
#   3. ../shared/tools/native-image/setup.sh beside the repository (machines that cannot download
#      GraalVM: it assembles an equivalent toolchain from Maven Central; the first run takes 1-2
#      minutes, later ones a fraction of a second).
#
# The same script builds the release binaries on GitHub (.github/workflows/release.yml), with a
# GraalVM from graalvm/setup-graalvm, on Linux, macOS and Windows (Git Bash; there the launcher is
# bin/native-image.cmd and the binary target/grundy.exe).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
setup="$root/../shared/tools/native-image/setup.sh"

# True when GraalVM home $1 has a native-image launcher (on Windows a .cmd, and the home a C:\ path).
has_native_image() {
  local home=$1
  [[ -n $home ]] || return 1
  if [[ $home == *\\* ]] && command -v cygpath >/dev/null; then
    home=$(cygpath -u "$home")
  fi
  [[ -x $home/bin/native-image || -f $home/bin/native-image.cmd ]]
}

if has_native_image "${GRAALVM_HOME:-}"; then
  echo "build-native: native-image of GRAALVM_HOME=$GRAALVM_HOME" >&2
elif ni=$(command -v native-image); then
  # bin/native-image of a GraalVM, often reached through a symbolic link (alternatives, sdkman).
  GRAALVM_HOME=$(cd "$(dirname "$(readlink -f "$ni")")/.." && pwd)
  export GRAALVM_HOME
  echo "build-native: native-image on the PATH ($ni), GRAALVM_HOME=$GRAALVM_HOME" >&2
elif [[ -f $setup ]]; then
  echo "build-native: no GraalVM found; assembling the native-image toolchain with $setup" >&2
  # setup.sh prints only the toolchain directory on stdout; its log goes to stderr.
  # Run through bash: CI's copy of shared/ may not keep the execute bit.
  GRAALVM_HOME=$(bash "$setup")
  export GRAALVM_HOME
  echo "build-native: GRAALVM_HOME=$GRAALVM_HOME" >&2
else
  cat >&2 <<MSG
build-native: no native-image found. Either
  - install GraalVM for JDK 25 and set GRAALVM_HOME to it (or put its bin/ on the PATH), or
  - put the shared tools beside this repository, so that $setup exists
    (it assembles an equivalent native-image toolchain from Maven Central).
MSG
  exit 1
fi

cd "$root"
extra=()
static=$GRAALVM_HOME/lib/static/linux-amd64/glibc
if [[ -d $static && ! -f $static/libextnet.a ]]; then
  # A toolchain without the JDK's libextnet (the one setup.sh assembles): the socket options'
  # stand-ins of src/main/native/extnet-stub.c, linked in (grundy serve's server socket needs them).
  mkdir -p native-cli/target/native-stub
  gcc -c -O2 -fPIC -o native-cli/target/native-stub/extnet-stub.o native-cli/src/main/native/extnet-stub.c
  echo "build-native: no libextnet.a in $static; linking native-cli/src/main/native/extnet-stub.c" >&2
  extra+=("-Dnative.extnetStub=$root/native-cli/target/native-stub/extnet-stub.o")
fi
exec ./mvnw -B -Pnative -pl native-cli -am verify ${extra[@]+"${extra[@]}"} "$@"
