import { connect } from 'node:net';

/**
 * Hands one message to an SMTP server without TLS or login: the local inbox `npm start` runs on
 * loopback. Resolves once the server has accepted the message; rejects with what it answered, or why
 * it could not be reached.
 */
export interface SmtpServer {
  host: string;
  port: number;
}

const TIMEOUT_MS = 10_000;

export function sendBySmtp(
  server: SmtpServer,
  envelope: { from: string; to: string },
  raw: Buffer,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: server.host, port: server.port });
    const where = `SMTP server ${server.host}:${server.port}`;
    let buffered = '';
    let waiting: ((reply: { code: number; text: string }) => void) | undefined;
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(TIMEOUT_MS, () => fail(new Error(`${where} did not answer within ${TIMEOUT_MS / 1000} s`)));
    signal?.addEventListener('abort', () => fail(new Error(`${where} had not taken the message when time ran out`)), {
      once: true,
    });
    socket.on('error', (error) => fail(new Error(`${where} could not be reached: ${error.message}`, { cause: error })));
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      // A reply is complete at its last line: the code followed by a space ("250-..." lines go before it).
      const lines = buffered.split('\r\n');
      const last = lines.findIndex((line) => /^\d{3}(?: |$)/.test(line));
      if (last < 0 || !waiting) return;
      const reply = lines.slice(0, last + 1).join('\n');
      buffered = lines.slice(last + 1).join('\r\n');
      const answer = waiting;
      waiting = undefined;
      answer({ code: Number(lines[last]!.slice(0, 3)), text: reply });
    });
    const next = () => new Promise<{ code: number; text: string }>((answer) => (waiting = answer));
    const step = async (command: string | Buffer | undefined, expected: number[], label: string) => {
      const reply = next();
      if (command !== undefined) socket.write(command);
      const { code, text } = await reply;
      if (!expected.includes(code)) throw new Error(`${where} refused ${label}: ${text}`);
    };

    (async () => {
      await step(undefined, [220], 'the connection');
      await step('EHLO localhost\r\n', [250], 'EHLO');
      await step(`MAIL FROM:<${envelope.from}>\r\n`, [250], 'the sender');
      await step(`RCPT TO:<${envelope.to}>\r\n`, [250, 251], 'the recipient');
      await step('DATA\r\n', [354], 'DATA');
      const body = raw.toString('latin1').replace(/(^|\r\n)\./g, '$1..');
      await step(Buffer.from(`${body}${body.endsWith('\r\n') ? '' : '\r\n'}.\r\n`, 'latin1'), [250], 'the message');
      socket.end('QUIT\r\n');
      resolve();
    })().catch((error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));
  });
}
