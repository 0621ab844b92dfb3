# grundy's rule for the JVM options of a command line, kept in one place: the JVM distribution's
# bin/grundy (POSIX sh) and the checkout's ./grundy (bash) both source this file. Not a command.
# POSIX sh and builtins only, and safe under set -eu: the checkout launcher's warm start must stay
# free of extra processes. JvmLauncherTest runs one table of cases through both launchers.
#
# grundy_jvm_options ARG... sets grundy_options to the options for the command line ARG..., words
# separated by spaces (no option holds one). The launchers put GRUNDY_JAVA_OPTS after them, so an
# option named there too wins (the JVM takes the last).

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
  # No perf-data file to map. The default collector otherwise: the JDK's class-data archive keeps
  # objects for it, and another one (-XX:+UseSerialGC) costs some 13 ms of CPU at every start.
  grundy_options="$_grundy_jit -XX:-UsePerfData $_grundy_gc"
}
