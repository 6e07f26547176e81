import { bankStatementApprove } from '#shared/api/payments.js';
import { approveStatement } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(bankStatementApprove, async ({ params, user }) =>
  approveStatement(params.statementId, user.userId),
);
