import {
  mobileDigits,
  nameTerms,
  normaliseSearchText,
  searchTerms as search,
  termEntryKey,
  termEntryWrites,
  type TermIndex,
} from '#lib/term-index.js';
import { tableName } from '#lib/db.js';

/**
 * Finding a student by the start of their e-mail, name or mobile number, with one Query on an index
 * partition kept for it (written with the account, in the same transaction; lib/term-index.ts):
 *   STUDENTSEARCH / <term>#<userId>   { userId, terms }
 * Terms are lower case: the e-mail, the whole name, the name from each later word on ("ravi kumar
 * patel", "kumar patel", "patel") and the mobile number's digits, so "pat", "kumar p", "ravi@" and
 * "98765" all find Ravi. Accounts made before the mobile number was a term get it from the counter
 * rebuild (insight/stats-rebuild.ts), which writes every student's entries again.
 */
const index: TermIndex = { partition: 'STUDENTSEARCH', idName: 'userId' };

export const studentSearchKeys = {
  partition: index.partition,
  entry: (term: string, userId: string) => termEntryKey(index, term, userId),
};

export interface SearchableStudent {
  id: string;
  name: string;
  email: string;
  mobile: string;
}

export function searchTerms(name: string, email: string, mobile = ''): string[] {
  return [...new Set([normaliseSearchText(email), ...nameTerms(name), mobileDigits(mobile) ?? ''])].filter(Boolean);
}

/** The Puts that make a student findable, for the transaction that creates the account. */
export function searchEntryWrites(user: SearchableStudent) {
  return termEntryWrites(index, 'StudentSearch', user.id, searchTerms(user.name, user.email, user.mobile));
}

/** For a change of name, e-mail or mobile: Deletes of the entries the old details had and the new ones lack, then the new entries. */
export function searchEntryRewrites(before: SearchableStudent, after: SearchableStudent) {
  const kept = new Set(searchTerms(after.name, after.email, after.mobile));
  const gone = searchTerms(before.name, before.email, before.mobile).filter((term) => !kept.has(term));
  return [
    ...gone.map((term) => ({ Delete: { TableName: tableName(), Key: studentSearchKeys.entry(term, before.id) } })),
    ...searchEntryWrites(after),
  ];
}

export interface SearchPage {
  userIds: string[];
  /** The sort key of the last entry looked at, when there may be more. */
  lastKey?: string;
}

/** Students whose e-mail, name or mobile starts with `text`, in term order, each once; `after` continues from a page's `lastKey`. */
export async function searchStudents(text: string, limit: number, after?: string): Promise<SearchPage> {
  const { ids, lastKey } = await search(index, text, limit, after);
  return { userIds: ids, ...(lastKey ? { lastKey } : {}) };
}
