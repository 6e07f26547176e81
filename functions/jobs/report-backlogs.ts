import { jobs } from '#shared/jobs.js';
import { reportBacklogs } from '#domain/insight/index.js';
import { loadConfig } from '#lib/config.js';
import { logger, runWithLogContext } from '#lib/logger.js';
import { withMetrics } from '#lib/metrics.js';

const job = jobs.find((candidate) => candidate.handler === 'report-backlogs')!;
loadConfig(job.uses);

/** Invoked every five minutes by EventBridge: the backlogs' gauges, which the alarms watch. */
export async function handler(
  _event: unknown,
  context?: { awsRequestId?: string },
): Promise<Awaited<ReturnType<typeof reportBacklogs>>> {
  return runWithLogContext({ requestId: context?.awsRequestId, route: `job ${job.name}` }, () =>
    withMetrics(async () => {
      const backlogs = await reportBacklogs();
      logger.info('Backlogs measured', { ...backlogs });
      return backlogs;
    }),
  );
}
