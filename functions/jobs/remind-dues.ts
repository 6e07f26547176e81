import { jobs } from '#shared/jobs.js';
import { remindDues } from '#domain/payments/index.js';
import { loadConfig } from '#lib/config.js';
import { runWithDeadline } from '#lib/deadline.js';
import { logger, runWithLogContext } from '#lib/logger.js';

const job = jobs.find((candidate) => candidate.handler === 'remind-dues')!;
loadConfig(job.uses);

/** Invoked each morning by EventBridge: queues the day's reminders of unpaid dues. */
export async function handler(
  _event: unknown,
  context?: { awsRequestId?: string; getRemainingTimeInMillis?: () => number },
): Promise<{ queued: number }> {
  return runWithLogContext({ requestId: context?.awsRequestId, route: `job ${job.name}` }, () =>
    runWithDeadline(context?.getRemainingTimeInMillis?.(), async () => {
      const report = await remindDues();
      logger.info('Queued the reminders of unpaid dues', { ...report });
      return report;
    }),
  );
}
