import { DEFAULT_LANGUAGE } from '#shared/site-pages.js';
import { logger } from '#lib/logger.js';
import { getUser } from '../users/index.js';
import { type MailRecipient, queueMail, sendMail } from '../mail/index.js';
import { getPayment, type PaymentRecord } from './ledger.js';

/** Razorpay's address for a payer whose e-mail checkout did not ask for. */
const NO_ADDRESS = 'void@razorpay.com';

type Payer = Pick<PaymentRecord, 'id' | 'userId' | 'name' | 'email'>;

/**
 * Who hears about a payment, in their account's language: the account's e-mail, or for a card payer
 * without an account the address Razorpay's checkout collected. Undefined when there is nowhere to write.
 */
async function payerOf(payment: Payer, checkoutEmail?: string): Promise<MailRecipient | undefined> {
  try {
    const account = payment.userId ? await getUser(payment.userId) : undefined;
    const email = [account?.email, payment.email, checkoutEmail].find(
      (address) => address && address.toLowerCase() !== NO_ADDRESS,
    );
    return email
      ? { email, name: account?.name ?? payment.name, language: account?.language ?? DEFAULT_LANGUAGE }
      : undefined;
  } catch (error) {
    logger.error('The payer of a payment could not be looked up for an e-mail', { paymentId: payment.id, error });
    return undefined;
  }
}

/** The receipt mail of money that arrived (sent by the SendMail job). Never throws. */
export async function mailReceipt(
  payment: Payer,
  kind: 'card-paid' | 'upi-approved' | 'offline-recorded',
  checkoutEmail?: string,
): Promise<void> {
  const to = await payerOf(payment, checkoutEmail);
  if (to) await queueMail(to, { kind, paymentId: payment.id });
}

/** The rejection of a UPI payment, with the admin's reason (sent at once). Never throws. */
export async function mailRejection(payment: Payer): Promise<void> {
  const to = await payerOf(payment);
  if (to) await sendMail(to, { kind: 'upi-rejected', paymentId: payment.id }, { paymentOf: getPayment });
}
