import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './db.js';

/**
 * A search index kept in one partition: one entry per term of a thing (`<term>#<id>`, holding the
 * thing's id and all its terms), written with the thing, so "things whose term starts with this text"
 * is one Query of a key range. Used for students (accounts/student-search.ts) and card payers
 * (payments/payer-search.ts).
 */

/** How a term and a search are compared: Unicode-normalised, lower case, single spaces. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** A name's terms start at most at this many of its words, so its entries fit in the transaction that writes them. */
const MOST_NAME_TERMS = 8;

/** The whole name and the name from each later word on: "ravi kumar patel", "kumar patel", "patel". */
export function nameTerms(name: string): string[] {
  const words = normaliseSearchText(name).split(' ').filter(Boolean);
  return words.slice(0, MOST_NAME_TERMS).map((_, i) => words.slice(i).join(' '));
}

/**
 * Text that reads as a phone number (digits, with spaces, dashes or a leading +) as its digits, without
 * India's +91 or a trunk 0 before a whole 10-digit number; undefined for anything else.
 */
export function mobileDigits(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^\+?\d[\d\s-]*$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** What a search looks for: a phone number's digits, or the normalised text. */
export function searchKey(text: string): string {
  return mobileDigits(text) ?? normaliseSearchText(text);
}

export interface TermIndex {
  partition: string;
  /** The entry attribute holding the thing's id. */
  idName: string;
}

export const termEntryKey = (index: TermIndex, term: string, id: string) => ({
  pk: index.partition,
  sk: `${term}#${id}`,
});

/** The Puts that make a thing findable by its terms, for the transaction that writes the thing. */
export function termEntryWrites(index: TermIndex, entity: string, id: string, terms: readonly string[]) {
  const unique = [...new Set(terms)].filter(Boolean);
  return unique.map((term) => ({
    Put: {
      TableName: tableName(),
      Item: { ...termEntryKey(index, term, id), entity, [index.idName]: id, terms: unique },
    },
  }));
}

export interface TermPage {
  ids: string[];
  /** The sort key of the last entry looked at, when there may be more. */
  lastKey?: string;
}

/**
 * The highest code point: every term that starts with the search text sorts between the text and the
 * text followed by it. A key range rather than begins_with: the same read in DynamoDB, and DynamoDB
 * Local answers it without slowing down as the number of matching entries grows.
 */
const AFTER_EVERY_SUFFIX = '\u{10FFFF}';

/** A thing matching with several terms is kept at the first of them (in code point order), so once. */
function isFirstMatch(index: TermIndex, item: Record<string, unknown>, query: string): boolean {
  const sk = item.sk as string;
  const term = sk.slice(0, sk.length - String(item[index.idName]).length - 1);
  const firstMatch = ((item.terms as string[] | undefined) ?? [])
    .filter((candidate) => candidate.startsWith(query))
    .sort()[0];
  return firstMatch === undefined || firstMatch === term;
}

/**
 * Ids of the things with a term that starts with `text` (searchKey), in term order, each once.
 * `after` continues from a page's `lastKey`. Reads one entry more than it still needs, to know
 * whether there are more.
 */
export async function searchTerms(index: TermIndex, text: string, limit: number, after?: string): Promise<TermPage> {
  const query = searchKey(text);
  const ids: string[] = [];
  if (!query) return { ids };
  let startKey: Record<string, unknown> | undefined = after ? { pk: index.partition, sk: after } : undefined;
  for (;;) {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': index.partition, ':from': query, ':to': `${query}${AFTER_EVERY_SUFFIX}` },
        ExclusiveStartKey: startKey,
        Limit: limit - ids.length + 1,
      }),
    );
    const items = page.Items ?? [];
    for (const [i, item] of items.entries()) {
      if (isFirstMatch(index, item, query)) ids.push(String(item[index.idName]));
      if (ids.length === limit) {
        const more = i < items.length - 1 || Boolean(page.LastEvaluatedKey);
        return { ids, ...(more ? { lastKey: item.sk as string } : {}) };
      }
    }
    if (!page.LastEvaluatedKey) return { ids };
    startKey = page.LastEvaluatedKey;
  }
}
