import { jobs } from '#shared/jobs.js';
import { finishCourseDeletions } from '#domain/learning/index.js';
import { loadConfig } from '#lib/config.js';
import { runWithDeadline } from '#lib/deadline.js';
import { logger, runWithLogContext } from '#lib/logger.js';

const job = jobs.find((candidate) => candidate.handler === 'finish-course-deletions')!;
loadConfig(job.uses);

/** Invoked every minute by EventBridge; stops in time to leave the rest to the next run. */
export async function handler(
  _event: unknown,
  context?: { awsRequestId?: string; getRemainingTimeInMillis?: () => number },
): Promise<{ courses: number; removed: number; waiting: number }> {
  return runWithLogContext({ requestId: context?.awsRequestId, route: `job ${job.name}` }, () =>
    runWithDeadline(context?.getRemainingTimeInMillis?.(), async () => {
      const report = await finishCourseDeletions();
      if (report.removed > 0) logger.info('Removed the enrolments of deleted courses', { ...report });
      return report;
    }),
  );
}
