@echo off
rem grundy on the JVM, from the JVM distribution (grundy-VERSION-jvm.zip): runs the command line
rem from the jars in ..\lib. Needs Java 17 or newer: JAVA_HOME if set, else java on the PATH.
rem Extra JVM options go in GRUNDY_JAVA_OPTS. Every argument is passed through. The JIT rule of
rem bin/grundy (bin/jvm-options.sh) is not repeated here: always the quick compiler.
rem GRUNDY_MAX_MEMORY=SIZE (512m, 2g) bounds the heap, as with bin/grundy; the JVM checks the size.
setlocal
set "GRUNDY_HOME=%~dp0.."
set "JAVA_EXE=java"
if defined JAVA_HOME if exist "%JAVA_HOME%\bin\java.exe" set "JAVA_EXE=%JAVA_HOME%\bin\java.exe"
set "GRUNDY_MAX_HEAP="
if defined GRUNDY_MAX_MEMORY set "GRUNDY_MAX_HEAP=-Xmx%GRUNDY_MAX_MEMORY%"
"%JAVA_EXE%" -XX:TieredStopAtLevel=1 -XX:-UsePerfData -Xshare:auto %GRUNDY_MAX_HEAP% %GRUNDY_JAVA_OPTS% -cp "%GRUNDY_HOME%\lib\*" io.github.grundy.cli.Main %*
exit /b %ERRORLEVEL%
