/**
 * `matchStatement(lines, pending, usedUtrs)` pairs a statement's credits with pending UPI payments by UTR
 * and amount. Every credit lands in exactly one list (matched, amountDiffers, utrAlreadyUsed, unmatched),
 * a payment is matched to one credit at most, and the answer does not depend on the order of either input.
 */
import type { Paise } from '#shared/money.js';
import type { StatementLine } from './bank-statement-parse.js';

/** What matching needs of a pending UPI payment; the caller's own fields come back with it. */
export interface PendingUpiCredit {
  paymentId: string;
  utr: string;
  amount: Paise;
}

export interface PaymentOnLine<P> {
  line: StatementLine;
  payment: P;
}

export interface UsedUtrOnLine<P> {
  line: StatementLine;
  utr: string;
  /** The pending payment another credit of this statement was matched to, when that is what used the UTR. */
  payment?: P;
}

export interface StatementMatch<P> {
  /** Same UTR, same amount to the paisa: ready to approve. */
  matched: PaymentOnLine<P>[];
  /** A pending payment's UTR with another amount: for a person to look at (several credits may name one payment). */
  amountDiffers: PaymentOnLine<P>[];
  /** A UTR an approved or rejected payment used, or that another credit of this statement was matched with (a credit listed twice). */
  utrAlreadyUsed: UsedUtrOnLine<P>[];
  /** No payment has any of the credit's UTRs. */
  unmatched: { line: StatementLine }[];
}

/** As a submitted UTR is kept: without spaces, upper-case. */
function normalised(utr: string): string {
  return utr.replace(/\s+/g, '').toUpperCase();
}

/**
 * `pending`: the pending UPI payments. `usedUtrs`: UTRs payments already used (approved or rejected); a
 * pending payment's own UTR may be among them, and the pending payment wins. Two pending payments with
 * one UTR (which the one-use rule of UTRs prevents) go to the first by paymentId that has the amount.
 */
export function matchStatement<P extends PendingUpiCredit>(
  lines: readonly StatementLine[],
  pending: readonly P[],
  usedUtrs: ReadonlySet<string>,
): StatementMatch<P> {
  const byUtr = new Map<string, P[]>();
  const byPaymentId = [...pending].sort((a, b) => (a.paymentId < b.paymentId ? -1 : a.paymentId > b.paymentId ? 1 : 0));
  for (const payment of byPaymentId) {
    const utr = normalised(payment.utr);
    const list = byUtr.get(utr);
    if (list) list.push(payment);
    else byUtr.set(utr, [payment]);
  }
  const used = new Set([...usedUtrs].map(normalised));
  const inRowOrder = lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => a.line.row - b.line.row || a.index - b.index)
    .map(({ line }) => line);

  // Exact matches first, over the whole statement, so a credit with the wrong amount above the right
  // one never keeps the right one from its payment.
  const matchedIds = new Set<string>();
  const matchOf = new Map<StatementLine, P>();
  for (const line of inRowOrder) {
    for (const utr of line.utrs) {
      const payment = byUtr.get(utr)?.find((p) => p.amount === line.credit && !matchedIds.has(p.paymentId));
      if (payment) {
        matchedIds.add(payment.paymentId);
        matchOf.set(line, payment);
        break;
      }
    }
  }

  const result: StatementMatch<P> = { matched: [], amountDiffers: [], utrAlreadyUsed: [], unmatched: [] };
  for (const line of inRowOrder) {
    const payment = matchOf.get(line);
    if (payment) {
      result.matched.push({ line, payment });
      continue;
    }
    const waiting = line.utrs
      .map((utr) => byUtr.get(utr)?.find((p) => !matchedIds.has(p.paymentId)))
      .find((p) => p !== undefined);
    if (waiting) {
      result.amountDiffers.push({ line, payment: waiting });
      continue;
    }
    const usedUtr = line.utrs.find((utr) => byUtr.has(utr) || used.has(utr));
    if (usedUtr !== undefined) {
      const taker = byUtr.get(usedUtr)?.[0];
      result.utrAlreadyUsed.push({ line, utr: usedUtr, ...(taker ? { payment: taker } : {}) });
      continue;
    }
    result.unmatched.push({ line });
  }
  return result;
}
