import { createServer, request, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serveStatic } from '../../infra/local/static.js';

let server: Server;
let port: number;
const root = mkdtempSync(join(tmpdir(), 'coaching-static-'));

beforeAll(async () => {
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>home</title>');
  server = createServer(serveStatic(root, { siteUrl: () => 'http://localhost' }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

/** Sends the path byte for byte, as curl does (fetch would normalise it). */
function get(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

it.each(['/%E0%A4%A', '/%', '/assets/%ZZ.js', '/%C0%AF'])('answers 400 to the malformed path %s and keeps serving', async (path) => {
  expect(await get(path)).toBe(400);
  expect(await get('/')).toBe(200);
});

it('still refuses paths that climb out of the web root', async () => {
  expect(await get('/..%2f..%2fetc%2fpasswd')).toBe(400);
});
