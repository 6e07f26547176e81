import { checkoutOrder } from '#shared/api/payments.js';
import { paiseToRupees } from '#shared/money.js';
import { createCheckoutOrder, createDueCheckoutOrder } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';
import { checkoutScriptUrl } from '#lib/payment-settings.js';

export const handler = apiHandler(checkoutOrder, async ({ body, user }) => {
  const { dueId, ...product } = body;
  const outcome = dueId
    ? await createDueCheckoutOrder(dueId, user.userId)
    : await createCheckoutOrder(product, user.userId);
  if (outcome.enrolled)
    return { enrolled: true as const, ...(outcome.receiptNumber ? { receiptNumber: outcome.receiptNumber } : {}) };
  return {
    key: outcome.keyId,
    amount: paiseToRupees(outcome.amountPaise),
    amountPaise: outcome.amountPaise,
    currency: 'INR' as const,
    orderId: outcome.orderId,
    checkoutScriptUrl: checkoutScriptUrl(),
  };
});
