import java.io.InputStream;
import java.lang.reflect.Field;

/**
 * Starts DynamoDB Local exactly as its own main class does (same command-line options), with two
 * differences that it has no option for:
 *  - it listens on 127.0.0.1 only (DynamoDB Local binds every interface and has no host option);
 *  - it exits when its standard input reaches end of file, which happens when the Node process that
 *    started it ends for any reason, SIGKILL included, so it never outlives `npm start`.
 * Only JDK classes are used (the DynamoDB Local ones by reflection), so it compiles with javac alone:
 *   javac --release 17 -d infra/local/java infra/local/java/LoopbackDynamoDBLocal.java
 */
public final class LoopbackDynamoDBLocal {
  private LoopbackDynamoDBLocal() {}

  public static void main(String[] args) throws Exception {
    Thread watchdog = new Thread(LoopbackDynamoDBLocal::exitWhenParentGoes, "parent-watchdog");
    watchdog.setDaemon(true);
    watchdog.start();

    Class<?> runner = Class.forName("software.amazon.dynamodb.services.local.main.ServerRunner");
    Object proxy = runner.getMethod("createServerFromCommandLineArgs", String[].class).invoke(null, (Object) args);
    Field serverField = proxy.getClass().getDeclaredField("server");
    serverField.setAccessible(true);
    Object jetty = serverField.get(proxy);
    Object[] connectors = (Object[]) jetty.getClass().getMethod("getConnectors").invoke(jetty);
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind to loopback");
    for (Object connector : connectors) {
      connector.getClass().getMethod("setHost", String.class).invoke(connector, "127.0.0.1");
    }
    proxy.getClass().getMethod("start").invoke(proxy);
    System.out.println("DynamoDB Local listening on 127.0.0.1 only");
  }

  private static void exitWhenParentGoes() {
    byte[] buffer = new byte[256];
    try {
      InputStream in = System.in;
      while (in.read(buffer) >= 0) {
        // nothing is ever sent; only the end of the stream matters
      }
    } catch (Exception ignored) {
      // a broken pipe means the same as end of file
    }
    System.exit(0);
  }
}
