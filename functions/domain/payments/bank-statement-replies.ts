import type { StatementLineReply, StatementPaymentReply } from '#shared/bank-statements.js';
import { paiseToRupees } from '#shared/money.js';
import type { StatementLine } from './bank-statement-parse.js';
import type { PaymentRecord } from './ledger.js';

/** The reply names each credit by its texts, cut to these lengths: 20,000 credits then stay well inside a reply's 6 MB. */
const NARRATION_CHARS = 100;
const REFERENCE_CHARS = 40;

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

export function toLineReply(line: StatementLine): StatementLineReply {
  return {
    row: line.row,
    date: line.date,
    narration: cut(line.narration, NARRATION_CHARS),
    reference: cut(line.reference, REFERENCE_CHARS),
    credit: paiseToRupees(line.credit),
  };
}

export function toStatementPayment(payment: PaymentRecord): StatementPaymentReply {
  return {
    _id: payment.id,
    studentName: payment.name,
    title: payment.courseTitle,
    ...(payment.product ? { product: payment.product } : {}),
    amount: paiseToRupees(payment.amountPaise),
    utr: payment.utrNumber ?? '',
    status: payment.status,
  };
}
