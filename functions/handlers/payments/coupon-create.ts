import { couponCreate } from '#shared/api/payments.js';
import { couponForApi, createCoupon } from '#domain/payments/index.js';
import { Response } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(
  couponCreate,
  async ({ body }) => new Response(201, { coupon: couponForApi(await createCoupon(body)) }),
);
