import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db.js';

/**
 * Finding a student by the start of their e-mail or name, with one Query on an index partition kept
 * for it (written with the account, in the same transaction):
 *   STUDENTSEARCH / <term>#<userId>   { userId, terms }
 * Terms are lower case: the e-mail, the whole name, and the name from each later word on
 * ("ravi kumar patel", "kumar patel", "patel"), so "pat", "kumar p" and "ravi@" all find Ravi.
 */
export const studentSearchKeys = {
  partition: 'STUDENTSEARCH',
  entry: (term: string, userId: string) => ({ pk: 'STUDENTSEARCH', sk: `${term}#${userId}` }),
};

/** How a term and a search are compared: Unicode-normalised, lower case, single spaces. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

export function searchTerms(name: string, email: string): string[] {
  const words = normaliseSearchText(name).split(' ').filter(Boolean);
  const nameTerms = words.map((_, i) => words.slice(i).join(' '));
  return [...new Set([normaliseSearchText(email), ...nameTerms])].filter(Boolean);
}

/** The Puts that make a student findable, for the transaction that creates the account. */
export function searchEntryWrites(user: { id: string; name: string; email: string }) {
  const terms = searchTerms(user.name, user.email);
  return terms.map((term) => ({
    Put: { TableName: tableName(), Item: { ...studentSearchKeys.entry(term, user.id), entity: 'StudentSearch', userId: user.id, terms } },
  }));
}

export interface SearchPage {
  userIds: string[];
  /** The sort key of the last entry looked at, when there may be more. */
  lastKey?: string;
}

/**
 * The highest code point: every term that starts with the search text sorts between the text and the
 * text followed by it. A key range rather than begins_with: the same read in DynamoDB, and DynamoDB
 * Local answers it without slowing down as the number of matching entries grows.
 */
const AFTER_EVERY_SUFFIX = '\u{10FFFF}';

/** A student matching with several terms is kept at the first of them (in code point order), so once. */
function isFirstMatch(item: Record<string, unknown>, query: string): boolean {
  const sk = item.sk as string;
  const term = sk.slice(0, sk.length - (item.userId as string).length - 1);
  const firstMatch = ((item.terms as string[] | undefined) ?? []).filter((candidate) => candidate.startsWith(query)).sort()[0];
  return firstMatch === undefined || firstMatch === term;
}

/**
 * Students whose e-mail or name starts with `text`, in term order, each once. `after` continues
 * from a page's `lastKey`. Reads one entry more than it still needs, to know whether there are more.
 */
export async function searchStudents(text: string, limit: number, after?: string): Promise<SearchPage> {
  const query = normaliseSearchText(text);
  const userIds: string[] = [];
  let startKey: Record<string, unknown> | undefined = after ? { pk: studentSearchKeys.partition, sk: after } : undefined;
  for (;;) {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': studentSearchKeys.partition, ':from': query, ':to': `${query}${AFTER_EVERY_SUFFIX}` },
        ExclusiveStartKey: startKey,
        Limit: limit - userIds.length + 1,
      }),
    );
    const items = page.Items ?? [];
    for (const [i, item] of items.entries()) {
      if (isFirstMatch(item, query)) userIds.push(item.userId as string);
      if (userIds.length === limit) {
        const more = i < items.length - 1 || Boolean(page.LastEvaluatedKey);
        return { userIds, ...(more ? { lastKey: item.sk as string } : {}) };
      }
    }
    if (!page.LastEvaluatedKey) return { userIds };
    startKey = page.LastEvaluatedKey;
  }
}
