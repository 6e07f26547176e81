import { razorpayWebhook } from '#shared/api/payments.js';
import { handleRazorpayWebhook } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(razorpayWebhook, async ({ rawBody, event }) => {
  const outcome = await handleRazorpayWebhook({
    rawBody: rawBody ?? '',
    signature: event.headers?.['x-razorpay-signature'],
    eventId: event.headers?.['x-razorpay-event-id'],
  });
  return { outcome };
});
