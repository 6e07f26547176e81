import { offlinePaymentSchema } from '#shared/admin-schemas.js';
import { recordOfflinePayment } from '#domain/payments/offline.js';
import { apiHandler, Response } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/admin/students/{id}/offline-payments', { body: offlinePaymentSchema }, async ({ params, body, user }) => {
  return new Response(201, { payment: await recordOfflinePayment(params.id!, body, user!.userId) });
});
