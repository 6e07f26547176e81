import { seriesUtrSchema } from '#shared/payment-schemas.js';
import { submitTestSeriesUtr } from '#domain/payments/test-series-upi.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/test-series/{id}/upi/submit-utr', { body: seriesUtrSchema }, async ({ body, params, user }) =>
  submitTestSeriesUtr(user!.userId, params.id!, body.utrNumber),
);
