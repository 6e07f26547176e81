import { cardOrderCreate } from '#shared/api/payments.js';
import { paiseToRupees } from '#shared/money.js';
import { createCardOrder } from '#domain/payments/index.js';
import { reserveCardOrder } from '#domain/accounts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';
import { clientAddress } from '#lib/client-address.js';
import { checkoutScriptUrl } from '#lib/payment-settings.js';

export const handler = apiHandler(cardOrderCreate, async ({ body, event }) => {
  await reserveCardOrder(clientAddress(event), body.mobile);
  const order = await createCardOrder({
    course: body.course,
    name: body.name,
    mobile: body.mobile,
    includeMaterial: body.includeMaterial ?? false,
    ...(body.deliveryAddress && body.pinCode && body.email
      ? { delivery: { address: body.deliveryAddress, pinCode: body.pinCode, email: body.email } }
      : {}),
  });
  return {
    key: order.keyId,
    amount: paiseToRupees(order.amountPaise),
    amountPaise: order.amountPaise,
    currency: 'INR' as const,
    orderId: order.orderId,
    checkoutScriptUrl: checkoutScriptUrl(),
  };
});
