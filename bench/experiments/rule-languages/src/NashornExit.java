import org.openjdk.nashorn.api.scripting.*;
public class NashornExit { public static void main(String[] a) throws Exception {
  NashornScriptEngine en = (NashornScriptEngine) new NashornScriptEngineFactory().getScriptEngine(new String[] {"--no-java", "--no-syntax-extensions"}, NashornExit.class.getClassLoader(), cls -> false);
  System.out.println("nashorn15\tsandbox: calling exit(3) with --no-java and ClassFilter denying all; next line missing => JVM exited"); System.out.flush();
  en.eval("exit(3)"); System.out.println("nashorn15\texit returned"); } }
