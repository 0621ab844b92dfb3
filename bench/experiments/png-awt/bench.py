#!/usr/bin/env python3
"""Round-robin benchmark: runs every command once per round (interleaved, so background load hits all alike).
Usage: bench.py ROUNDS OUT.md  (commands below). Reports median wall, user, sys, user+sys in ms."""
import os, resource, statistics, subprocess, sys, time
J17 = "java"; J25 = "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java"
GCP = "/tmp/awt-exp/gj/grundy-cli.jar:/tmp/awt-exp/gj/lib/*"
G = "io.github.grundy.cli.Main table octal --code=0.137 --to=10000"
CMDS = [
 ("jdk17 Empty main", f"{J17} -cp c17 Empty"),
 ("jdk17 AWT minimal (1x1 BufferedImage + ImageIO.write)", f"{J17} -cp c17 AwtPlot --minimal /tmp/awt-exp/min17.png"),
 ("jdk17 AwtPlot 960x480", f"{J17} -cp c17 AwtPlot /tmp/awt-exp/b17.png 960 480"),
 ("jdk17 AwtPlot 960x480 deflate level 9", f"{J17} -Dawtplot.level9=true -cp c17 AwtPlot /tmp/awt-exp/b17l9.png 960 480"),
 ("jdk17 AwtPlot 800x500", f"{J17} -cp c17 AwtPlot /tmp/awt-exp/b17s.png 800 500"),
 ("jdk17 grundy table (no plot)", f"{J17} -cp '{GCP}' {G}"),
 ("jdk17 grundy table --plot x.png (960x480)", f"{J17} -cp '{GCP}' {G} --plot /tmp/awt-exp/bg17.png"),
 ("jdk17 grundy table --plot x.svg", f"{J17} -cp '{GCP}' {G} --plot /tmp/awt-exp/bg17.svg"),
 ("jdk25 Empty main", f"{J25} -cp c17 Empty"),
 ("jdk25 AWT minimal", f"{J25} -cp c17 AwtPlot --minimal /tmp/awt-exp/min25.png"),
 ("jdk25 AwtPlot 960x480", f"{J25} -cp c17 AwtPlot /tmp/awt-exp/b25.png 960 480"),
 ("jdk25 grundy table --plot x.png", f"{J25} -cp '{GCP}' {G} --plot /tmp/awt-exp/bg25.png"),
 ("native hello (same toolchain)", "./ni/hello"),
 ("native AwtPlot --empty (AWT image ni6, patched libjvm shim)", "./ni6/awtplot --empty"),
 ("native AwtPlot --minimal", "./ni6/awtplot --minimal /tmp/awt-exp/nmin.png"),
 ("native grundy table (no plot)", f"./gj/grundy-native table octal --code=0.137 --to=10000"),
 ("native grundy table --plot x.png", f"./gj/grundy-native table octal --code=0.137 --to=10000 --plot /tmp/awt-exp/bgn.png"),
]
if len(sys.argv) > 3:
    sel = sys.argv[3].split(",")
    CMDS = [c for c in CMDS if any(s in c[0] for s in sel)]
rounds = int(sys.argv[1]); res = {n: [] for n, _ in CMDS}
loads = []
for r in range(rounds):
    for n, c in CMDS:
        ru0 = resource.getrusage(resource.RUSAGE_CHILDREN); t0 = time.perf_counter()
        p = subprocess.run(c, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        t1 = time.perf_counter(); ru1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        assert p.returncode == 0, (c, p.returncode)
        res[n].append(((t1-t0)*1e3, (ru1.ru_utime-ru0.ru_utime)*1e3, (ru1.ru_stime-ru0.ru_stime)*1e3))
    loads.append(os.getloadavg()[0])
med = lambda xs: statistics.median(xs)
lines = [f"rounds={rounds}, interleaved; 1-min load average during run: {min(loads):.2f}..{max(loads):.2f}", "",
         "| command | wall ms (median) | wall min | user ms | sys ms | user+sys ms |", "|---|---:|---:|---:|---:|---:|"]
for n, c in CMDS:
    v = res[n]
    lines.append(f"| {n} | {med([x[0] for x in v]):.0f} | {min(x[0] for x in v):.0f} | {med([x[1] for x in v]):.0f} | {med([x[2] for x in v]):.0f} | {med([x[1]+x[2] for x in v]):.0f} |")
lines.append(""); lines.append("Commands (cwd /tmp/awt-exp):"); lines.append("")
for n, c in CMDS: lines.append(f"- {n}: `{c}` (stdout, stderr to /dev/null)")
open(sys.argv[2], "w").write("\n".join(lines) + "\n"); print("\n".join(lines))
