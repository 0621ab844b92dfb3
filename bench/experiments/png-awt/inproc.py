#!/usr/bin/env python3
"""Interleaved in-process timings (the programs print their own System.nanoTime measurements). Usage: inproc.py ROUNDS OUT.md"""
import re, statistics, subprocess, sys
J25 = "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java"
GCP = "/tmp/awt-exp/gj/grundy-cli.jar:/tmp/awt-exp/gj/lib/*"
CMDS = [("jdk17 AwtPlot 960x480", ["java", "-cp", "c17", "AwtPlot", "ip17.png", "960", "480", "30"]),
        ("jdk17 AwtPlot 960x480 deflate level 9", ["java", "-Dawtplot.level9=true", "-cp", "c17", "AwtPlot", "ip17l9.png", "960", "480", "30"]),
        ("jdk17 grundy SequencePlot.write png 960x480", ["java", "-cp", "c17:" + GCP, "GrundyInProc", "ipg17.png", "30"]),
        ("jdk25 AwtPlot 960x480", [J25, "-cp", "c17", "AwtPlot", "ip25.png", "960", "480", "30"]),
        ("jdk25 AwtPlot 960x480 deflate level 9", [J25, "-Dawtplot.level9=true", "-cp", "c17", "AwtPlot", "ip25l9.png", "960", "480", "30"]),
        ("jdk25 grundy SequencePlot.write png 960x480", [J25, "-cp", "c17:" + GCP, "GrundyInProc", "ipg25.png", "30"])]
num = lambda pat, s: float(re.search(pat, s).group(1))
res = {n: [] for n, _ in CMDS}
for r in range(int(sys.argv[1])):
    for n, c in CMDS:
        e = subprocess.run(c, capture_output=True, text=True, check=True).stderr
        if "grundy" in n:
            res[n].append({"cold total": num(r"cold: layout\+draw\+encode ([\d.]+)", e), "warm total": num(r"warm \(median of \d+\): ([\d.]+)", e)})
        else:
            d = {"cold draw": num(r"cold: draw ([\d.]+)", e), "cold encode": num(r"encode\+write ([\d.]+)", e),
                 "cold text": num(r"text ([\d.]+) ms", e), "warm draw": num(r"warm.*draw ([\d.]+)", e), "warm encode": num(r"warm.*encode ([\d.]+)", e)}
            d["cold total"] = d["cold draw"] + d["cold encode"]; d["warm total"] = d["warm draw"] + d["warm encode"]
            res[n].append(d)
keys = ["cold total", "cold draw", "cold text", "cold encode", "warm total", "warm draw", "warm encode"]
out = [f"rounds={sys.argv[1]} (median over rounds; warm = each round's median of 30 repeats)", "", "| program | " + " | ".join(k + " ms" for k in keys) + " |", "|---|" + "---:|" * len(keys)]
for n, c in CMDS:
    out.append(f"| {n} | " + " | ".join(f"{statistics.median(x[k] for x in res[n]):.1f}" if k in res[n][0] else "–" for k in keys) + " |")
out += ["", "Commands (cwd /tmp/awt-exp):", ""] + [f"- {n}: `{' '.join(repr(x) if '*' in x else x for x in c)}`" for n, c in CMDS]
open(sys.argv[2], "w").write("\n".join(out) + "\n"); print("\n".join(out))
