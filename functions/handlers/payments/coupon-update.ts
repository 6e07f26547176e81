import { couponUpdate } from '#shared/api/payments.js';
import { couponForApi, editCoupon } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(couponUpdate, async ({ params, body }) => ({
  coupon: couponForApi(await editCoupon(params.code, body)),
}));
