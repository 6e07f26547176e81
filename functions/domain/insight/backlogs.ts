import { gaugeMetric } from '#lib/metrics.js';
import { oldestDueMail } from '../mail/index.js';
import { oldestInReceiptLine, pendingRefundBacklog } from '../payments/index.js';

/**
 * The lines that must keep moving, measured: received payments waiting for their receipt number,
 * refunds reserved but not settled, e-mail due and not sent. Each is read with a one-item Query (and
 * the pending refunds counted), never a Scan. The ReportBacklogs job sends these as gauges every five
 * minutes; the alarms in infra/constructs/operations.ts fire when one stays old.
 */
export interface Backlogs {
  receiptLineOldestSeconds: number;
  pendingRefunds: number;
  pendingRefundsOldestSeconds: number;
  mailOutboxOldestSeconds: number;
}

const ageInSeconds = (since: Date | undefined, now: Date) =>
  since ? Math.max(0, Math.round((now.getTime() - since.getTime()) / 1000)) : 0;

export async function reportBacklogs(now = new Date()): Promise<Backlogs> {
  const [receiptLine, refunds, mail] = await Promise.all([
    oldestInReceiptLine(),
    pendingRefundBacklog(),
    oldestDueMail(now),
  ]);
  const backlogs: Backlogs = {
    receiptLineOldestSeconds: ageInSeconds(receiptLine, now),
    pendingRefunds: refunds.count,
    pendingRefundsOldestSeconds: ageInSeconds(refunds.oldest, now),
    mailOutboxOldestSeconds: ageInSeconds(mail, now),
  };
  gaugeMetric('ReceiptLineOldestSeconds', backlogs.receiptLineOldestSeconds);
  gaugeMetric('PendingRefunds', backlogs.pendingRefunds);
  gaugeMetric('PendingRefundsOldestSeconds', backlogs.pendingRefundsOldestSeconds);
  gaugeMetric('MailOutboxOldestSeconds', backlogs.mailOutboxOldestSeconds);
  return backlogs;
}
