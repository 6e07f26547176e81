import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/db.js';

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

const QUERY_BATCH = 50;

/**
 * Students whose e-mail or name starts with `text`, in term order, each once: a student matching
 * with several terms is shown at the first of them. `after` continues from a page's `lastKey`.
 */
export async function searchStudents(text: string, limit: number, after?: string): Promise<SearchPage> {
  const query = normaliseSearchText(text);
  const userIds: string[] = [];
  let startKey: Record<string, unknown> | undefined = after ? { pk: studentSearchKeys.partition, sk: after } : undefined;
  let lastKey: string | undefined;
  while (userIds.length < limit) {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :query)',
        ExpressionAttributeValues: { ':pk': studentSearchKeys.partition, ':query': query },
        ExclusiveStartKey: startKey,
        Limit: QUERY_BATCH,
      }),
    );
    for (const item of page.Items ?? []) {
      lastKey = item.sk as string;
      const terms = (item.terms as string[] | undefined) ?? [];
      const term = lastKey.slice(0, lastKey.length - (item.userId as string).length - 1);
      const firstMatch = terms.filter((candidate) => candidate.startsWith(query)).sort()[0];
      if (firstMatch === undefined || firstMatch === term) userIds.push(item.userId as string);
      if (userIds.length === limit) break;
    }
    if (userIds.length === limit) {
      // Is there anything after the last one taken? One more key settles it.
      const more = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :query)',
          ExpressionAttributeValues: { ':pk': studentSearchKeys.partition, ':query': query },
          ExclusiveStartKey: { pk: studentSearchKeys.partition, sk: lastKey! },
          Limit: 1,
          ProjectionExpression: 'pk',
        }),
      );
      return { userIds, ...((more.Items?.length ?? 0) > 0 ? { lastKey } : {}) };
    }
    if (!page.LastEvaluatedKey) return { userIds };
    startKey = page.LastEvaluatedKey;
  }
  return { userIds, ...(lastKey ? { lastKey } : {}) };
}
