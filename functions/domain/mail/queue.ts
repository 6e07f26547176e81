import { logger } from '#lib/logger.js';
import { mailKey, type MailMessage, type MailRecipient, storedForm } from './message.js';
import { enqueue } from './outbox.js';

/**
 * Puts a mail in the outbox for the SendMail job to send (receipt mails: only the job carries the PDF
 * code). Knows nothing of sending, so the functions that only queue carry no mail client. Never throws.
 */
export async function queueMail(to: MailRecipient, message: MailMessage): Promise<void> {
  const key = mailKey(message);
  try {
    const now = new Date();
    await enqueue(key, to, storedForm(message), now, now);
  } catch (error) {
    logger.error('E-mail could not be written to the outbox', { mail: key, kind: message.kind, error });
  }
}
