import { jobs } from '#shared/jobs.js';
import { type RetryReport, sendDueMail } from '#domain/mail/index.js';
import { paymentMail } from '#domain/payments/index.js';
import { loadConfig } from '#lib/config.js';
import { logger, runWithLogContext } from '#lib/logger.js';
import { withMetrics } from '#lib/metrics.js';

const job = jobs.find((candidate) => candidate.handler === 'send-mail')!;
loadConfig(job.uses);

/** Invoked every minute by EventBridge. */
export async function handler(_event: unknown, context?: { awsRequestId?: string }): Promise<RetryReport> {
  return runWithLogContext({ requestId: context?.awsRequestId, route: `job ${job.name}` }, () =>
    withMetrics(async () => {
      const report = await sendDueMail(paymentMail);
      if (report.sent + report.retrying + report.failed + report.withdrawn > 0)
        logger.info('Sent the e-mails that were due', { ...report });
      return report;
    }),
  );
}
