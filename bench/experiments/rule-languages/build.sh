#!/bin/bash
# Resolves every candidate from Maven Central, writes cp/<name>/cp.txt (transitive classpath) + sizes.txt, compiles src/*.java
set -e
cd /tmp/rulelang
: > sizes.txt
while read name coords; do ./mkcp.sh $name $coords >> sizes.txt; done <<'L'
jexl org.apache.commons:commons-jexl3:3.4.0
cel dev.cel:cel:0.11.1
luaj org.luaj:luaj-jse:3.0.1
mvel org.mvel:mvel2:2.5.2.Final
spel org.springframework:spring-expression:6.2.19
aviator com.googlecode.aviator:aviator:5.4.3
janino org.codehaus.janino:janino:3.1.12
groovy org.apache.groovy:groovy:4.0.33
rhino org.mozilla:rhino:1.8.0
nashorn org.openjdk.nashorn:nashorn-core:15.4
exp4j net.objecthunter:exp4j:0.4.8
jep org.scijava:jep:2.4.2
evalex com.ezylang:EvalEx:3.4.0
graaljs org.graalvm.polyglot:polyglot:24.2.2 org.graalvm.polyglot:js-community:24.2.2:pom
kotlin-scripting org.jetbrains.kotlin:kotlin-scripting-jvm:2.2.0
L
mkdir -p out/base && javac -d out/base src/H.java src/Closures.java
for t in jexl:JexlT cel:CelT luaj:LuajT mvel:MvelT spel:SpelT aviator:AviatorT janino:JaninoT groovy:GroovyT rhino:RhinoT nashorn:NashornT nashorn:NashornExit exp4j:Exp4jT jep:JepT evalex:EvalExT; do
  n=${t%%:*}; c=${t##*:}; mkdir -p out/$n; javac -nowarn -d out/$n -cp out/base:$(cat cp/$n/cp.txt) src/$c.java
done
J25=/usr/lib/jvm/temurin-25-jdk-amd64/bin   # polyglot 24.x needs Java 21+
mkdir -p out/graaljs && $J25/javac -nowarn --release 21 -d out/graaljs -cp $(cat cp/graaljs/cp.txt) src/GraalJsT.java src/H.java
