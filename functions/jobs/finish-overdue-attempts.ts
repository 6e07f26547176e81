import { jobs } from '#shared/jobs.js';
import { finishOverdueAttempts } from '#domain/mock-tests/index.js';
import { loadConfig } from '#lib/config.js';
import { logger, runWithLogContext } from '#lib/logger.js';
import { withMetrics } from '#lib/metrics.js';

const job = jobs.find((candidate) => candidate.handler === 'finish-overdue-attempts')!;
loadConfig(job.uses);

/** Invoked every minute by EventBridge. */
export async function handler(_event: unknown, context?: { awsRequestId?: string }): Promise<{ finished: number }> {
  return runWithLogContext({ requestId: context?.awsRequestId, route: `job ${job.name}` }, () =>
    withMetrics(async () => {
      const finished = await finishOverdueAttempts();
      if (finished > 0) logger.info('Finished attempts whose time was over', { finished });
      return { finished };
    }),
  );
}
