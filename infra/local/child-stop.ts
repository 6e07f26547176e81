import type { ChildProcess } from 'node:child_process';

/** How the local stack stops a process it started: SIGTERM, SIGKILL after 5 s, settled once it has exited. */
export function stopperOf(child: ChildProcess): () => Promise<void> {
  let exited = child.exitCode !== null || child.signalCode !== null;
  child.once('exit', () => (exited = true));
  return () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
}
