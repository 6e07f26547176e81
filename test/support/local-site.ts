import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '#infra/local/ports.js';

export interface LocalSite {
  port: number;
  /** The mail inbox's web address (MailDev: its REST API too); absent when MAIL_SMTP_HOST sent the mail elsewhere. */
  inboxUrl?: string;
  /** DynamoDB Local's endpoint, for reading what the site stored. */
  dynamoEndpoint: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Runs the same entry point as `npm start`, on free ports (the site's and its mail inbox's) and a
 * throwaway data folder, until `stop`. With `logFile`, everything the site prints is kept there too
 * (its requests, the transcode worker's and the mail job's lines), to read when a journey fails.
 */
export async function startLocalSite(
  env: NodeJS.ProcessEnv = {},
  options: { logFile?: string } = {},
): Promise<LocalSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coaching-site-'));
  const port = await freePort();
  const mailPorts = env.MAIL_SMTP_HOST
    ? {}
    : { MAIL_SMTP_PORT: String(await freePort()), MAIL_WEB_PORT: String(await freePort()) };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    env: { ...process.env, ...mailPorts, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  if (options.logFile) {
    const log = createWriteStream(options.logFile);
    child.stdout!.pipe(log, { end: false });
    child.stderr!.pipe(log, { end: false });
    child.once('exit', () => log.end());
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start did not come up in time:\n${output}`)), 200_000);
      child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
      child.stdout!.on('data', () => {
        if (output.includes('Ctrl-C stops everything')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const inboxUrl = /^\s*Mail:\s+(http:\/\/\S+)/m.exec(output)?.[1];
  const dynamoEndpoint = /DynamoDB Local on (http:\/\/\S+)/.exec(output)?.[1];
  if (!dynamoEndpoint) throw new Error(`npm start did not say where DynamoDB Local is:\n${output}`);
  return { port, ...(inboxUrl ? { inboxUrl } : {}), dynamoEndpoint, dataDir, stop };
}
