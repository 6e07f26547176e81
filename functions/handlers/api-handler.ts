import { auditWriter } from '#domain/audit/index.js';
import { assertSessionCurrent } from '#domain/users/index.js';
import { apiHandlerWith } from '#lib/api-handler.js';

/**
 * The handler maker of every route: the shared middy stack of functions/lib/api-handler.ts, with the
 * accounts context's check that a token's account still stands as the token says, and the audit
 * context's writer of every staff write's entries.
 */
export const apiHandler = apiHandlerWith(assertSessionCurrent, auditWriter);
