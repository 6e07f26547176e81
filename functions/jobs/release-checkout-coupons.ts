import { jobs } from '#shared/jobs.js';
import { releaseExpiredCheckoutCoupons } from '#domain/payments/index.js';
import { loadConfig } from '#lib/config.js';
import { logger, runWithLogContext } from '#lib/logger.js';

const job = jobs.find((candidate) => candidate.handler === 'release-checkout-coupons')!;
loadConfig(job.uses);

/** Invoked every ten minutes by EventBridge: the coupon uses of checkout orders left unpaid are given back. */
export async function handler(_event: unknown, context?: { awsRequestId?: string }): Promise<{ released: number }> {
  return runWithLogContext({ requestId: context?.awsRequestId, route: `job ${job.name}` }, async () => {
    const report = await releaseExpiredCheckoutCoupons();
    logger.info('Coupons of unpaid checkout orders given back', report);
    return report;
  });
}
