import { testSeriesUtrSubmit } from '#shared/api/catalogue.js';
import { submitTestSeriesUtr } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(testSeriesUtrSubmit, async ({ body, params, user }) =>
  submitTestSeriesUtr(user.userId, params.id, body.utrNumber),
);
