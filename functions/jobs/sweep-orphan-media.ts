import { jobs } from '#shared/jobs.js';
import { sweepOrphanMedia } from '#domain/media/index.js';
import { loadConfig } from '#lib/config.js';
import { logger, runWithLogContext } from '#lib/logger.js';
import { withMetrics } from '#lib/metrics.js';

const job = jobs.find((candidate) => candidate.handler === 'sweep-orphan-media')!;
// At cold start, as for the API's functions: a missing setting stops the function here, named.
loadConfig(job.uses);

/** Invoked daily by EventBridge. */
export async function handler(_event: unknown, context?: { awsRequestId?: string }): Promise<{ removed: number }> {
  return runWithLogContext({ requestId: context?.awsRequestId, route: `job ${job.name}` }, () =>
    withMetrics(async () => {
      const removed = await sweepOrphanMedia();
      logger.info('Swept orphaned video files', { removed: removed.length, keys: removed.slice(0, 50) });
      return { removed: removed.length };
    }),
  );
}
