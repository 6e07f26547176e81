import { mobileDigits, nameTerms, searchTerms, termEntryWrites, type TermIndex } from '#lib/term-index.js';
import type { PaymentRecord } from './ledger.js';

/**
 * Finding a card payment by its payer's name or mobile number. Card payers need no account, so the
 * student search cannot find them; their payments get entries of their own:
 *   PAYERSEARCH / <term>#<paymentId>   { paymentId, terms }
 * written by the transaction that marks the payment paid (card.ts), so an order never paid (which
 * expires) leaves none behind. Payments of students (UPI, offline) are found through the student.
 * Card payments paid before these entries existed get them from the counter rebuild.
 */
const index: TermIndex = { partition: 'PAYERSEARCH', idName: 'paymentId' };

export function payerSearchWrites(payment: Pick<PaymentRecord, 'id' | 'name' | 'mobile'>) {
  return termEntryWrites(index, 'PayerSearch', payment.id, [
    ...nameTerms(payment.name),
    mobileDigits(payment.mobile) ?? '',
  ]);
}

/** Ids of card payments whose payer's name (from any word on) or mobile starts with `text`, at most `limit`. */
export async function searchPayers(text: string, limit: number): Promise<string[]> {
  return (await searchTerms(index, text, limit)).ids;
}
