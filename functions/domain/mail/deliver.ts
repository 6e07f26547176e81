import { ulid } from 'ulid';
import { config } from '#lib/config.js';
import { logger } from '#lib/logger.js';
import { countMetric } from '#lib/metrics.js';
import { contentOf, type MailPayment, write } from './compose.js';
import { carriesReceipt, type MailMessage, type MailRecipient } from './message.js';
import { type Attachment, buildMime } from './mime.js';
import { markFailedAttempt, markSent } from './outbox.js';
import { MAIL_TEXTS } from './texts.js';
import { transmit } from './transport.js';

/**
 * Where a payment's e-mail finds its payment, and the receipt it carries: the payments context gives
 * them (mail knows no ledger). Only the SendMail job renders receipts: it alone bundles the PDF code.
 */
export interface PaymentSource<Payment extends MailPayment = MailPayment> {
  paymentOf(id: string): Promise<Payment | undefined>;
  renderReceipt?(payment: Payment): Promise<Attachment>;
  /** Whether what a queued mail says still holds when its turn comes (a due's reminder: the due still unpaid). */
  stillTrue?(message: MailMessage): Promise<boolean>;
}

class NotReady extends Error {}

async function paymentOf(message: MailMessage, payments: PaymentSource | undefined): Promise<MailPayment | undefined> {
  if (
    message.kind === 'welcome' ||
    message.kind === 'password-reset' ||
    message.kind === 'staff-invite' ||
    message.kind === 'due-reminder' ||
    message.kind === 'doubt-answered'
  )
    return undefined;
  if (!payments) throw new Error(`E-mail ${message.kind} is about a payment, and no payment source was given`);
  const payment = await payments.paymentOf(message.paymentId);
  if (!payment) throw new Error(`Payment ${message.paymentId} of this e-mail does not exist`);
  if (carriesReceipt(message.kind) && !payment.receiptNumber)
    throw new NotReady(`Payment ${payment.id} has no receipt number yet`);
  return payment;
}

async function writeAndSend(
  to: MailRecipient,
  message: MailMessage,
  payments: PaymentSource | undefined,
  signal: AbortSignal | undefined,
): Promise<void> {
  const from = config().mailFrom;
  if (!from) throw new Error('Missing setting MAIL_FROM: the address e-mail is sent from');
  const payment = await paymentOf(message, payments);
  const attachments: Attachment[] = [];
  if (carriesReceipt(message.kind)) {
    if (!payments?.renderReceipt)
      throw new Error(`E-mail ${message.kind} carries a receipt, which only the retry job renders`);
    attachments.push(await payments.renderReceipt(payment!));
  }
  const written = write(to, contentOf(message, to.language, payment));
  const raw = buildMime({
    from: { name: MAIL_TEXTS[to.language].brand, address: from },
    to: { name: to.name, address: to.email },
    ...written,
    language: to.language,
    attachments,
    messageId: `${ulid()}@${from.split('@')[1] ?? 'localhost'}`,
    date: new Date(),
  });
  await transmit({ from, to: to.email }, raw, signal);
}

export interface Attempt {
  key: string;
  to: MailRecipient;
  /** Attempts made before this one. */
  attempts: number;
}

/**
 * One try at sending a mail already in the outbox, recorded there: sent, or failed (logged once) and
 * due again later or given up. Never throws for a failed send.
 */
export async function attemptDelivery(
  mail: Attempt,
  message: MailMessage,
  options: { payments?: PaymentSource; timeLimitMs?: number; retryable?: boolean } = {},
): Promise<'sent' | 'retrying' | 'failed'> {
  const attempt = mail.attempts + 1;
  const signal = options.timeLimitMs === undefined ? undefined : AbortSignal.timeout(Math.max(options.timeLimitMs, 0));
  try {
    await writeAndSend(mail.to, message, options.payments, signal);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const outcome = await markFailedAttempt(mail.key, attempt, reason, new Date(), options.retryable ?? true);
    // A receipt mail waiting for its number has not failed to send; giving up is counted whatever the reason.
    if (!(error instanceof NotReady)) countMetric('MailSendFailures');
    if (outcome === 'failed') countMetric('MailGivenUp');
    // A retry is routine (the reason says enough); giving up is not, and gets the whole error.
    if (outcome === 'failed') logger.error('E-mail not sent; given up', { mail: mail.key, attempt, error });
    else
      logger.warn(
        error instanceof NotReady ? 'E-mail waits for its receipt number' : 'E-mail not sent; it will be tried again',
        { mail: mail.key, attempt, reason },
      );
    return outcome;
  }
  await markSent(mail.key, attempt, new Date());
  return 'sent';
}
