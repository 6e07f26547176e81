/**
 * The local transcoder, in a process of its own: takes the lectures waiting in the table's queue
 * (gsi1 TRANSCODES#pending), oldest first, one at a time, and converts each with ffmpeg. The queue
 * is in the table, so a lecture left half-done by a stop is converted again on the next start.
 * Exits when its parent goes away (stdin closes).
 */
import { db } from '#lib/db.js';
import { logger } from '#lib/logger.js';
import { s3 } from '#lib/s3.js';
import { finishConversion, queuedTranscodes, reportProgress } from '#domain/media/index.js';
import { enforceLocalIam, runWithBindings } from './local-iam.js';
import {
  stopEncoding,
  TranscodeFailure,
  TranscodeInterrupted,
  transcodeLecture,
  type TranscodeJob,
} from './transcode-worker-ffmpeg.js';
import { TRANSCODE_WORKER_BINDINGS } from './transcode-worker.js';

const POLL_MS = Number(process.env.TRANSCODE_POLL_MS) || 2000;
/** ffmpeg reports progress many times a second; the record is written at most this often. */
const PROGRESS_EVERY_MS = 2000;

enforceLocalIam({ dynamo: db(), s3: s3() });
const stop = () => {
  stopEncoding();
  process.exit(0);
};
process.stdin.on('end', stop);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.resume();

async function convert(job: TranscodeJob): Promise<void> {
  let reported = 0;
  let writing: Promise<void> = Promise.resolve();
  const onProgress = (percent: number) => {
    if (Date.now() - reported < PROGRESS_EVERY_MS) return;
    reported = Date.now();
    writing = writing
      .then(() => reportProgress(job.courseId, job.videoId, percent))
      .catch((error) => logger.warn('Could not save transcode progress', { error }));
  };
  logger.info('Converting a lecture to HLS', { ...job });
  try {
    const renditions = await transcodeLecture(job, onProgress);
    await writing;
    if ((await finishConversion(job.courseId, job.videoId, { renditions })) === 'recorded')
      logger.info('Lecture converted to HLS', { ...job, renditions });
  } catch (error) {
    await writing;
    if (error instanceof TranscodeInterrupted) return;
    const reason =
      error instanceof TranscodeFailure
        ? error.message
        : `The conversion stopped unexpectedly (${(error as Error).message})`;
    logger.warn('Lecture conversion failed', { ...job, reason });
    await finishConversion(job.courseId, job.videoId, { reason });
  }
}

for (;;) {
  try {
    const [job] = await runWithBindings('transcode worker', TRANSCODE_WORKER_BINDINGS, () => queuedTranscodes(1));
    if (job) {
      await runWithBindings('transcode worker', TRANSCODE_WORKER_BINDINGS, () => convert(job));
      continue;
    }
  } catch (error) {
    logger.error('The transcode worker could not read its queue', { error });
  }
  await new Promise((resolve) => setTimeout(resolve, POLL_MS));
}
