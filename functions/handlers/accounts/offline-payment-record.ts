import { offlinePaymentRecord } from '#shared/api/accounts.js';
import { recordOfflinePayment } from '#domain/payments/index.js';
import { Response } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(offlinePaymentRecord, async ({ params, body, user }) => {
  const { payment, alreadyRecorded } = await recordOfflinePayment(params.id, body, user.userId);
  return new Response(alreadyRecorded ? 200 : 201, { payment, alreadyRecorded });
});
