import { submitUtrSchema } from '#shared/payment-schemas.js';
import { submitUtr } from '#domain/payments/upi.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/upi-payments/submit-utr', { body: submitUtrSchema }, async ({ body, user }) =>
  submitUtr(user!.userId, body.courseId, body.utrNumber),
);
