/**
 * `npm run bench`: uploads one 200 MB file through the same multipart module the admin's browser uses
 * (API for start/sign/complete, parts straight to S3) and as a single raw PUT to the same local S3,
 * in one run, alternating the two, and prints both throughputs and their ratio (goal ≥ 0.8).
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { runMultipartUpload, type UploadedPart } from '#shared/multipart-upload.js';
import { createAdmin } from '#infra/local/seed.js';
import { startLocalStack } from '#infra/local/stack.js';
import { s3, videoBucket } from '#lib/s3.js';
import { fetchPutPart, nodeUploadApi, startUpload } from '../support/upload-client.js';

const SIZE_MB = Number(process.env.BENCH_MB ?? 200);
const ROUNDS = 2;
const GOAL = 0.8;

async function writeRandomFile(path: string, bytes: number) {
  const out = createWriteStream(path);
  for (let written = 0; written < bytes; written += 4 * 1024 * 1024) {
    if (!out.write(randomBytes(Math.min(4 * 1024 * 1024, bytes - written))))
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error) => (error ? reject(error) : resolve())));
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/**
 * The shared disk here throttles writes after a few hundred MB, which would measure the disk rather
 * than the upload; both paths write to the same S3, so an in-memory folder keeps the comparison fair.
 */
const scratch = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

async function main() {
  const work = mkdtempSync(join(scratch, 'coaching-bench-'));
  const stack = await startLocalStack({ s3Dir: join(work, 's3'), port: 0, jwtSecret: randomBytes(32).toString('hex') });
  try {
    const baseUrl = `http://127.0.0.1:${stack.port}`;
    const admin = { name: 'Bench Admin', email: 'bench@example.com', password: 'bench-password' };
    await createAdmin(admin);
    const login = await fetch(`${baseUrl}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { token } = (await login.json()) as { token: string };
    const course = await fetch(`${baseUrl}/api/courses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Bench course', description: 'Benchmark uploads', price: 0 }),
    });
    const courseId = ((await course.json()) as { course: { _id: string } }).course._id;

    const filePath = join(work, 'video.mp4');
    const bytes = SIZE_MB * 1024 * 1024;
    console.log(`Writing a ${SIZE_MB} MB file...`);
    await writeRandomFile(filePath, bytes);
    const file = await openAsBlob(filePath, { type: 'video/mp4' });

    const completing: number[] = [];
    const multipart = async () => {
      const session = await startUpload(baseUrl, token, courseId, { name: 'bench.mp4', size: bytes });
      const api = nodeUploadApi(baseUrl, token, courseId);
      const timedApi = {
        ...api,
        complete: (id: string, parts: UploadedPart[]) =>
          timed(() => api.complete(id, parts)).then((s) => void completing.push(s)),
      };
      await runMultipartUpload({
        file,
        uploadId: session.uploadId,
        partSize: session.partSize,
        api: timedApi,
        putPart: fetchPutPart,
      });
    };
    const rawPut = async () => {
      const url = await getSignedUrl(
        s3(),
        new PutObjectCommand({ Bucket: videoBucket(), Key: `media/bench/raw-${Date.now()}.mp4` }),
        { expiresIn: 600 },
      );
      const response = await fetch(url, { method: 'PUT', body: file, duplex: 'half' } as RequestInit);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`raw PUT failed: ${response.status}`);
    };

    const results = { multipart: [] as number[], raw: [] as number[] };
    for (let round = 1; round <= ROUNDS; round++) {
      results.raw.push(await timed(rawPut));
      results.multipart.push(await timed(multipart));
      console.log(
        `round ${round}: raw PUT ${results.raw.at(-1)!.toFixed(2)} s, multipart ${results.multipart.at(-1)!.toFixed(2)} s (of which completing ${completing.at(-1)!.toFixed(2)} s)`,
      );
    }
    const best = (times: number[]) => Math.min(...times);
    const rawMBs = SIZE_MB / best(results.raw);
    const multipartMBs = SIZE_MB / best(results.multipart);
    const ratio = multipartMBs / rawMBs;
    console.log(`\nSingle raw PUT:            ${rawMBs.toFixed(1)} MB/s`);
    console.log(
      `Multipart (upload module): ${multipartMBs.toFixed(1)} MB/s (parts of 16 MiB, 4 in flight, start/sign/complete through the API)`,
    );
    console.log(`Ratio multipart / raw:     ${ratio.toFixed(2)} (goal ≥ ${GOAL}) ${ratio >= GOAL ? 'PASS' : 'FAIL'}`);
    process.exitCode = ratio >= GOAL ? 0 : 1;
  } finally {
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
