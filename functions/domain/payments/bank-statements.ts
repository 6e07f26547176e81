/**
 * A bank statement matched against the pending UPI payments: uploaded by the admin straight to S3,
 * read and matched by `importStatement` (parseStatement and matchStatement are the pure core), and its
 * matched payments approved by `approveStatement` (bank-statement-approval.ts). Importing is a reading:
 * it approves nothing, and the same file gives the same statement id, its lists as the ledger stands.
 */
import { createHash } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import { MAX_STATEMENT_BYTES, STATEMENT_CONTENT_TYPE, type StatementImportReply } from '#shared/bank-statements.js';
import { ERROR_CODES } from '#shared/error-codes.js';
import { batchGetAll, queryAll } from '#lib/db.js';
import { DomainError, InvalidInput, TooLarge } from '#lib/errors.js';
import { s3, videoBucket } from '#lib/s3.js';
import { headerChoices } from './bank-statement-header-choices.js';
import { toLineReply, toStatementPayment } from './bank-statement-replies.js';
import type { ColumnMapping } from './bank-statement-layouts.js';
import { matchStatement, type StatementMatch } from './bank-statement-match.js';
import { parseStatement, type ParsedStatement, type StatementLine } from './bank-statement-parse.js';
import {
  getStatement,
  matchedPaymentIds,
  rememberMapping,
  rememberedMapping,
  saveStatement,
  type StatementCounts,
  type StatementRecord,
} from './bank-statement-records.js';
import { getPayments, paymentKeys, PENDING_PARTITION, toPayment, type PaymentRecord } from './ledger.js';

const UPLOAD_SECONDS = 10 * 60;
const UPLOAD_PREFIX = 'uploads/statements/';
const FILE_KEY = /^uploads\/statements\/[0-9A-HJKMNP-TV-Z]{26}\.csv$/;

function statementTooLarge(bytes: number): TooLarge {
  return new TooLarge(
    'statement_too_large',
    `The bank statement is too large (${(bytes / 1024 / 1024).toFixed(1)} MB): a statement may have at most ${MAX_STATEMENT_BYTES / 1024 / 1024} MB. Download a shorter period.`,
  );
}

/** A presigned PUT for one CSV of at most MAX_STATEMENT_BYTES; its type and length are signed. */
export async function statementUploadUrl(size: number): Promise<{ uploadUrl: string; fileKey: string }> {
  if (size > MAX_STATEMENT_BYTES) throw statementTooLarge(size);
  const fileKey = `${UPLOAD_PREFIX}${ulid()}.csv`;
  const uploadUrl = await getSignedUrl(
    s3(),
    new PutObjectCommand({
      Bucket: videoBucket(),
      Key: fileKey,
      ContentType: STATEMENT_CONTENT_TYPE,
      ContentLength: size,
    }),
    { expiresIn: UPLOAD_SECONDS },
  );
  return { uploadUrl, fileKey };
}

async function readUpload(fileKey: string): Promise<Buffer> {
  if (!FILE_KEY.test(fileKey)) throw new InvalidInput('statement_not_uploaded', undefined, { field: 'fileKey' });
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: videoBucket(), Key: fileKey }));
    const size = object.ContentLength ?? 0;
    if (size > MAX_STATEMENT_BYTES) {
      (object.Body as { destroy?: () => void } | undefined)?.destroy?.();
      throw statementTooLarge(size);
    }
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || status === 403)
      throw new InvalidInput('statement_not_uploaded', undefined, { field: 'fileKey' });
    throw error;
  }
}

type Reading = { parsed: ParsedStatement; chosen?: ColumnMapping } | { headerUnknown: { columns: string[] } };

/**
 * The file read with the columns given, else by its header, else with the columns remembered from an
 * earlier file; when none of these fits, the header cells to choose from.
 */
async function readStatement(text: string, mapping: ColumnMapping | undefined): Promise<Reading> {
  if (mapping) return { parsed: parseStatement(text, mapping), chosen: mapping };
  try {
    return { parsed: parseStatement(text) };
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'statement_header_unknown') throw error;
  }
  const remembered = await rememberedMapping();
  if (remembered) {
    try {
      return { parsed: parseStatement(text, remembered) };
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'statement_column_missing') throw error;
    }
  }
  return { headerUnknown: { columns: headerChoices(text) } };
}

/** '' from a form means no such column. */
function cleanMapping(mapping: ColumnMapping | undefined): ColumnMapping | undefined {
  if (!mapping) return undefined;
  const { reference, debit, ...required } = mapping;
  return { ...required, ...(reference ? { reference } : {}), ...(debit ? { debit } : {}) };
}

interface PendingCredit {
  paymentId: string;
  utr: string;
  amount: PaymentRecord['amountPaise'];
  record: PaymentRecord;
}

/** Every UPI payment waiting for a decision (gsi1 PAYMENTS#pending). */
async function pendingUpiCredits(): Promise<PendingCredit[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pending',
    ExpressionAttributeValues: { ':pending': PENDING_PARTITION },
  });
  return items
    .map(toPayment)
    .filter((payment) => payment.method === 'upi' && payment.utrNumber)
    .map((record) => ({ paymentId: record.id, utr: record.utrNumber!, amount: record.amountPaise, record }));
}

/** The statement's UTRs some payment other than a pending one already took, each with that payment's id. */
async function usedUtrClaims(lines: readonly StatementLine[], pendingUtrs: ReadonlySet<string>) {
  const utrs = [...new Set(lines.flatMap((line) => line.utrs))].filter((utr) => !pendingUtrs.has(utr));
  const claims = await batchGetAll(utrs.map((utr) => paymentKeys.utr(utr)));
  return new Map(claims.map((claim) => [String(claim.pk).slice('UTR#'.length), claim.paymentId as string]));
}

async function toListsReply(match: StatementMatch<PendingCredit>, claims: Map<string, string>) {
  const unnamed = match.utrAlreadyUsed.filter((entry) => !entry.payment).map((entry) => claims.get(entry.utr));
  const used = new Map(
    (await getPayments(unnamed.filter((id): id is string => id !== undefined))).map((payment) => [payment.id, payment]),
  );
  const onLine = ({ line, payment }: { line: StatementLine; payment: PendingCredit }) => ({
    line: toLineReply(line),
    payment: toStatementPayment(payment.record),
  });
  return {
    matched: match.matched.map(onLine),
    amountDiffers: match.amountDiffers.map(onLine),
    utrAlreadyUsed: match.utrAlreadyUsed.map(({ line, utr, payment }) => {
      const taker = payment?.record ?? used.get(claims.get(utr) ?? '');
      return { line: toLineReply(line), utr, ...(taker ? { payment: toStatementPayment(taker) } : {}) };
    }),
    unmatched: match.unmatched.map(({ line }) => ({ line: toLineReply(line) })),
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

export type StatementImportOutcome =
  | { reply: StatementImportReply }
  | { headerUnknown: { columns: string[]; message: string } };

/**
 * Reads the uploaded CSV, matches its credits with the pending UPI payments and the UTRs already used,
 * and records the statement (its id: the file's SHA-256) with the payments it matched, which
 * `approveStatement` approves. A file it cannot read changes nothing. The same file again answers the
 * same id and writes nothing unless the ledger has changed since (a payment approved or a UTR sent
 * meanwhile): then its lists are those of now, and so is what approving them approves.
 */
export async function importStatement(
  fileKey: string,
  givenMapping: ColumnMapping | undefined,
  adminId: string,
): Promise<StatementImportOutcome> {
  const bytes = await readUpload(fileKey);
  const statementId = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const reading = await readStatement(bytes.toString('utf8'), cleanMapping(givenMapping));
  if ('headerUnknown' in reading)
    return { headerUnknown: { ...reading.headerUnknown, message: ERROR_CODES.statement_header_unknown } };
  const { parsed, chosen } = reading;

  const pending = await pendingUpiCredits();
  const claims = await usedUtrClaims(parsed.lines, new Set(pending.map((payment) => payment.utr)));
  const match = matchStatement(parsed.lines, pending, new Set(claims.keys()));
  const matchedIds = match.matched.map(({ payment }) => payment.paymentId);

  const previous = await getStatement(statementId);
  const now = new Date().toISOString();
  const record: StatementRecord = {
    statementId,
    layout: parsed.layout,
    credits: parsed.lines.length,
    counts: {
      matched: match.matched.length,
      amountDiffers: match.amountDiffers.length,
      utrAlreadyUsed: match.utrAlreadyUsed.length,
      unmatched: match.unmatched.length,
    },
    firstImportedAt: previous?.firstImportedAt ?? now,
    firstImportedBy: previous?.firstImportedBy ?? adminId,
    importedAt: now,
    importedBy: adminId,
    importId: ulid(),
    matchedChunks: 0,
  };
  const unchanged =
    previous !== undefined &&
    previous.layout === record.layout &&
    (Object.keys(record.counts) as (keyof StatementCounts)[]).every(
      (list) => previous.counts[list] === record.counts[list],
    ) &&
    sameIds(await matchedPaymentIds(previous), matchedIds);
  // False when another import of the same file was recorded first, with the same lists as this one's.
  const recorded = unchanged || (await saveStatement(record, matchedIds, previous, chosen));
  if (unchanged && chosen) await rememberMapping(chosen, adminId, now);

  return {
    reply: {
      statementId,
      layout: parsed.layout,
      firstImportedAt: record.firstImportedAt,
      importedBefore: previous !== undefined || !recorded,
      ...(await toListsReply(match, claims)),
    },
  };
}
