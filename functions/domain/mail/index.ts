/**
 * E-mail: the outbox, the texts in both languages, MIME and SMTP. It knows no ledger: a payment's mail
 * finds its payment through the PaymentSource the payments context gives it.
 */
export { type Attachment } from './mime.js';
export { type PaymentSource } from './deliver.js';
export { type MailMessage, type MailRecipient } from './message.js';
export { oldestDueMail } from './outbox.js';
export { queueMail } from './queue.js';
export { type RetryReport, sendClaimedMail, sendDueMail } from './retry.js';
export { sendMail } from './send.js';
export { guardSending } from './transport.js';
