import { bankStatementImport } from '#shared/api/payments.js';
import { importStatement } from '#domain/payments/index.js';
import { Response } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

/** A header the site cannot read is answered with the file's header cells, for the admin to choose columns from. */
export const handler = apiHandler(bankStatementImport, async ({ body, user }) => {
  const outcome = await importStatement(body.fileKey, body.mapping, user.userId);
  if ('headerUnknown' in outcome)
    return new Response(400, {
      code: 'statement_header_unknown',
      error: outcome.headerUnknown.message,
      columns: outcome.headerUnknown.columns,
    });
  return outcome.reply;
});
