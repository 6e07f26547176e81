import { attemptDelivery, type PaymentSource } from './deliver.js';
import { carriesSecretLink, type MailMessage } from './message.js';
import { logger } from '#lib/logger.js';
import { claim, dueMail, markFailedAttempt, markWithdrawn, type OutboxItem } from './outbox.js';

/** Mails taken per query; the job goes on while it has time and the queue has more. */
const BATCH = 25;
/** The job stops taking mail after this long (its function may run for five minutes). */
const WORK_MS = 3 * 60_000;

export interface RetryReport {
  sent: number;
  retrying: number;
  failed: number;
  /** Mails no longer true when their turn came (a reminder of a due paid meanwhile): not sent. */
  withdrawn: number;
}

/** One mail the job has claimed: sent, retried later, given up, or withdrawn when no longer true. */
export async function sendClaimedMail(item: OutboxItem, payments: PaymentSource): Promise<keyof RetryReport> {
  if (carriesSecretLink(item.message.kind)) {
    // Its sender died mid-send; the link was never stored, so there is nothing to send again.
    return markFailedAttempt(
      item.key,
      item.attempts + 1,
      item.message.kind === 'password-reset'
        ? 'The reset link is not kept; the person can ask for a new one'
        : 'The invitation link is not kept; the owner can invite again',
      new Date(),
      false,
    );
  }
  const message = item.message as MailMessage;
  if (payments.stillTrue && !(await payments.stillTrue(message))) {
    await markWithdrawn(item.key, new Date());
    logger.info('E-mail no longer true; not sent', { mail: item.key });
    return 'withdrawn';
  }
  return attemptDelivery(item, message, { payments });
}

/**
 * Sends the mails that are due: receipt mails for the first time, others again after a failure.
 * `payments` finds a mail's payment and renders its receipt.
 */
export async function sendDueMail(payments: PaymentSource, now = () => new Date()): Promise<RetryReport> {
  const report: RetryReport = { sent: 0, retrying: 0, failed: 0, withdrawn: 0 };
  const started = Date.now();
  for (;;) {
    const due = await dueMail(now(), BATCH);
    let taken = 0;
    for (const item of due) {
      if (Date.now() - started > WORK_MS) return report;
      if (!(await claim(item, now()))) continue;
      taken++;
      report[await sendClaimedMail(item, payments)]++;
    }
    if (due.length < BATCH || taken === 0) return report;
  }
}
