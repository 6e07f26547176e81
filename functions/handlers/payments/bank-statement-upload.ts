import { bankStatementUpload } from '#shared/api/payments.js';
import { statementUploadUrl } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(bankStatementUpload, async ({ body }) => statementUploadUrl(body.size));
