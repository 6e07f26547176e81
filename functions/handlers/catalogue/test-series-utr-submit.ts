import { testSeriesUtrSubmit } from '#shared/api/catalogue.js';
import { submitDueUtr, submitTestSeriesUtr } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(testSeriesUtrSubmit, async ({ body, params, user }) =>
  body.dueId
    ? submitDueUtr(user.userId, { kind: 'test-series', id: params.id }, body.utrNumber, body.dueId)
    : submitTestSeriesUtr(user.userId, params.id, body.utrNumber),
);
