/**
 * "Approve all matched": every payment the statement's last import matched, approved through the UPI
 * approval (once, with its receipt and e-mail). A payment decided meanwhile is reported, not approved
 * again, so running it twice approves nothing twice.
 */
import type { StatementApprovalReply } from '#shared/bank-statements.js';
import { timeLeft } from '#lib/deadline.js';
import { DomainError, NotFound } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { getStatement, matchedPaymentIds } from './bank-statement-records.js';
import { toStatementPayment } from './bank-statement-replies.js';
import { getPayment, getPayments, isReceived, type PaymentRecord } from './ledger.js';
import { approveUpiPayment } from './upi.js';

/** Approvals in flight at once: each waits on its own transaction, receipt and mail, and they share counter shards. */
const AT_ONCE = 4;
/** An approval is started only with this long left before the answer is due, so none is cut off half way. */
const TIME_FOR_ONE_MS = 3_000;

/** What became of one matched payment, with the payment as it is now. */
type Outcome =
  | { kind: 'approved' | 'alreadyApproved'; payment: PaymentRecord }
  | { kind: 'notApproved'; payment: PaymentRecord; code: string }
  | { kind: 'remaining' };

/** What a payment that is not waiting for this request is now. */
function decided(payment: PaymentRecord): Outcome {
  if (payment.status === 'pending') return { kind: 'remaining' };
  return isReceived(payment.status)
    ? { kind: 'alreadyApproved', payment }
    : { kind: 'notApproved', payment, code: 'payment_already_decided' };
}

async function approveOne(payment: PaymentRecord, adminId: string): Promise<Outcome> {
  try {
    await approveUpiPayment(payment.id, adminId);
    return { kind: 'approved', payment: { ...payment, status: 'approved' } };
  } catch (error) {
    const code = error instanceof DomainError ? error.code : undefined;
    if (code && code !== 'busy_try_again' && code !== 'payment_already_decided')
      return { kind: 'notApproved', payment, code };
    if (!code)
      logger.warn('A matched payment of a bank statement may not be approved', { paymentId: payment.id, error });
    // Decided by someone else meanwhile, busy, or a failure after its transaction: the ledger says which.
    const now = (await getPayment(payment.id)) ?? payment;
    const ours = code !== 'payment_already_decided' && now.status === 'approved' && now.decidedBy === adminId;
    return ours ? { kind: 'approved', payment: now } : decided(now);
  }
}

export async function approveStatement(statementId: string, adminId: string): Promise<StatementApprovalReply> {
  const statement = await getStatement(statementId);
  if (!statement) throw new NotFound('statement_not_found');
  const ids = await matchedPaymentIds(statement);
  // In the order they were matched (payments are never deleted, so every id has its payment).
  const byId = new Map((await getPayments(ids)).map((payment) => [payment.id, payment]));
  const payments = ids.flatMap((id) => byId.get(id) ?? []);

  const outcomes = new Map<string, Outcome>();
  const waiting: PaymentRecord[] = [];
  for (const payment of payments) {
    if (payment.status === 'pending') waiting.push(payment);
    else outcomes.set(payment.id, decided(payment));
  }
  let next = 0;
  const worker = async () => {
    while (next < waiting.length && timeLeft(TIME_FOR_ONE_MS) > 0) {
      const payment = waiting[next++]!;
      outcomes.set(payment.id, await approveOne(payment, adminId));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));

  const reply: StatementApprovalReply = {
    statementId,
    approved: [],
    alreadyApproved: [],
    notApproved: [],
    remaining: 0,
  };
  for (const payment of payments) {
    const outcome = outcomes.get(payment.id) ?? { kind: 'remaining' };
    if (outcome.kind === 'remaining') reply.remaining++;
    else if (outcome.kind === 'notApproved')
      reply.notApproved.push({ payment: toStatementPayment(outcome.payment), code: outcome.code });
    else reply[outcome.kind].push(toStatementPayment(outcome.payment));
  }
  return reply;
}
