/**
 * What the server and the admin's Bank statement screen share about importing a statement: its limits,
 * the columns a mapping names, and the replies of the import and of approving its matched payments.
 */
import type { PaymentProduct, PaymentStatus } from './types.js';

/** 5 MB: a busy month of an institute's account (5,000 rows of about 250 bytes) is a quarter of it. */
/** The plain layout's header, understood whatever bank the file comes from. */
export const PLAIN_STATEMENT_HEADER = 'Date,Narration,Reference,Debit,Credit';

export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
/** Rows of the file, preamble and blank rows included. */
export const MAX_STATEMENT_ROWS = 20_000;
/** The type the upload is signed with: the browser sends the file as this, whatever the file's name says. */
export const STATEMENT_CONTENT_TYPE = 'text/csv';

/** The columns a mapping names, by the text of their header cells; reference and debit may be left out. */
export const STATEMENT_FIELDS = ['date', 'narration', 'reference', 'credit', 'debit'] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];
export const REQUIRED_STATEMENT_FIELDS: readonly StatementField[] = ['date', 'narration', 'credit'];

/** A credit of the statement as the reply names it: its row in the file, its day and its texts, the amount in rupees. */
export interface StatementLineReply {
  row: number;
  /** `yyyy-mm-dd`. */
  date: string;
  narration: string;
  reference: string;
  credit: number;
}

/** A UPI payment as the reply names it, with its status now. */
export interface StatementPaymentReply {
  _id: string;
  studentName: string;
  /** The course's or the test series' title. */
  title: string;
  product?: PaymentProduct;
  amount: number;
  utr: string;
  status: PaymentStatus;
}

export interface StatementPaymentOnLine {
  line: StatementLineReply;
  payment: StatementPaymentReply;
}

export interface StatementImportReply {
  /** The file's content hash: the same file always has the same id. */
  statementId: string;
  /** The bank layout the header was read in, or `mapping` when the admin's columns were used. */
  layout: string;
  /** When this file was first imported, and whether that was before this request. */
  firstImportedAt: string;
  importedBefore: boolean;
  /** Same UTR, same amount to the paisa, pending: what "Approve all matched" approves. */
  matched: StatementPaymentOnLine[];
  /** A pending payment's UTR with another amount. */
  amountDiffers: StatementPaymentOnLine[];
  /** A UTR a payment already used (approved, rejected), or one this statement credits twice; the payment when known. */
  utrAlreadyUsed: { line: StatementLineReply; utr: string; payment?: StatementPaymentReply }[];
  /** No payment has any UTR of the credit. */
  unmatched: { line: StatementLineReply }[];
}

/** The extra fields of a 400 `statement_header_unknown`: the file's likely header cells, to choose columns from. */
export interface StatementHeaderUnknownReply {
  columns: string[];
}

export interface StatementApprovalReply {
  statementId: string;
  /** Approved by this request, each once, with its receipt and e-mail. */
  approved: StatementPaymentReply[];
  /** Approved before this request (by an admin meanwhile, or an earlier "Approve all"). */
  alreadyApproved: StatementPaymentReply[];
  /** Not approved, and why: rejected meanwhile (`payment_already_decided`), the account or course gone. */
  notApproved: { payment: StatementPaymentReply; code: string }[];
  /** Matched payments left for another request, when this one ran out of time: send it again. */
  remaining: number;
}
