# grundy's rule for the JVM options of a command line, kept in one place: the JVM distribution's
# bin/grundy (POSIX sh) and the checkout's ./grundy (bash) both source this file. Not a command.
# POSIX sh and builtins only, and safe under set -eu: the checkout launcher's warm start must stay
# free of extra processes. JvmLauncherTest runs one table of cases through both launchers.
#
# grundy_jvm_options ARG... sets grundy_options to the options for the command line ARG..., words
# separated by spaces (no option holds one). The launchers put GRUNDY_JAVA_OPTS after them, so an
# option named there too wins (the JVM takes the last). Returns 2, having said why, when
# GRUNDY_MAX_MEMORY is not a size.

grundy_jvm_options() {
  # The JIT by what the command will do: a one-line answer through the command-line parser starts
  # faster with the quick compiler alone (-XX:TieredStopAtLevel=1: solve nim 1 2 3 in 428 ms
  # against 507 with every tier); long arithmetic pays for the optimising one (a plugin's
  # 5*10^5-heap table: 6.9 s with the quick compiler alone, 1.8 s with every tier). Every tier for
  # table, judge, gen and survey (they read or write whole inputs; judge on a one-line input takes
  # 111 ms either way, on hdu-2176's 10^6 heaps 277 ms against 326), for plugins, misere play
  # (quotients), graphs (a 10^6-vertex file: 1.6 s against 2.5), the limits that ask for large
  # work, and any number of six digits or more (heaps, --to=).
  _grundy_jit=-XX:TieredStopAtLevel=1
  if [ -n "${GRUNDY_PLUGINS:-}" ]; then
    _grundy_jit=
  fi
  _grundy_gc=
  _grundy_command=
  for _grundy_arg in "$@"; do
    case $_grundy_arg in
      -*) ;;
      *) [ -n "$_grundy_command" ] || _grundy_command=$_grundy_arg ;;
    esac
    case $_grundy_arg in
      --plugins | --plugins=* | --misere | --max-table* | --max-positions* | --max-quotient* | --no-stop | graph)
        _grundy_jit= ;;
      *[0-9][0-9][0-9][0-9][0-9][0-9]*)
        _grundy_jit= ;;
      --quotient)
        # A misere quotient makes large short-lived arrays (each candidate's walk and reduction)
        # and keeps a few MB: G1 grows its young generation to 229 MB for them and the run peaks
        # at 470 MB, the serial collector from a 32 MB heap at 79-115 MB in the same time (0.07 to
        # heap 33). Its 13 ms of start-up are nothing beside such a run. A collector named in
        # GRUNDY_JAVA_OPTS wins (two would stop the JVM).
        case ${GRUNDY_JAVA_OPTS:-} in
          *GC*) ;;
          *) _grundy_gc="-XX:+UseSerialGC -Xms32m" ;;
        esac ;;
    esac
  done
  case $_grundy_command in
    table | judge | gen | survey) _grundy_jit= ;;
  esac
  # GRUNDY_MAX_MEMORY=SIZE bounds the heap, -Xmx's way on the JVM; the native binary reads the same
  # variable itself (NativeMain), as it takes no -Xmx. Checked here with the native binary's words,
  # so that a slip reads the same on both. Bytes, or k, m, g, t (powers of 1024) after the number.
  _grundy_memory=
  if [ -n "${GRUNDY_MAX_MEMORY:-}" ]; then
    _grundy_number=${GRUNDY_MAX_MEMORY%[kKmMgGtT]}
    case $_grundy_number in
      '' | *[!0-9]*) _grundy_number=0 ;;
    esac
    case $_grundy_number in
      *[1-9]*) ;;
      *)
        echo "grundy: GRUNDY_MAX_MEMORY=$GRUNDY_MAX_MEMORY is not a size: give a whole number of bytes, optionally followed by k, m, g or t, like 512m or 2g" >&2
        return 2 ;;
    esac
    _grundy_memory=-Xmx$GRUNDY_MAX_MEMORY
    # The quotient's 32 MB start must fit under the bound: the JVM stops when -Xms is above -Xmx.
    if [ -n "$_grundy_gc" ] && [ ${#_grundy_number} -le 9 ]; then
      case $GRUNDY_MAX_MEMORY in
        *[kK]) _grundy_below=32768 ;;
        *[mM]) _grundy_below=32 ;;
        *[gGtT]) _grundy_below=0 ;;
        *) _grundy_below=33554432 ;;
      esac
      if [ "$_grundy_number" -lt "$_grundy_below" ]; then
        _grundy_gc="-XX:+UseSerialGC -Xms$GRUNDY_MAX_MEMORY"
      fi
    fi
  fi
  # No perf-data file to map. The default collector otherwise: the JDK's class-data archive keeps
  # objects for it, and another one (-XX:+UseSerialGC) costs some 13 ms of CPU at every start.
  grundy_options="$_grundy_jit -XX:-UsePerfData $_grundy_gc $_grundy_memory"
}
