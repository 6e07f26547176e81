import { createServer } from 'node:net';

/** A port the OS says is free right now, for the emulators that nobody types into a browser. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function assertPortFree(port: number, hint: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new LocalStartError(`Port ${port} is already in use. ${hint}`) : error),
    );
    server.listen(port, () => server.close(() => resolve()));
  });
}

export async function waitForPort(port: number, timeoutMs: number, isAlive: () => boolean): Promise<void> {
  const { connect } = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new LocalStartError('exited before it was ready');
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new LocalStartError(`did not open port ${port} within ${timeoutMs / 1000}s`);
}

/** A problem the person starting the stack can fix; printed without a stack trace. */
export class LocalStartError extends Error {}
