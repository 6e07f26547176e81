import { paiseToRupees } from '../../../shared/money.js';
import { createOrderSchema } from '../../../shared/payment-schemas.js';
import { createCardOrder } from '../../domain/payments/card-order.js';
import { apiHandler } from '../../lib/api-handler.js';
import { checkoutScriptUrl } from '../../lib/payment-settings.js';

export const handler = apiHandler('POST /api/create-order', { body: createOrderSchema }, async ({ body }) => {
  const order = await createCardOrder({ course: body.course, name: body.name, mobile: body.mobile, includeMaterial: body.includeMaterial ?? false });
  return {
    key: order.keyId,
    amount: paiseToRupees(order.amountPaise),
    amountPaise: order.amountPaise,
    currency: 'INR',
    orderId: order.orderId,
    checkoutScriptUrl: checkoutScriptUrl(),
  };
});
