import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetAll, batchWriteAll, db, isConditionFailure, tableName } from '#lib/db.js';
import type { ColumnMapping, StatementLayoutId } from './bank-statement-layouts.js';

/**
 * Imported bank statements and the column mapping the office chose once.
 *   BANKSTATEMENT#<id> / STATEMENT                   the statement (id: its file's content hash): layout,
 *                                                    credits and the four lists' counts, when first and last
 *                                                    imported and by whom, and which import's matched list counts
 *   BANKSTATEMENT#<id> / MATCHED#<importId>#<nnnn>   the payments that import matched (ids, up to 5,000 an item):
 *                                                    what "Approve all matched" approves
 *   BANKSTATEMENTS / MAPPING                         the columns last chosen for a header the site did not know
 */
export const bankStatementKeys = {
  item: (statementId: string) => ({ pk: `BANKSTATEMENT#${statementId}`, sk: 'STATEMENT' }),
  matched: (statementId: string, importId: string, chunk: number) => ({
    pk: `BANKSTATEMENT#${statementId}`,
    sk: `MATCHED#${importId}#${String(chunk).padStart(4, '0')}`,
  }),
  mapping: () => ({ pk: 'BANKSTATEMENTS', sk: 'MAPPING' }),
};

/** Payment ids per item: 5,000 ULIDs are about 150 KB, well inside DynamoDB's 400 KB. */
const IDS_PER_CHUNK = 5_000;

export interface StatementCounts {
  matched: number;
  amountDiffers: number;
  utrAlreadyUsed: number;
  unmatched: number;
}

export interface StatementRecord {
  statementId: string;
  layout: StatementLayoutId | 'mapping';
  credits: number;
  counts: StatementCounts;
  firstImportedAt: string;
  firstImportedBy: string;
  importedAt: string;
  importedBy: string;
  /** The import whose matched list is the statement's. */
  importId: string;
  matchedChunks: number;
}

export async function getStatement(statementId: string): Promise<StatementRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: bankStatementKeys.item(statementId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, entity: _entity, ...record } = Item;
  return record as StatementRecord;
}

/** The payment ids an import matched, in the order they were matched. */
export async function matchedPaymentIds(statement: StatementRecord): Promise<string[]> {
  const keys = Array.from({ length: statement.matchedChunks }, (_, chunk) =>
    bankStatementKeys.matched(statement.statementId, statement.importId, chunk),
  );
  const items = await batchGetAll(keys, { consistent: true });
  return items.sort((a, b) => String(a.sk).localeCompare(String(b.sk))).flatMap((item) => item.paymentIds as string[]);
}

function chunksOf(ids: readonly string[]): string[][] {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_CHUNK) chunks.push(ids.slice(start, start + IDS_PER_CHUNK));
  return chunks;
}

function chunkKeys(statementId: string, importId: string, count: number) {
  return Array.from({ length: count }, (_, chunk) => bankStatementKeys.matched(statementId, importId, chunk));
}

/**
 * Records an import: its matched ids first (no statement points to them yet), then in one transaction
 * the statement, pointing to them, and the mapping when one was chosen. The statement is written only
 * if it is still as `previous` was read, so of two imports of one file at once one is kept; the other's
 * matched ids are removed, and false is answered. The list an earlier import pointed to goes afterwards.
 */
export async function saveStatement(
  record: StatementRecord,
  matchedIds: readonly string[],
  previous: StatementRecord | undefined,
  mapping: ColumnMapping | undefined,
): Promise<boolean> {
  const chunks = chunksOf(matchedIds);
  await batchWriteAll(
    chunks.map((paymentIds, chunk) => ({
      PutRequest: {
        Item: {
          ...bankStatementKeys.matched(record.statementId, record.importId, chunk),
          entity: 'BankStatementMatches',
          paymentIds,
        },
      },
    })),
  );
  const statement = { ...record, matchedChunks: chunks.length };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...bankStatementKeys.item(record.statementId), entity: 'BankStatement', ...statement },
              ...(previous
                ? {
                    ConditionExpression: 'importId = :previous',
                    ExpressionAttributeValues: { ':previous': previous.importId },
                  }
                : { ConditionExpression: 'attribute_not_exists(pk)' }),
            },
          },
          ...(mapping ? [{ Put: mappingPut(mapping, record.importedBy, record.importedAt) }] : []),
        ],
      }),
    );
  } catch (error) {
    // Only a refused condition is sure to have written nothing; after any other failure the ids stay.
    if (!isConditionFailure(error)) throw error;
    await deleteChunks(record.statementId, record.importId, chunks.length);
    return false;
  }
  if (previous) await deleteChunks(previous.statementId, previous.importId, previous.matchedChunks);
  return true;
}

async function deleteChunks(statementId: string, importId: string, count: number): Promise<void> {
  await batchWriteAll(chunkKeys(statementId, importId, count).map((Key) => ({ DeleteRequest: { Key } })));
}

function mappingPut(mapping: ColumnMapping, by: string, at: string) {
  return {
    TableName: tableName(),
    Item: { ...bankStatementKeys.mapping(), entity: 'BankStatementMapping', mapping, savedBy: by, savedAt: at },
  };
}

/** The columns chosen for this file, kept for the next file whose header the site does not know. */
export async function rememberMapping(mapping: ColumnMapping, by: string, at: string): Promise<void> {
  await db().send(new PutCommand(mappingPut(mapping, by, at)));
}

export async function rememberedMapping(): Promise<ColumnMapping | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: bankStatementKeys.mapping(), ConsistentRead: true }),
  );
  return Item?.mapping as ColumnMapping | undefined;
}
