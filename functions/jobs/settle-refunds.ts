import { jobs } from '#shared/jobs.js';
import { settleRefundBacklog, type SettleReport } from '#domain/payments/index.js';
import { loadConfig } from '#lib/config.js';
import { logger, runWithLogContext } from '#lib/logger.js';

const job = jobs.find((candidate) => candidate.handler === 'settle-refunds')!;
loadConfig(job.uses);

/** Invoked every minute by EventBridge. Logs its counts on every run (one line), as the figures to watch. */
export async function handler(_event: unknown, context?: { awsRequestId?: string }): Promise<SettleReport> {
  return runWithLogContext({ requestId: context?.awsRequestId, route: `job ${job.name}` }, async () => {
    const { settled, released, stillPending, oldestPendingSeconds } = await settleRefundBacklog();
    const report = { settled, released, stillPending, oldestPendingSeconds };
    logger.info('Refunds settled', report);
    return report;
  });
}
