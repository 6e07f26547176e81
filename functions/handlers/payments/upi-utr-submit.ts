import { upiUtrSubmit } from '#shared/api/payments.js';
import { submitUtr } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(upiUtrSubmit, async ({ body, user }) =>
  submitUtr(user.userId, body.courseId, body.utrNumber),
);
