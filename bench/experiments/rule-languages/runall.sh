#!/bin/bash
# Re-runs every experiment sequentially (one JVM at a time) and collects results into results.tsv
cd /tmp/rulelang
J25=/usr/lib/jvm/temurin-25-jdk-amd64/bin
run() { n=$1; shift; java -cp out/$n:out/base:$(cat cp/$n/cp.txt) "$@" 2>&1 | grep -P '^[^\t]+\t' ; echo "$n	JVM exit code	${PIPESTATUS[0]}"; }
{
java -cp out/base Closures
java -cp out/base Closures mega
run jexl JexlT
run cel CelT
run luaj LuajT
run mvel MvelT
run mvel MvelT reflective
run spel SpelT
run aviator AviatorT
run aviator AviatorT interp
run janino JaninoT
run groovy GroovyT
run rhino RhinoT
run nashorn NashornT
java -cp out/nashorn:$(cat cp/nashorn/cp.txt) NashornExit; echo "nashorn	JVM exit code after exit(3)	$?"
run exp4j Exp4jT
run jep JepT
run evalex EvalExT
$J25/java -Dpolyglot.engine.WarnInterpreterOnly=false -cp out/graaljs:$(cat cp/graaljs/cp.txt) GraalJsT 2>&1 | grep -P '^[^\t]+\t'
} | cut -c1-600 > results.tsv
