import { upiInitiate } from '#shared/api/payments.js';
import { initiateUpiPayment } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(upiInitiate, async ({ body, user }) => ({
  ...(await initiateUpiPayment(user.userId, body.courseId)),
}));
