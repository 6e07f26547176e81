/** Malformed escapes and absurd ids in paths get a clear 4xx, and the server goes on serving. */
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';

/** Sends the path byte for byte (fetch would re-encode it). */
function raw(path: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(inject('apiUrl'));
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the API', () => {
  it.each(['/api/courses/%', '/api/courses/%E0%A4%A', '/api/courses/%ZZ/videos'])(
    'answers 400 JSON with a code to %s',
    async (path) => {
      const reply = await raw(path);
      expect(reply.status).toBe(400);
      expect(JSON.parse(reply.body)).toMatchObject({
        success: false,
        error: expect.any(String),
        code: 'path_malformed',
      });
      expect((await raw('/api/courses')).status).toBe(200);
    },
  );

  it.each([65, 1018, 5000])('answers 404 to an id of %i characters', async (length) => {
    const reply = await raw(`/api/courses/${'A'.repeat(length)}`);
    expect(reply.status).toBe(404);
    expect(JSON.parse(reply.body)).toMatchObject({ success: false, code: 'not_found' });
  });

  it('still looks up a 64-character id', async () => {
    const reply = await raw(`/api/courses/${'A'.repeat(64)}`);
    expect(reply.status).toBe(404);
    expect(JSON.parse(reply.body)).toMatchObject({ success: false, code: 'course_not_found' });
  });
});

describe('public media', () => {
  it('answers 400 to a malformed escape and keeps serving', async () => {
    expect((await raw('/public/%E0%A4%A')).status).toBe(400);
    expect((await raw('/api/courses')).status).toBe(200);
  });
});
