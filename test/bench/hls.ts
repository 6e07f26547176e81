/**
 * `npm run bench`, lectures as HLS: makes a 10-minute 1080p clip, uploads it through the multipart
 * upload API, times the local transcode, weighs each rendition against the original (goal: 360p at
 * most a sixth of the original's bytes per minute), then plays the lecture on Auto and the original
 * MP4 in Chromium over a 1.6 Mbps line (goal for HLS: first picture within 3 s, no 'waiting' in the
 * minute after it). BENCH_HLS_MINUTES makes a shorter clip.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openAsBlob, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { runMultipartUpload } from '#shared/multipart-upload.js';
import type { AdminCourseVideo } from '#shared/video-processing.js';
import { createAdmin } from '#infra/local/seed.js';
import { startLocalStack } from '#infra/local/stack.js';
import { s3, videoBucket } from '#lib/s3.js';
import { hlsPrefix } from '#domain/media/transcode-ladder.js';
import { paths } from '#web/lib/paths.js';
import { launchBrowser } from '../e2e/browser.js';
import { jsonCall } from '../support/json-call.js';
import { fetchPutPart, nodeUploadApi, startUpload } from '../support/upload-client.js';
import {
  describePlayback,
  instrumentVideo,
  LINK,
  playOriginal,
  START_BUDGET_SECONDS,
  throttle,
  watch,
} from './hls-playback.js';

const MINUTES = Number(process.env.BENCH_HLS_MINUTES ?? 10);
const BYTES_RATIO_GOAL = 1 / 6;
const POLL_MS = 2000;
const PRINT_EVERY_MS = 15_000;
const repoRoot = join(import.meta.dirname, '..', '..');
const scratch = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

/**
 * A lecture as an admin uploads it: 1080p30 H.264 at about 8 Mbps, AAC 128k. testsrc2 compresses far
 * better than a camera, so a quality target (CRF) would make an unrealistically small source; a
 * bitrate target makes the original as heavy as a real upload.
 */
function makeClip(path: string) {
  const duration = String(MINUTES * 60);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=1920x1080:rate=30:duration=${duration}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=48000:duration=${duration}`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-threads',
    '2',
    '-b:v',
    '8M',
    '-maxrate',
    '8M',
    '-bufsize',
    '16M',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    // The index in front, as most recorders and editors write it: the original can start playing before it is all there.
    '-movflags',
    '+faststart',
    '-shortest',
    path,
  ]);
}

async function main() {
  const work = mkdtempSync(join(scratch, 'coaching-bench-hls-'));
  const webRoot = join(repoRoot, 'web', 'dist');
  if (!existsSync(join(webRoot, 'index.html'))) throw new Error('No web build: run npm run build:web first');
  const stack = await startLocalStack({
    s3Dir: join(work, 's3'),
    port: 0,
    jwtSecret: randomBytes(32).toString('hex'),
    webRoot,
  });
  const browser = await launchBrowser();
  try {
    const baseUrl = `http://127.0.0.1:${stack.port}`;
    const api = <T>(method: string, path: string, token?: string, body?: unknown) =>
      jsonCall<T>(baseUrl, method, path, token, body);

    const clipPath = join(work, 'lecture.mp4');
    console.log(`Making a ${MINUTES}-minute 1080p30 clip (about 8 Mbps)...`);
    const clipStart = process.hrtime.bigint();
    makeClip(clipPath);
    const clipSeconds = seconds(clipStart);
    const sourceBytes = statSync(clipPath).size;
    const sourcePerMinute = sourceBytes / MINUTES;
    console.log(
      `clip made in ${clipSeconds.toFixed(0)} s: ${(sourceBytes / 1e6).toFixed(1)} MB (${((sourceBytes * 8) / (MINUTES * 60) / 1e6).toFixed(2)} Mbps overall)`,
    );

    const admin = { name: 'Bench Admin', email: 'bench@example.com', password: 'bench-password' };
    await createAdmin(admin);
    const { token: adminToken } = await api<{ token: string }>('POST', '/api/auth/admin/login', undefined, admin);
    const courseId = (
      await api<{ course: { _id: string } }>('POST', '/api/courses', adminToken, {
        title: 'Bench lectures',
        description: 'Lectures as renditions',
        price: 999,
        category: 'gpsc',
      })
    ).course._id;

    const file = await openAsBlob(clipPath, { type: 'video/mp4' });
    const session = await startUpload(
      baseUrl,
      adminToken,
      courseId,
      { name: 'lecture.mp4', size: sourceBytes },
      'Bench lecture',
    );
    const video = await runMultipartUpload({
      file,
      uploadId: session.uploadId,
      partSize: session.partSize,
      api: nodeUploadApi(baseUrl, adminToken, courseId),
      putPart: fetchPutPart,
    });
    const transcodeStart = process.hrtime.bigint();
    console.log('Uploaded; converting to HLS...');
    let printed = 0;
    for (;;) {
      const { videos } = await api<{ videos: AdminCourseVideo[] }>(
        'GET',
        `/api/admin/courses/${courseId}/videos`,
        adminToken,
      );
      const processing = videos.find((candidate) => candidate._id === video._id)?.processing;
      if (processing?.state === 'ready') break;
      if (processing?.state === 'failed') throw new Error(`The conversion failed: ${processing.reason}`);
      if (Date.now() - printed >= PRINT_EVERY_MS) {
        printed = Date.now();
        console.log(
          `  ${seconds(transcodeStart).toFixed(0)} s: ${processing?.state ?? 'no state'} ${processing?.percent ?? 0}%`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const transcodeMinutes = seconds(transcodeStart) / 60;
    const transcodeLine = `local transcode: ${transcodeMinutes.toFixed(1)} min for a ${MINUTES.toFixed(1)} min clip = ${(transcodeMinutes / MINUTES).toFixed(2)}x real time (2 cores)`;
    console.log(transcodeLine);

    const perRendition = new Map<string, number>();
    let continuation: string | undefined;
    do {
      const page = await s3().send(
        new ListObjectsV2Command({
          Bucket: videoBucket(),
          Prefix: hlsPrefix(courseId, video._id),
          ContinuationToken: continuation,
        }),
      );
      for (const object of page.Contents ?? []) {
        const name = /\/master_(\w+)_\d+\.ts$/.exec(object.Key ?? '')?.[1];
        if (name) perRendition.set(name, (perRendition.get(name) ?? 0) + (object.Size ?? 0));
      }
      continuation = page.NextContinuationToken;
    } while (continuation);
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB/min`;
    const renditionLines = [...perRendition]
      .sort(([, a], [, b]) => a - b)
      .map(
        ([name, bytes]) =>
          `  ${name.padEnd(6)} ${mb(bytes / MINUTES)} (${((bytes / MINUTES / sourcePerMinute) * 100).toFixed(1)}% of the original)`,
      );
    const bytes360 = (perRendition.get('360p') ?? Infinity) / MINUTES;
    const bytesRatio = bytes360 / sourcePerMinute;
    const bytesPass = bytesRatio <= BYTES_RATIO_GOAL;
    const bytesLine = `360p ${mb(bytes360)} vs original ${mb(sourcePerMinute)}: ratio 1/${(1 / bytesRatio).toFixed(1)} (goal ≤ 1/6) ${bytesPass ? 'PASS' : 'FAIL'}`;
    console.log(`Segments per minute of lecture:\n${renditionLines.join('\n')}\n${bytesLine}`);

    const email = `bench.student.${Date.now()}@example.com`;
    const { token } = await api<{ token: string }>('POST', '/api/auth/student/register', undefined, {
      name: 'Bench Student',
      email,
      mobile: '9000000099',
      password: 'secret123',
    });
    const utrNumber = `BNCH${String(Date.now()).slice(-8)}`;
    await api('POST', '/api/upi-payments/submit-utr', token, { courseId, utrNumber });
    const { items } = await api<{ items: { _id: string; utrNumber: string }[] }>(
      'GET',
      '/api/upi-payments/pending',
      adminToken,
    );
    await api(
      'POST',
      `/api/upi-payments/${items.find((item) => item.utrNumber === utrNumber)!._id}/approve`,
      adminToken,
    );
    const lecture = await api<{ signedUrl: string; hls?: { masterUrl: string } }>(
      'GET',
      `/api/courses/${courseId}/videos/${video._id}`,
      token,
    );
    if (!lecture.hls) throw new Error('The ready lecture has no HLS in its reply');

    const link = `${LINK.downBitsPerSecond / 1e6} Mbps down, ${LINK.latencyMs} ms`;
    console.log(`Playing the lecture on Auto over ${link}...`);
    const hlsContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const hlsPage = await hlsContext.newPage();
    const segments: string[] = [];
    let clicked = false;
    let beforePlay = 0;
    hlsPage.on('request', (request) => {
      const name = /\/master_(\w+)_\d+\.ts$/.exec(new URL(request.url()).pathname)?.[1];
      if (!name) return;
      segments.push(name);
      if (!clicked) beforePlay += 1;
    });
    await hlsPage.goto(paths.home, { waitUntil: 'networkidle' });
    await hlsPage.evaluate((value) => {
      localStorage.setItem('token', value);
      localStorage.removeItem('playerQuality');
      localStorage.removeItem('playerDataSaver');
    }, token);
    // The site's own code is cached from `/`; from here on everything, the lecture's playlists and segments included, comes over the slow line.
    await throttle(hlsContext, hlsPage);
    await hlsPage.goto(paths.courseVideo(courseId, video._id));
    const play = hlsPage.getByRole('button', { name: 'Play', exact: true });
    await play.waitFor({ timeout: 60_000 });
    await instrumentVideo(hlsPage);
    clicked = true;
    await play.click();
    const hls = await watch(hlsPage);
    await hlsContext.close();
    const segmentOrder = segments
      .map((name, index) => (index === 0 || segments[index - 1] !== name ? name : ''))
      .filter(Boolean);
    console.log(`HLS (Auto): ${describePlayback(hls)}`);
    console.log(
      `  segments: ${segments.length} fetched (${beforePlay} before Play), renditions in order: ${segmentOrder.join(' → ')}`,
    );

    console.log(`Playing the original MP4 over ${link}...`);
    const mp4Context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const mp4Page = await mp4Context.newPage();
    await mp4Page.goto(paths.home, { waitUntil: 'networkidle' });
    await throttle(mp4Context, mp4Page);
    await playOriginal(mp4Page, lecture.signedUrl);
    const mp4 = await watch(mp4Page);
    await mp4Context.close();
    const mp4Stalled = mp4.startSeconds === undefined || mp4.waitingEvents > 0;
    console.log(`MP4 original: ${describePlayback(mp4)} (${mp4Stalled ? 'stalls' : 'no stall'})`);

    const startPass = hls.startSeconds !== undefined && hls.startSeconds <= START_BUDGET_SECONDS;
    const stallPass = hls.startSeconds !== undefined && hls.waitingEvents === 0;
    const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
    console.log(
      [
        '',
        `HLS bench, ${MINUTES}-minute 1080p30 clip, ${(sourceBytes / 1e6).toFixed(1)} MB`,
        `clip generation:  ${clipSeconds.toFixed(0)} s`,
        transcodeLine,
        `bytes per minute: ${bytesLine}`,
        ...renditionLines,
        `HLS start over ${link}: ${hls.startSeconds?.toFixed(2) ?? 'never'} s (goal ≤ ${START_BUDGET_SECONDS} s) ${verdict(startPass)}`,
        `HLS stalls:       ${hls.waitingEvents} 'waiting' after the first picture, ${hls.stalledSeconds.toFixed(1)} s stalled, currentTime ${hls.currentTime.toFixed(1)} s after ${hls.watchedSeconds.toFixed(0)} s (goal: none) ${verdict(stallPass)}`,
        `MP4 original:     start ${mp4.startSeconds?.toFixed(2) ?? 'never'} s, ${mp4.waitingEvents} 'waiting', ${mp4.stalledSeconds.toFixed(1)} s stalled, currentTime ${mp4.currentTime.toFixed(1)} s (${mp4Stalled ? 'stalls' : 'no stall'}; for comparison)`,
      ].join('\n'),
    );
    process.exitCode = bytesPass && startPass && stallPass ? 0 : 1;
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
