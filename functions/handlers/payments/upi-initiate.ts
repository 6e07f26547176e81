import { courseIdSchema } from '#shared/payment-schemas.js';
import { initiateUpiPayment } from '#domain/payments/upi.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/upi-payments/initiate', { body: courseIdSchema }, async ({ body, user }) => ({
  ...(await initiateUpiPayment(user!.userId, body.courseId)),
}));
