import { timeLeft } from '#lib/deadline.js';
import { logger } from '#lib/logger.js';
import { attemptDelivery, type PaymentSource } from './deliver.js';
import { carriesReceipt, carriesSecretLink, mailKey, type MailMessage, storedForm } from './message.js';
import { enqueue, SENDING_LEASE_MS } from './outbox.js';
import { queueMail } from './queue.js';

export type { MailMessage, MailRecipient } from './message.js';

/** The longest an action waits for its e-mail to go out before leaving it to the retry job. */
const IN_REQUEST_LIMIT_MS = 5000;

/**
 * Every e-mail the site sends goes through here: written to the outbox (once per event: the same
 * event again sends nothing), then sent. A mail without attachments is sent at once; a receipt mail
 * is sent by the SendMail job (the only function carrying the receipt PDF code), within a minute. A
 * send that fails stays in the outbox for the job; a reset link is never stored, so its mail is tried
 * only here. A payment's mail finds its payment through `payments`. Never throws: the action that
 * caused the mail has happened whatever becomes of it.
 */
export async function sendMail(
  to: { email: string; name: string; language: 'en' | 'gu' },
  message: MailMessage,
  payments?: PaymentSource,
): Promise<void> {
  if (carriesReceipt(message.kind)) return queueMail(to, message);
  const key = mailKey(message);
  try {
    const now = new Date();
    if (!(await enqueue(key, to, storedForm(message), new Date(now.getTime() + SENDING_LEASE_MS), now))) return;
    await attemptDelivery({ key, to, attempts: 0 }, message, {
      ...(payments ? { payments } : {}),
      timeLimitMs: Math.min(IN_REQUEST_LIMIT_MS, timeLeft()),
      retryable: !carriesSecretLink(message.kind),
    });
  } catch (error) {
    logger.error('E-mail could not be written to the outbox or settled there', {
      mail: key,
      kind: message.kind,
      error,
    });
  }
}
