import { couponList } from '#shared/api/payments.js';
import { couponForApi, listCoupons } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(couponList, async () => ({ coupons: (await listCoupons()).map(couponForApi) }));
