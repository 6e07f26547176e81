import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONTACT } from '#shared/constants.js';
import { LocalStartError, waitForPort } from './ports.js';
import { stopperOf } from './child-stop.js';

/**
 * The local stand-in for Amazon SES: MailDev, a real SMTP server with a web inbox where every e-mail
 * the site sends can be read (attachments too). Its REST API (GET /email, GET /email/<id>/attachment/<file>)
 * is what the tests read mail with.
 */
export const LOCAL_MAIL_PORTS = { smtp: 1025, web: 1080 } as const;
export const LOCAL_MAIL_FROM = `no-reply@${CONTACT.email.split('@')[1]}`;

export interface RunningInbox {
  smtpPort: number;
  /** The web inbox, and the base of its REST API. */
  url: string;
  stop(): Promise<void>;
}

/** Starts MailDev on loopback; with `directory` the mail is kept across restarts. It dies with this process. */
export async function startMailInbox(options: {
  smtpPort: number;
  webPort: number;
  directory?: string;
}): Promise<RunningInbox> {
  if (options.directory) mkdirSync(options.directory, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'mail-inbox-child.ts')], {
    env: {
      ...process.env,
      INBOX_SMTP_PORT: String(options.smtpPort),
      INBOX_WEB_PORT: String(options.webPort),
      INBOX_DIR: options.directory ?? '',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.on('error', () => undefined);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    await waitForPort(options.smtpPort, 30_000, () => !exited);
    await waitForPort(options.webPort, 30_000, () => !exited);
  } catch (error) {
    child.kill('SIGKILL');
    throw new LocalStartError(
      `The mail inbox (MailDev) ${(error as Error).message}.\n${output.trim().split('\n').slice(-5).join('\n')}`,
    );
  }
  return {
    smtpPort: options.smtpPort,
    url: `http://127.0.0.1:${options.webPort}`,
    stop: stopperOf(child),
  };
}
