#!/bin/bash
# usage: mkcp.sh name g:a:v[:type] ...   -> cp/name/cp.txt (transitive classpath) and size report
name=$1; shift
d=cp/$name; mkdir -p $d
deps=""
for c in "$@"; do IFS=: read g a v t <<< "$c"; t=${t:-jar}
deps="$deps<dependency><groupId>$g</groupId><artifactId>$a</artifactId><version>$v</version><type>$t</type></dependency>"; done
cat > $d/pom.xml <<P
<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion><groupId>x</groupId><artifactId>$name</artifactId><version>1</version><dependencies>$deps</dependencies></project>
P
(cd $d && mvn -B -q dependency:build-classpath -Dmdep.outputFile=cp.txt >mvn.log 2>&1) || { echo "FAIL $name"; tail -5 $d/mvn.log; exit 1; }
n=$(tr ':' '\n' < $d/cp.txt | grep -c jar); sz=$(tr ':' '\n' < $d/cp.txt | xargs du -cb | tail -1 | cut -f1)
echo "$name jars=$n total_bytes=$sz"; tr ':' '\n' < $d/cp.txt | xargs -n1 du -b | awk '{printf "   %8d %s\n",$1,$2}' | sed "s#$HOME/.m2/repository/##"
